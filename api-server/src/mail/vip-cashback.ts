import { MAIL_AWARD_TYPE, MONEY_TYPE } from '@casino/shared-kernel/api-contract';
import type { Brand } from '../brands/brands.ts';
import { inTransaction, integer } from '../db/database.ts';
import type { DomainContext } from '../server/casino-domain.ts';
import { LEDGER_CAUSE } from '../wallet/ledger.ts';
import { cashbackMail } from './mail-texts.ts';
import { sendMail } from './send-mail.ts';

const DAY_SECONDS = 86_400;

/**
 * How many past days a returning player's cashback reaches back: the daily job of an operator runs
 * whether or not the player visits, so a player away for a few days still gets each day's mail; a
 * day older than this is not paid (and a new database does not pay out its whole history at once).
 */
export const CASHBACK_DAYS_BACK = 7;

/** A UTC day (days since the epoch) as YYYY-MM-DD. */
export const utcDate = (day: number) => new Date(day * DAY_SECONDS * 1000).toISOString().slice(0, 10);

/** The mail key of a day's cashback: one per player and day, however often the inbox is opened. */
export const cashbackKey = (day: number) => `cashback:${utcDate(day)}`;

/**
 * The cashback of a net loss at a rate in percent, rounded down to a minor unit. The rate is taken
 * in hundredths of a percent first, so 1.1 % of 500.00 is exactly 5.50, not 5.49 by a float's error.
 */
export function cashbackOf(loss: number, ratePercent: number): number {
  if (loss <= 0 || ratePercent <= 0) return 0;
  return Math.floor((loss * Math.round(ratePercent * 100)) / 10_000);
}

/**
 * The VIP cashback (spec 1/3): for each finished UTC day not settled yet (at most
 * {@link CASHBACK_DAYS_BACK} back), the net loss of the day on demo games, the cash side of the
 * ledger's `bet` and `win` rows, times the `cashback_rate` of the player's VIP level, sent as a
 * mail with a cash award dated at the start of the next day, when an operator's daily job would
 * have sent it. Bonus and gold are not counted: cashback returns real money lost, and paying cash
 * for lost bonus would turn bonus into cash without its turnover. The level is today's (levels only
 * rise). Runs in the caller's transaction; the settled day makes it read the ledger once a day.
 */
export function deliverCashback(context: DomainContext, brand: Brand, playerId: number): void {
  const { db } = context;
  const today = Math.floor(context.now() / 1000 / DAY_SECONDS);
  const yesterday = today - 1;
  inTransaction(db, () => {
    const settled = db.prepare('SELECT settled_day FROM mail_cashback_days WHERE player_id = ?').get(playerId);
    const player = db.prepare('SELECT create_time FROM players WHERE id = ?').get(playerId);
    if (!player) throw new Error(`No player ${playerId}`);
    const from = Math.max(settled ? integer(settled, 'settled_day') + 1 : Math.floor(integer(player, 'create_time') / DAY_SECONDS), today - CASHBACK_DAYS_BACK);
    if (from > yesterday) return;
    const days = db
      .prepare(
        `SELECT created_at / ${DAY_SECONDS} AS day, SUM(amount) AS net FROM ledger
         WHERE player_id = ? AND money_type = ? AND cause IN (?, ?) AND created_at >= ? AND created_at < ?
         GROUP BY day HAVING net < 0 ORDER BY day`,
      )
      .all(playerId, MONEY_TYPE.CASH, LEDGER_CAUSE.BET, LEDGER_CAUSE.WIN, from * DAY_SECONDS, today * DAY_SECONDS);
    if (days.length > 0) {
      const vip = context.players.vipInfo(playerId);
      const level = vip.user_info.vip_level;
      const rate = vip.vip_list.find((step) => step.vip_level === level)?.cashback_rate ?? 0;
      for (const row of days) {
        const day = integer(row, 'day');
        const loss = -integer(row, 'net');
        const cashback = cashbackOf(loss, rate);
        if (cashback <= 0) continue;
        sendMail(db, {
          playerId,
          key: cashbackKey(day),
          ...cashbackMail({ currency: { symbol: brand.currencySymbol }, date: utcDate(day), loss, cashback, vipLevel: level, rate }),
          awards: [{ award_type: MAIL_AWARD_TYPE.CASH, amount: cashback }],
          now: (day + 1) * DAY_SECONDS * 1000,
          cause: LEDGER_CAUSE.CASHBACK,
        });
      }
    }
    db.prepare(
      'INSERT INTO mail_cashback_days (player_id, settled_day) VALUES (?, ?) ON CONFLICT (player_id) DO UPDATE SET settled_day = excluded.settled_day',
    ).run(playerId, yesterday);
  });
}
