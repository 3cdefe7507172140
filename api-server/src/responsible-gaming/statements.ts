import type { DatabaseSync } from 'node:sqlite';
import { stringify } from 'csv-stringify/sync';
import { MONEY_TYPE, type GamingStatement, type StatementRow } from '@casino/shared-kernel/api-contract';
import { formatServerAmount } from '@casino/shared-kernel/format';
import { integer, text } from '../db/database.ts';

/** Bonus and cash: the money a statement tells (gold is play money; frozen cash is a withdrawal on its way). */
const STATEMENT_TYPES = [MONEY_TYPE.COIN, MONEY_TYPE.CASH] as const;

/** The statement's CSV columns, in order. */
const CSV_COLUMNS = ['time_utc', 'cause', 'balance', 'amount', 'balance_after'];

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
  return { from, to, opening, closing, totals, rows, csv: statementCsv(rows) };
}

/**
 * The rows as CSV (RFC 4180, by csv-stringify: a cell with a comma, a quote, a line feed or a
 * carriage return is quoted), with a header: time in UTC ISO 8601, amounts in major units.
 */
export function statementCsv(rows: readonly StatementRow[]): string {
  return stringify(
    rows.map((row) => [
      new Date(row.time * 1000).toISOString(),
      row.cause,
      row.money_type === MONEY_TYPE.CASH ? 'cash' : 'bonus',
      formatServerAmount(row.amount, { locale: 'en' }).replace(/,/g, ''),
      formatServerAmount(row.balance_after, { locale: 'en' }).replace(/,/g, ''),
    ]),
    { header: true, columns: CSV_COLUMNS },
  );
}
