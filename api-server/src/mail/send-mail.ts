import type { DatabaseSync } from 'node:sqlite';
import type { MailAward } from '@casino/shared-kernel/api-contract';
import { inTransaction, integer } from '../db/database.ts';
import { LEDGER_CAUSE, MAX_BALANCE } from '../wallet/ledger.ts';
import { MAIL_LANGUAGES, type LocalizedText } from './mail-texts.ts';

/** The ledger causes a mail's claim may credit with. */
export type MailClaimCause = typeof LEDGER_CAUSE.CLAIM | typeof LEDGER_CAUSE.CASHBACK;

/** A mail for one player, as a sender hands it over. */
export interface NewMail {
  playerId: number;
  /**
   * The sender's idempotency key, unique per player: sending the same key again (a retry, a race,
   * a second run of a daily job) returns the first mail and writes nothing. E.g. `deposit:<order_no>`.
   */
  key: string;
  title: LocalizedText;
  content: LocalizedText;
  /** The award package; none for a plain message. Amounts in minor units. */
  awards?: readonly MailAward[];
  /** When it was sent, ms since the epoch (`context.now()`). */
  now: number;
  /** The ledger cause its claim credits with; `claim` unless it is the VIP cashback. */
  cause?: MailClaimCause;
}

export interface SentMail {
  mailId: number;
  /** False when the key had already sent this mail. */
  created: boolean;
}

/**
 * Puts a mail in a player's inbox, once per `key`. Other domains call it (a deposit receipt, a
 * prize); it joins the caller's transaction when there is one. A malformed mail is a programming
 * error, not a refusal.
 */
export function sendMail(db: DatabaseSync, mail: NewMail): SentMail {
  const awards = mail.awards ?? [];
  if (mail.key.length === 0 || mail.key.length > 200) throw new Error('A mail needs a key of 1 to 200 characters');
  if (mail.title.en.trim() === '') throw new Error('A mail needs an English title');
  for (const award of awards) {
    if (!Number.isSafeInteger(award.award_type)) throw new Error(`A mail award type must be a whole number, not ${award.award_type}`);
    if (!Number.isSafeInteger(award.amount) || award.amount <= 0 || award.amount > MAX_BALANCE) {
      throw new Error(`A mail award must be a positive whole number of minor units up to ${MAX_BALANCE}, not ${award.amount}`);
    }
  }
  return inTransaction(db, () => {
    const inserted = db
      .prepare(
        `INSERT INTO mails (player_id, mail_key, title, content, claim_cause, create_time) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (player_id, mail_key) DO NOTHING RETURNING id`,
      )
      .get(mail.playerId, mail.key, textsJson(mail.title), textsJson(mail.content), mail.cause ?? LEDGER_CAUSE.CLAIM, Math.floor(mail.now / 1000));
    if (!inserted) {
      const existing = db.prepare('SELECT id FROM mails WHERE player_id = ? AND mail_key = ?').get(mail.playerId, mail.key);
      if (!existing) throw new Error(`The mail ${mail.key} was neither stored nor found`);
      return { mailId: integer(existing, 'id'), created: false };
    }
    const mailId = integer(inserted, 'id');
    const award = db.prepare('INSERT INTO mail_awards (mail_id, position, award_type, amount) VALUES (?, ?, ?, ?)');
    awards.forEach((item, position) => award.run(mailId, position, item.award_type, item.amount));
    return { mailId, created: true };
  });
}

/** The languages in the site's order, the ones given only: `mailText` falls back to English. */
function textsJson(texts: LocalizedText): string {
  const ordered: Record<string, string> = {};
  for (const language of MAIL_LANGUAGES) {
    const value = texts[language];
    if (value !== undefined) ordered[language] = value;
  }
  return JSON.stringify(ordered);
}
