import type { Game, LatestBetLog } from '@casino/shared-kernel/api-contract';

/** One bet of the game record: a latest-bet log entry with the game it was placed on. */
export interface BetRecord extends LatestBetLog {
  game: Pick<Game, 'id' | 'lang_key' | 'provider'>;
}

/** Whose bets: the player's own (default) or every player's on these games (names masked by the server). */
export type RecordScope = 'mine' | 'all';
/** Paid out something, or nothing. */
export type RecordResult = 'all' | 'win' | 'loss';
/** How far back, counted from now; `today` from the player's local midnight. */
export type RecordPeriod = 'today' | '7d' | '30d' | 'all';

export interface RecordFilters {
  scope: RecordScope;
  /** One game, or every game (null). */
  gameId: number | null;
  result: RecordResult;
  period: RecordPeriod;
}

export const DEFAULT_FILTERS: RecordFilters = { scope: 'mine', gameId: null, result: 'all', period: 'all' };

/** Rows per page: the site's history page size (spec 9, order and withdraw history). */
export const RECORDS_PAGE_SIZE = 20;

const DAY_SECONDS = 24 * 60 * 60;

/** The earliest `create_time` (Unix seconds) a period keeps; null keeps everything. */
export function periodStart(period: RecordPeriod, now: Date): number | null {
  const seconds = Math.floor(now.getTime() / 1000);
  if (period === 'today') return Math.floor(new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime() / 1000);
  if (period === '7d') return seconds - 7 * DAY_SECONDS;
  if (period === '30d') return seconds - 30 * DAY_SECONDS;
  return null;
}

/** The records the filters keep, newest first. `uid` is the signed-in player's. */
export function filterRecords(records: readonly BetRecord[], filters: RecordFilters, uid: number | null, now: Date): BetRecord[] {
  const since = periodStart(filters.period, now);
  return records
    .filter((record) => filters.scope === 'all' || (uid !== null && record.uid === uid))
    .filter((record) => filters.gameId === null || record.game.id === filters.gameId)
    .filter((record) => filters.result === 'all' || (filters.result === 'win' ? record.win_amount > 0 : record.win_amount === 0))
    .filter((record) => since === null || record.create_time >= since)
    .sort((a, b) => b.create_time - a.create_time);
}

/** One page of `items` (1-based, clamped into range) and how many pages there are (at least 1). */
export function pageOf<T>(items: readonly T[], page: number, size: number = RECORDS_PAGE_SIZE): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(pages, Math.max(1, Math.floor(page) || 1));
  return { items: items.slice((current - 1) * size, current * size), page: current, pages };
}

/** What the filtered bets add up to, minor units: staked, paid out, and the player's net (won − staked). */
export function recordTotals(records: readonly BetRecord[]): { count: number; bet: number; win: number; net: number } {
  const bet = records.reduce((sum, record) => sum + record.bet_amount, 0);
  const win = records.reduce((sum, record) => sum + record.win_amount, 0);
  return { count: records.length, bet, win, net: win - bet };
}
