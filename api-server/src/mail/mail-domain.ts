import type { CasinoDomain, DomainContext } from '../server/casino-domain.ts';
import { Mailbox } from './mailbox.ts';
import { seedMail } from './mail-seed.ts';
import { Notices } from './notices.ts';

/**
 * The mail domain: the inbox of spec 3/4 (list, read, claim, claim all, delete, delete all; the
 * welcome mail and the daily VIP cashback delivered as the inbox opens) and the notices (marquee,
 * winner ticker, game and blind-wheel notices). Mail needs a player; notices are for visitors too,
 * with a player's own notices when a live token comes along.
 */
export function createMailDomain(context: DomainContext): CasinoDomain {
  const mailbox = new Mailbox(context);
  const notices = new Notices(context);
  return {
    routes: {
      mailList: { access: 'player', handle: ({ brand, session }) => mailbox.list(brand, session.playerId) },
      mailRead: { access: 'player', handle: ({ session }, payload) => mailbox.read(session.playerId, payload.id) },
      mailClaim: { access: 'player', handle: ({ session }, payload) => mailbox.claim(session.playerId, payload.mail_id) },
      mailClaimAll: { access: 'player', handle: ({ session }) => mailbox.claimAll(session.playerId) },
      mailDelete: { access: 'player', handle: ({ session }, payload) => mailbox.delete(session.playerId, payload.mail_id) },
      mailDeleteAll: { access: 'player', handle: ({ session }) => mailbox.deleteAll(session.playerId) },
      noticeMoodGroup: { access: 'visitor', handle: ({ brand, session, language }, payload) => notices.groups(brand, session, payload, language) },
    },
    seed: (seed) => seedMail(context, seed),
  };
}
