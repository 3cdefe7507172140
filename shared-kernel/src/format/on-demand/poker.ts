import type { NumberLocale } from '@casino/shared-kernel/format-core';
import { formatPercent } from './percent.ts';

/** The poker games by id (spec 9): No-Limit Hold'em, Short Deck (6+), All-in or Fold. */
export const POKER_GAMES = { 10001: 'NLH', 10002: '6+', 10003: 'AOF' } as const;
/** A poker game id: 10001, 10002 or 10003. */
export type PokerGameId = keyof typeof POKER_GAMES;
/** A poker game's short name: "NLH", "6+" or "AOF". */
export type PokerGameName = (typeof POKER_GAMES)[PokerGameId];

/** Whether `id` is one of {@link POKER_GAMES}. */
export function isPokerGameId(id: number): id is PokerGameId {
  return Object.hasOwn(POKER_GAMES, id);
}

/** The short name of a poker game ("NLH"), or undefined for another game id. */
export function pokerGameName(id: number): PokerGameName | undefined {
  return isPokerGameId(id) ? POKER_GAMES[id] : undefined;
}

/** A player's counts for one poker game code, as `/api/user/vip/gameStat` sends them (spec 3). */
export interface PokerStats {
  readonly t_played: number;
  readonly win_cards: number;
  readonly s_3bet: number;
  readonly s_all_in: number;
  readonly s_ats: number;
  readonly s_fold: number;
  readonly s_fta_fold: number;
  readonly s_pfr: number;
  readonly s_vpip: number;
  readonly s_wins: number;
  readonly t_3bet: number;
  readonly t_ats: number;
  readonly t_pfr: number;
}

/**
 * Which count divides by which for each percentage. The spec lists only the field names: an
 * `s_x` with a `t_x` beside it is read as "times done / times possible"; the other `s_` counts are
 * per hand played. `win_cards` is a count, not a rate, so it has no percentage here.
 */
export const POKER_STAT_RATIOS = {
  vpip: ['s_vpip', 't_played'],
  pfr: ['s_pfr', 't_pfr'],
  threeBet: ['s_3bet', 't_3bet'],
  ats: ['s_ats', 't_ats'],
  allIn: ['s_all_in', 't_played'],
  fold: ['s_fold', 't_played'],
  ftaFold: ['s_fta_fold', 't_played'],
  wins: ['s_wins', 't_played'],
} as const satisfies Record<string, readonly [keyof PokerStats, keyof PokerStats]>;

/** A percentage of {@link pokerStatPercentages}, e.g. `vpip`. */
export type PokerStatName = keyof typeof POKER_STAT_RATIOS;

/**
 * Every percentage of {@link POKER_STAT_RATIOS} to two decimals ("42.86%"). A missing count reads
 * as 0, and a total of 0 gives "0.00%", so a game never played shows zeros.
 */
export function pokerStatPercentages(stats: Partial<PokerStats>, locale: NumberLocale = 'en'): Record<PokerStatName, string> {
  const names = Object.keys(POKER_STAT_RATIOS) as PokerStatName[];
  return Object.fromEntries(
    names.map((name) => {
      const [count, total] = POKER_STAT_RATIOS[name];
      return [name, formatPercent(stats[count] ?? 0, stats[total] ?? 0, locale)];
    }),
  ) as Record<PokerStatName, string>;
}
