import type { DatabaseSync } from 'node:sqlite';
import { MAIL_AWARD_TYPE, MAIL_STATUS, MONEY_TYPE, type Mail, type MailAward, type MailClaimResult, type MailList } from '@casino/shared-kernel/api-contract';
import type { Brand } from '../brands/brands.ts';
import { inTransaction, integer, text, type Row } from '../db/database.ts';
import type { DomainContext } from '../server/casino-domain.ts';
import { refuse } from '../server/api-refusal.ts';
import { BONUS_TURNOVER_MULTIPLIER } from '../wallet/bet-tasks.ts';
import { LEDGER_CAUSE, type BalanceType, type MoneyEntry } from '../wallet/ledger.ts';
import { mailAmounts } from './mail-amounts.ts';
import { welcomeMail } from './mail-texts.ts';
import { sendMail, type MailClaimCause } from './send-mail.ts';
import { deliverCashback } from './vip-cashback.ts';

/** What the mail calls answer when they refuse. */
export const MAIL_MESSAGES = {
  notFound: 'Mail not found',
  noAward: 'This mail has no award to claim',
  alreadyClaimed: 'The award of this mail has already been claimed',
  nothingToClaim: 'There is no award to claim',
  claimFirst: 'Claim the award of this mail before deleting it',
} as const;

/** The newest mails the list shows; `unread_num` and claim all still count every mail. */
export const MAIL_LIST_LIMIT = 100;

/**
 * The balance an award credits. Spec 3: "1 coins, 2 cash, other bonus"; spec 1 names the bonus
 * balance "coin" (money type 1), so coins and every other type land in the bonus balance and only
 * type 2 in cash. Gold is never a mail award.
 */
export function awardBalance(awardType: number): BalanceType {
  return awardType === MAIL_AWARD_TYPE.CASH ? MONEY_TYPE.CASH : MONEY_TYPE.COIN;
}

/** A stored mail with what the calls decide on. */
interface StoredMail {
  id: number;
  title: string;
  content: string;
  status: number;
  createTime: number;
  cause: MailClaimCause;
  awards: MailAward[];
}

const storedMail = (row: Row, awards: MailAward[]): StoredMail => ({
  id: integer(row, 'id'),
  title: text(row, 'title'),
  content: text(row, 'content'),
  status: integer(row, 'status'),
  createTime: integer(row, 'create_time'),
  cause: text(row, 'claim_cause') === LEDGER_CAUSE.CASHBACK ? LEDGER_CAUSE.CASHBACK : LEDGER_CAUSE.CLAIM,
  awards,
});

/** A mail as the contract shows it: `is_attach` says it carries awards, claimed or not. */
const mailView = (mail: StoredMail): Mail => ({
  id: mail.id,
  title: mail.title,
  content: mail.content,
  is_attach: mail.awards.length > 0,
  award_package: mail.awards,
  status: mail.status,
  create_time: mail.createTime,
});

const hasUnclaimedAward = (mail: StoredMail) => mail.awards.length > 0 && mail.status !== MAIL_STATUS.CLAIMED;

/** Awards of the same type added up, by type: what claim all answers. */
function sumByType(awards: readonly MailAward[]): MailAward[] {
  const sums = new Map<number, number>();
  for (const award of awards) sums.set(award.award_type, (sums.get(award.award_type) ?? 0) + award.amount);
  return [...sums.entries()].sort(([a], [b]) => a - b).map(([award_type, amount]) => ({ award_type, amount }));
}

/**
 * The inbox of spec 3/4. Every query names the player, so a mail id of someone else's is "not
 * found", exactly like one that never existed. Each call is one transaction: a claim's credit, its
 * bet task and the mail's new status are written together or not at all.
 */
export class Mailbox {
  private readonly context: DomainContext;

  constructor(context: DomainContext) {
    this.context = context;
  }

  private get db(): DatabaseSync {
    return this.context.db;
  }

  private nowSeconds(): number {
    return Math.floor(this.context.now() / 1000);
  }

  /**
   * POST /api/mail/list: first delivers what is due (the welcome mail once, the VIP cashback of
   * past days), then the newest mails first. During a time-out or self-exclusion those promotion
   * mails are held: they are delivered at the first look after the break ends.
   */
  list(brand: Brand, playerId: number): MailList {
    return inTransaction(this.db, () => {
      if (this.context.gamingLimits.breaks.current(playerId) === null) {
        this.deliverWelcome(brand, playerId);
        deliverCashback(this.context, brand, playerId);
      }
      const rows = this.db
        .prepare('SELECT * FROM mails WHERE player_id = ? AND deleted_at IS NULL ORDER BY create_time DESC, id DESC LIMIT ?')
        .all(playerId, MAIL_LIST_LIMIT);
      const awards = this.awardsOf(rows.map((row) => integer(row, 'id')));
      return { list: rows.map((row) => mailView(storedMail(row, awards.get(integer(row, 'id')) ?? []))), unread_num: this.unreadCount(playerId) };
    });
  }

  /** POST /api/mail/read {id}: the mail, now read, and the unread count after. */
  read(playerId: number, mailId: number): Mail & { unread_num: number } {
    return inTransaction(this.db, () => {
      const mail = this.ownMail(playerId, mailId);
      if (mail.status === MAIL_STATUS.UNREAD) {
        this.db.prepare('UPDATE mails SET status = ?, read_at = ? WHERE id = ?').run(MAIL_STATUS.READ, this.nowSeconds(), mail.id);
        mail.status = MAIL_STATUS.READ;
      }
      return { ...mailView(mail), unread_num: this.unreadCount(playerId) };
    });
  }

  /** POST /api/mail/claimAward {mail_id}: credits the mail's awards once and answers them. */
  claim(playerId: number, mailId: number): MailClaimResult {
    return inTransaction(this.db, () => {
      const mail = this.ownMail(playerId, mailId);
      if (mail.awards.length === 0) throw refuse(MAIL_MESSAGES.noAward);
      if (mail.status === MAIL_STATUS.CLAIMED) throw refuse(MAIL_MESSAGES.alreadyClaimed);
      this.credit(playerId, mail);
      return { award_package: mail.awards };
    });
  }

  /** POST /api/mail/claimAllAward: every unclaimed award in one transaction; answers their sums by type. */
  claimAll(playerId: number): MailClaimResult {
    return inTransaction(this.db, () => {
      const rows = this.db
        .prepare(
          `SELECT * FROM mails WHERE player_id = ? AND deleted_at IS NULL AND status <> ?
             AND EXISTS (SELECT 1 FROM mail_awards WHERE mail_id = mails.id) ORDER BY id`,
        )
        .all(playerId, MAIL_STATUS.CLAIMED);
      if (rows.length === 0) throw refuse(MAIL_MESSAGES.nothingToClaim);
      const awards = this.awardsOf(rows.map((row) => integer(row, 'id')));
      const claimed: MailAward[] = [];
      for (const row of rows) {
        const mail = storedMail(row, awards.get(integer(row, 'id')) ?? []);
        this.credit(playerId, mail);
        claimed.push(...mail.awards);
      }
      return { award_package: sumByType(claimed) };
    });
  }

  /**
   * POST /api/mail/deleteOneMail {mail_id}. A mail whose award is still unclaimed is refused: a
   * player must not throw money away by a slip of the finger. The mail is kept for the audit.
   */
  delete(playerId: number, mailId: number): { mail_id: number; unread_num: number } {
    return inTransaction(this.db, () => {
      const mail = this.ownMail(playerId, mailId);
      if (hasUnclaimedAward(mail)) throw refuse(MAIL_MESSAGES.claimFirst);
      this.db.prepare('UPDATE mails SET deleted_at = ? WHERE id = ?').run(this.nowSeconds(), mail.id);
      return { mail_id: mail.id, unread_num: this.unreadCount(playerId) };
    });
  }

  /**
   * POST /api/mail/deleteAllMail: deletes the mails that are read and hold no unclaimed award; the
   * unread ones and those still holding money stay. Answers how many went.
   */
  deleteAll(playerId: number): { deleted_num: number; unread_num: number } {
    return inTransaction(this.db, () => {
      const result = this.db
        .prepare(
          `UPDATE mails SET deleted_at = ? WHERE player_id = ? AND deleted_at IS NULL AND status <> ?
             AND (status = ? OR NOT EXISTS (SELECT 1 FROM mail_awards WHERE mail_id = mails.id))`,
        )
        .run(this.nowSeconds(), playerId, MAIL_STATUS.UNREAD, MAIL_STATUS.CLAIMED);
      return { deleted_num: Number(result.changes), unread_num: this.unreadCount(playerId) };
    });
  }

  /** Every player's first mail, sent on their first look at the inbox and dated at sign-up. */
  private deliverWelcome(brand: Brand, playerId: number): void {
    const player = this.db.prepare('SELECT create_time FROM players WHERE id = ?').get(playerId);
    if (!player) throw new Error(`No player ${playerId}`);
    const bonus = mailAmounts(brand.brand).welcomeBonus;
    const site = this.context.siteSettings.value(brand.brand, 'title') || brand.region;
    sendMail(this.db, {
      playerId,
      key: 'welcome',
      ...welcomeMail({ site, currency: { symbol: brand.currencySymbol }, bonus, turnover: BONUS_TURNOVER_MULTIPLIER }),
      awards: [{ award_type: MAIL_AWARD_TYPE.COINS, amount: bonus }],
      now: integer(player, 'create_time') * 1000,
    });
  }

  /**
   * Credits a mail's awards under the request key `mail-<id>` (so no path can credit it twice),
   * puts its bonus behind the same turnover as a deposit's bonus, and marks it claimed and read.
   */
  private credit(playerId: number, mail: StoredMail): void {
    this.context.awards.assert(playerId);
    const sums = new Map<BalanceType, number>();
    for (const award of mail.awards) {
      const balance = awardBalance(award.award_type);
      sums.set(balance, (sums.get(balance) ?? 0) + award.amount);
    }
    const entries: MoneyEntry[] = [...sums.entries()].map(([moneyType, amount]) => ({ moneyType, amount }));
    const reference = `mail-${mail.id}`;
    this.context.ledger.move({ playerId, requestKey: reference, cause: mail.cause, reference, entries });
    const bonus = sums.get(MONEY_TYPE.COIN) ?? 0;
    if (bonus > 0) this.context.betTasks.open(playerId, 'bonus', bonus, bonus * BONUS_TURNOVER_MULTIPLIER, reference);
    const now = this.nowSeconds();
    this.db.prepare('UPDATE mails SET status = ?, claimed_at = ?, read_at = COALESCE(read_at, ?) WHERE id = ?').run(MAIL_STATUS.CLAIMED, now, now, mail.id);
    mail.status = MAIL_STATUS.CLAIMED;
  }

  private ownMail(playerId: number, mailId: number): StoredMail {
    const row = this.db.prepare('SELECT * FROM mails WHERE id = ? AND player_id = ? AND deleted_at IS NULL').get(mailId, playerId);
    if (!row) throw refuse(MAIL_MESSAGES.notFound);
    return storedMail(row, this.awardsOf([mailId]).get(mailId) ?? []);
  }

  private awardsOf(mailIds: readonly number[]): Map<number, MailAward[]> {
    const awards = new Map<number, MailAward[]>();
    if (mailIds.length === 0) return awards;
    const rows = this.db
      .prepare('SELECT mail_id, award_type, amount FROM mail_awards WHERE mail_id IN (SELECT value FROM json_each(?)) ORDER BY mail_id, position')
      .all(JSON.stringify(mailIds));
    for (const row of rows) {
      const mailId = integer(row, 'mail_id');
      const list = awards.get(mailId) ?? [];
      list.push({ award_type: integer(row, 'award_type'), amount: integer(row, 'amount') });
      awards.set(mailId, list);
    }
    return awards;
  }

  private unreadCount(playerId: number): number {
    const row = this.db.prepare('SELECT COUNT(*) AS n FROM mails WHERE player_id = ? AND deleted_at IS NULL AND status = ?').get(playerId, MAIL_STATUS.UNREAD);
    return row ? integer(row, 'n') : 0;
  }
}
