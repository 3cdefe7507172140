import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, RECORDS_PAGE_SIZE, filterRecords, pageOf, periodStart, recordTotals, type BetRecord } from './records.ts';

const NOW = new Date(2026, 10, 22, 15, 0, 0);
const at = (hoursAgo: number) => Math.floor(NOW.getTime() / 1000) - hoursAgo * 3600;
const dice = { id: 1, lang_key: 'Dice', provider: 'Originals' };
const crash = { id: 2, lang_key: 'Crash', provider: 'Originals' };
const ME = 100001;

function bet(uid: number, game: BetRecord['game'], hoursAgo: number, stake: number, win: number): BetRecord {
  return { uid, nickname: 'De***er', face_id: 0, game_id: game.id, bet_amount: stake, win_amount: win, create_time: at(hoursAgo), game };
}

const records: BetRecord[] = [
  bet(ME, dice, 1, 1_000, 1_980),
  bet(ME, crash, 2, 500, 0),
  bet(100002, dice, 3, 2_000, 0),
  bet(ME, dice, 20, 1_000, 0),
  bet(ME, crash, 24 * 10, 1_000, 2_000),
  bet(ME, dice, 24 * 40, 300, 600),
];

describe('the game record filters', () => {
  it('shows the player’s own bets by default, newest first', () => {
    const mine = filterRecords(records, DEFAULT_FILTERS, ME, NOW);
    expect(mine.map((record) => record.create_time)).toEqual([at(1), at(2), at(20), at(240), at(960)]);
    expect(mine.every((record) => record.uid === ME)).toBe(true);
  });

  it('shows every player’s bets in the “all” scope, and none of anyone’s without a player', () => {
    expect(filterRecords(records, { ...DEFAULT_FILTERS, scope: 'all' }, ME, NOW)).toHaveLength(6);
    expect(filterRecords(records, DEFAULT_FILTERS, null, NOW)).toEqual([]);
  });

  it('keeps one game, wins (anything paid) or losses (nothing paid)', () => {
    expect(filterRecords(records, { ...DEFAULT_FILTERS, gameId: crash.id }, ME, NOW).map((record) => record.game.lang_key)).toEqual(['Crash', 'Crash']);
    expect(filterRecords(records, { ...DEFAULT_FILTERS, result: 'win' }, ME, NOW).map((record) => record.win_amount)).toEqual([1_980, 2_000, 600]);
    expect(filterRecords(records, { ...DEFAULT_FILTERS, result: 'loss' }, ME, NOW).map((record) => record.win_amount)).toEqual([0, 0]);
  });

  it('keeps today from local midnight, 7 and 30 days back from now', () => {
    expect(periodStart('today', NOW)).toBe(Math.floor(new Date(2026, 10, 22).getTime() / 1000));
    // 20 hours ago was yesterday at 19:00.
    expect(filterRecords(records, { ...DEFAULT_FILTERS, period: 'today' }, ME, NOW)).toHaveLength(2);
    expect(filterRecords(records, { ...DEFAULT_FILTERS, period: '7d' }, ME, NOW)).toHaveLength(3);
    expect(filterRecords(records, { ...DEFAULT_FILTERS, period: '30d' }, ME, NOW)).toHaveLength(4);
  });

  it('adds up what the filtered bets staked and paid', () => {
    expect(recordTotals(filterRecords(records, { ...DEFAULT_FILTERS, gameId: dice.id }, ME, NOW))).toEqual({ count: 3, bet: 2_300, win: 2_580, net: 280 });
    expect(recordTotals([])).toEqual({ count: 0, bet: 0, win: 0, net: 0 });
  });
});

describe('the game record pages', () => {
  const rows = Array.from({ length: 45 }, (_, index) => index);

  it('cuts pages of 20', () => {
    expect(RECORDS_PAGE_SIZE).toBe(20);
    expect(pageOf(rows, 1)).toEqual({ items: rows.slice(0, 20), page: 1, pages: 3 });
    expect(pageOf(rows, 3)).toEqual({ items: rows.slice(40), page: 3, pages: 3 });
  });

  it('clamps a page out of range and has one empty page for no rows', () => {
    expect(pageOf(rows, 9).page).toBe(3);
    expect(pageOf(rows, 0).page).toBe(1);
    expect(pageOf(rows, Number.NaN).page).toBe(1);
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pages: 1 });
  });
});
