// The winners ticker's rules (spec 3 `winning_notice`, spec 9): which wins it plays, how names show,
// and its timing. Pure; winners-ticker.tsx plays them.
import type { WinningNotice } from '@casino/shared-kernel/api-contract';
import { MONEY_SCALE, maskName } from '@casino/shared-kernel/format-core';

/**
 * Spec 9: the ticker keeps at most 100 entries; the run-notice range is 20 to 1000 by default.
 * The kernel's api-contract exports both (WINNER_TICKER_MAX, DEFAULT_RUN_NOTICE_GOLD_RANGE), but a
 * value from it loads the contract's request schemas on the first screen; the test pins them equal.
 */
export const TICKER_MAX_ENTRIES = 100;
export const DEFAULT_AMOUNT_INTERVAL: readonly [number, number] = [20, 1000];
/** When the server's config lacks a timing: a win every 3 s, highlighted 2 s after it lands. */
export const DEFAULT_INTERVAL_MS = 3_000;
export const DEFAULT_AFTER_PLAY_MS = 2_000;

/** How the ticker plays (all amounts in minor units). */
export interface TickerConfig {
  /** A new win enters every this many ms. */
  intervalMs: number;
  /** The win that just entered stays highlighted (its amount counting up) this long. */
  afterPlayMs: number;
  /** The range generated wins must fall in, minor units; a generated win outside it is not played. */
  amountRange: readonly [number, number];
}

const positive = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback);

/**
 * The server's config made safe: timings must be positive numbers (else the defaults), the amount
 * interval (currency units, spec 9) two ascending non-negative numbers (else 20–1000). The
 * highlight never outlasts the interval: two wins are never highlighted at once.
 */
export function tickerConfig(config: Partial<WinningNotice['config']> | undefined): TickerConfig {
  const intervalMs = positive(config?.intervalTime, DEFAULT_INTERVAL_MS);
  const afterPlayMs = Math.min(positive(config?.afterPlayTime, DEFAULT_AFTER_PLAY_MS), intervalMs);
  const interval = config?.amountInterval;
  const valid =
    Array.isArray(interval) &&
    interval.length === 2 &&
    interval.every((value) => typeof value === 'number' && Number.isFinite(value) && value >= 0) &&
    interval[0] <= interval[1];
  const [low, high] = valid ? interval : DEFAULT_AMOUNT_INTERVAL;
  return { intervalMs, afterPlayMs, amountRange: [low * MONEY_SCALE, high * MONEY_SCALE] };
}

/** One win as the ticker shows it. */
export interface TickerEntry {
  /** Stable per entry of one answer (React key). */
  key: string;
  /** The winner's name, masked (spec 9: first 2, ***, last 2). */
  name: string;
  /** Minor units. */
  amount: number;
  gameId: number;
  faceId: number;
  /** 0 for a generated entry (the server never puts a player's id on a win they did not have). */
  uid: number;
}

/**
 * The wins the ticker plays, in the server's order: at most 100 (spec 9), names masked whatever the
 * server sent (masking a masked name changes nothing), never a win without a positive amount or a
 * name, and a generated win (uid 0) only inside the amount interval.
 */
export function tickerEntries(notice: WinningNotice | undefined, config: TickerConfig = tickerConfig(notice?.config)): TickerEntry[] {
  const group = Array.isArray(notice?.group) ? notice.group : [];
  const [low, high] = config.amountRange;
  const entries: TickerEntry[] = [];
  for (const [index, win] of group.entries()) {
    if (entries.length === TICKER_MAX_ENTRIES) break;
    const name = typeof win.nickname === 'string' ? win.nickname.trim() : '';
    if (name === '' || typeof win.amount !== 'number' || !(win.amount > 0)) continue;
    const uid = typeof win.uid === 'number' ? win.uid : 0;
    if (uid === 0 && (win.amount < low || win.amount > high)) continue;
    entries.push({
      key: `${index}:${uid}:${win.game_id}:${win.amount}`,
      name: maskName(name),
      amount: win.amount,
      gameId: win.game_id,
      faceId: win.face_id,
      uid,
    });
  }
  return entries;
}

/**
 * The rows on screen after `step` wins have entered: the newest first, `rows` of them (fewer when
 * there are fewer entries). The list goes round: after the last entry comes the first again.
 */
export function tickerRows(entries: readonly TickerEntry[], step: number, rows: number): TickerEntry[] {
  const count = entries.length;
  if (count === 0) return [];
  const shown: TickerEntry[] = [];
  for (let offset = 0; offset < Math.min(rows, count); offset += 1) {
    const entry = entries[(((step - offset) % count) + count) % count];
    if (entry) shown.push(entry);
  }
  return shown;
}

/** Whether the ticker has played every entry once since `firstStep` and should ask for new wins. */
export function tickerRoundDone(entries: readonly TickerEntry[], step: number, firstStep: number): boolean {
  return entries.length > 0 && step - firstStep >= entries.length;
}
