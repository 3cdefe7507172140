import { describe, expect, it } from 'vitest';
import { DEFAULT_RUN_NOTICE_GOLD_RANGE, WINNER_TICKER_MAX, type WinningRecord } from '@casino/shared-kernel/api-contract';
import { winningNoticeFixture } from '../../testing/lobby-fixtures.ts';
import { DEFAULT_AMOUNT_INTERVAL, TICKER_MAX_ENTRIES, tickerConfig, tickerEntries, tickerRoundDone, tickerRows } from './ticker-rules.ts';

const win = (overrides: Partial<WinningRecord> = {}): WinningRecord => ({ nickname: 'Vikram', amount: 10_000, game_id: 1, face_id: 1, uid: 7, ...overrides });

describe('the winners ticker', () => {
  it('holds the spec’s numbers, the same as the kernel’s contract', () => {
    expect(TICKER_MAX_ENTRIES).toBe(WINNER_TICKER_MAX);
    expect(TICKER_MAX_ENTRIES).toBe(100);
    expect(DEFAULT_AMOUNT_INTERVAL).toEqual(DEFAULT_RUN_NOTICE_GOLD_RANGE);
  });

  it('masks every name (spec 9: first 2, ***, last 2), short names as they are', () => {
    const entries = tickerEntries(winningNoticeFixture());
    expect(entries.map((entry) => entry.name)).toEqual(['Ra***sh', 'Pr***07', 'Anu']);
  });

  it('plays at most 100 wins', () => {
    const group = Array.from({ length: 150 }, (_, index) => win({ uid: index + 1 }));
    expect(tickerEntries(winningNoticeFixture({ group }))).toHaveLength(100);
  });

  it('skips wins without a name or a positive amount, and generated wins outside the amount interval', () => {
    const group = [
      win({ nickname: '' }),
      win({ amount: 0 }),
      win({ amount: -5 }),
      win({ uid: 0, amount: 1_999 }),
      win({ uid: 0, amount: 100_001 }),
      win({ uid: 0, amount: 2_000, nickname: 'Lowest' }),
      win({ uid: 0, amount: 100_000, nickname: 'Highest' }),
      win({ uid: 42, amount: 5_000_000, nickname: 'RealJackpot' }),
    ];
    expect(tickerEntries(winningNoticeFixture({ group })).map((entry) => entry.amount)).toEqual([2_000, 100_000, 5_000_000]);
  });

  it('takes the server’s timings, and safe defaults for missing or broken ones', () => {
    expect(tickerConfig({ intervalTime: 4_000, afterPlayTime: 1_500, amountInterval: [10, 50] })).toEqual({
      intervalMs: 4_000,
      afterPlayMs: 1_500,
      amountRange: [1_000, 5_000],
    });
    expect(tickerConfig(undefined)).toEqual({ intervalMs: 3_000, afterPlayMs: 2_000, amountRange: [2_000, 100_000] });
    expect(tickerConfig({ intervalTime: -1, afterPlayTime: Number.NaN, amountInterval: [50, 10] })).toEqual({
      intervalMs: 3_000,
      afterPlayMs: 2_000,
      amountRange: [2_000, 100_000],
    });
    // A highlight never outlasts the interval: two wins are never highlighted at once.
    expect(tickerConfig({ intervalTime: 1_000, afterPlayTime: 5_000 }).afterPlayMs).toBe(1_000);
  });

  it('shows the newest win on top and goes round the list', () => {
    const entries = tickerEntries(winningNoticeFixture());
    const shown = (step: number, rows: number) => tickerRows(entries, step, rows).map((entry) => entry.name);
    expect(shown(0, 2)).toEqual(['Ra***sh', 'Anu']);
    expect(shown(1, 2)).toEqual(['Pr***07', 'Ra***sh']);
    expect(shown(2, 5)).toEqual(['Anu', 'Pr***07', 'Ra***sh']);
    expect(shown(3, 1)).toEqual(['Ra***sh']);
    expect(tickerRows([], 4, 3)).toEqual([]);
  });

  it('asks for new wins once every win has played', () => {
    const entries = tickerEntries(winningNoticeFixture());
    expect(tickerRoundDone(entries, 2, 0)).toBe(false);
    expect(tickerRoundDone(entries, 3, 0)).toBe(true);
    expect(tickerRoundDone(entries, 5, 3)).toBe(false);
    expect(tickerRoundDone([], 10, 0)).toBe(false);
  });
});
