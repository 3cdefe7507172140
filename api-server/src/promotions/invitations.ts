import { ACTIVITY_TYPE, type UnspecifiedData } from '@casino/shared-kernel/api-contract';
import { maskDigits, maskName } from '@casino/shared-kernel/format';
import type { Brand } from '../brands/brands.ts';
import { integer, text } from '../db/database.ts';
import { refuse } from '../server/api-refusal.ts';
import { LEDGER_CAUSE } from '../wallet/ledger.ts';
import { absoluteShareLink, shareLink } from './gift-packets.ts';
import { inviteeCounts, playerFacts } from './player-facts.ts';
import { nextRefreshTime, unixSeconds } from './promotion-days.ts';
import type { PromotionsDeps } from './promotions-deps.ts';

/** `invite_type` of `/api/invite/infonew`: the spec's one use, the player's own invitation page. */
export const INVITE_TYPE_OWN = 1;

export const INVITATION_MESSAGES = {
  inviteType: `invite_type: must be ${INVITE_TYPE_OWN}`,
} as const;

/** How many of the latest invitees the invitation page lists. */
const LATEST_INVITEES = 10;

/**
 * The invitation page (`/api/invite/infonew`): the player's code and link, how many signed up
 * with it (today, and how many deposited), what inviting has paid, and the latest invitees with
 * their names masked. Inviting pays through the turntable and the blind-box wheel, whose spins
 * invitees earn.
 */
export class Invitations {
  private readonly deps: PromotionsDeps;

  constructor(deps: PromotionsDeps) {
    this.deps = deps;
  }

  info(brand: Brand, playerId: number, inviteType: number): UnspecifiedData {
    if (inviteType !== INVITE_TYPE_OWN) throw refuse(INVITATION_MESSAGES.inviteType);
    const { context, configs } = this.deps;
    const config = configs.running(brand, ACTIVITY_TYPE.INVITE_TURNTABLE);
    const { db } = context;
    const facts = playerFacts(db, playerId);
    const nowMs = context.now();
    const dayStart = nextRefreshTime(nowMs) - 86_400;
    const all = inviteeCounts(db, playerId);
    const today = inviteeCounts(db, playerId, { from: dayStart, to: unixSeconds(nowMs) + 1 });
    // Wallet minor units paid by the programmes invitees feed: turntable payouts and wheel withdrawals.
    const earned = db
      .prepare(
        `SELECT COALESCE(SUM(l.amount), 0) AS total FROM money_movements m JOIN ledger l ON l.movement_id = m.id
         WHERE m.player_id = ? AND m.cause = ? AND (m.reference LIKE 'invite_turntable:%' OR m.reference LIKE 'blind_box_wheel:%')`,
      )
      .get(playerId, LEDGER_CAUSE.PROMOTION);
    const link = shareLink(facts.invitationCode);
    const latest = db
      .prepare('SELECT uid, nick_name, avatar_id, create_time, pay_count FROM players WHERE parent_id = ? ORDER BY create_time DESC, id DESC LIMIT ?')
      .all(playerId, LATEST_INVITEES);
    return {
      invite_type: inviteType,
      invitation_code: facts.invitationCode,
      invite_link: link,
      invite_url: absoluteShareLink(context.config.hosts, brand.brand, link),
      invite_count: all.signedUp,
      valid_invite_count: all.deposited,
      today_invite_count: today.signedUp,
      today_valid_invite_count: today.deposited,
      total_reward: earned ? integer(earned, 'total') : 0,
      rules: {
        turntable_spins_per_sign_up: config.inviteTurntable.spinsPerSignUp,
        turntable_spins_per_deposit: config.inviteTurntable.spinsPerDeposit,
        turntable_target_amount: config.inviteTurntable.targetAmount,
        wheel_spins_per_sign_up: config.blindBox.spinsPerSignUp,
        wheel_spins_per_deposit: config.blindBox.spinsPerDeposit,
      },
      list: latest.map((row) => ({
        uid: maskDigits(String(integer(row, 'uid'))),
        nick_name: maskName(text(row, 'nick_name')),
        avatar_id: integer(row, 'avatar_id'),
        create_time: integer(row, 'create_time'),
        is_pay: integer(row, 'pay_count') > 0,
      })),
    };
  }
}
