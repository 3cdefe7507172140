import type { DatabaseSync } from 'node:sqlite';
import { MONEY_TYPE, type GamingStatement, type StatementRow } from '@casino/shared-kernel/api-contract';
import { formatServerAmount } from '@casino/shared-kernel/format';
import { integer, text } from '../db/database.ts';

/** Bonus and cash: the money a statement tells (gold is play money; frozen cash is a withdrawal on its way). */
const STATEMENT_TYPES = [MONEY_TYPE.COIN, MONEY_TYPE.CASH] as const;

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * The player's statement (issue 25; Portaria SPA/MF 1.231/2024's activity statement): every
 * cash and bonus movement of the ledger over a period — deposits, withdrawals, bets, wins,
 * bonuses — with the opening and closing balances, so opening + the movements = closing, and the
 * same rows as CSV.
 */
export function gamingStatement(db: DatabaseSync, playerId: number, from: number, to: number): GamingStatement {
  const opening: Record<string, number> = {};
  const closing: Record<string, number> = {};
  for (const moneyType of STATEMENT_TYPES) {
    const before = db
      .prepare('SELECT balance_after FROM ledger WHERE player_id = ? AND money_type = ? AND created_at < ? ORDER BY id DESC LIMIT 1')
      .get(playerId, moneyType, from);
    opening[moneyType] = before ? integer(before, 'balance_after') : 0;
  }
  const rows: StatementRow[] = db
    .prepare(
      `SELECT created_at, cause, money_type, amount, balance_after FROM ledger
        WHERE player_id = ? AND created_at >= ? AND created_at < ? AND money_type IN (?, ?) ORDER BY id`,
    )
    .all(playerId, from, to, ...STATEMENT_TYPES)
    .map((row) => ({
      time: integer(row, 'created_at'),
      cause: text(row, 'cause'),
      money_type: integer(row, 'money_type'),
      amount: integer(row, 'amount'),
      balance_after: integer(row, 'balance_after'),
    }));
  const totals: Record<string, Record<string, number>> = {};
  for (const moneyType of STATEMENT_TYPES) closing[moneyType] = opening[moneyType] ?? 0;
  for (const row of rows) {
    const byType = (totals[row.cause] ??= {});
    byType[row.money_type] = (byType[row.money_type] ?? 0) + row.amount;
    closing[row.money_type] = row.balance_after;
  }
  const header = 'time_utc,cause,balance,amount,balance_after';
  const lines = rows.map((row) =>
    [
      new Date(row.time * 1000).toISOString(),
      row.cause,
      row.money_type === MONEY_TYPE.CASH ? 'cash' : 'bonus',
      formatServerAmount(row.amount, { locale: 'en' }).replace(/,/g, ''),
      formatServerAmount(row.balance_after, { locale: 'en' }).replace(/,/g, ''),
    ]
      .map(csvCell)
      .join(','),
  );
  return { from, to, opening, closing, totals, rows, csv: `${[header, ...lines].join('\n')}\n` };
}
