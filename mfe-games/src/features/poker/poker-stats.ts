import type { PokerStats } from '@casino/shared-kernel/api-contract';
import { pokerStatPercentages, type NumberLocale, type PokerStatName } from '@casino/shared-kernel/format';
import type { GamesKey } from '../../app/games-text.ts';

/** The poker games of spec 9, in their order, each with the hand its card shows. */
export const POKER_TABLES = [
  { id: 10001, short: 'NLH', describe: 'poker_nlh_text', hand: [30, 29] },
  { id: 10002, short: '6+', describe: 'poker_six_plus_text', hand: [38, 54] },
  { id: 10003, short: 'AOF', describe: 'poker_aof_text', hand: [78, 62] },
] as const satisfies readonly { id: number; short: string; describe: GamesKey; hand: readonly number[] }[];

/** A poker game id of {@link POKER_TABLES}. */
export type PokerTableId = (typeof POKER_TABLES)[number]['id'];

/** The percentages shown, in order, with their labels. */
const PERCENT_ROWS: readonly { name: PokerStatName; label: GamesKey }[] = [
  { name: 'vpip', label: 'poker_stat_vpip' },
  { name: 'pfr', label: 'poker_stat_pfr' },
  { name: 'threeBet', label: 'poker_stat_3bet' },
  { name: 'ats', label: 'poker_stat_ats' },
  { name: 'ftaFold', label: 'poker_stat_fta_fold' },
  { name: 'fold', label: 'poker_stat_fold' },
  { name: 'allIn', label: 'poker_stat_all_in' },
  { name: 'wins', label: 'poker_stat_wins' },
];

/** One line of a game's stats: its label and the value as shown. */
export interface PokerStatRow {
  id: string;
  label: GamesKey;
  value: string;
}

/**
 * A player's stats of one game as the page lists them: hands played and won as counts, then every
 * rate as a percentage to two decimals (spec 9) in the language's number style.
 */
export function pokerStatRows(stats: Partial<PokerStats>, locale: NumberLocale): PokerStatRow[] {
  const percentages = pokerStatPercentages(stats, locale);
  const count = (value: number | undefined) => String(Number.isFinite(value) ? value : 0);
  return [
    { id: 'played', label: 'poker_stat_played', value: count(stats.t_played) },
    { id: 'won', label: 'poker_stat_won', value: count(stats.win_cards) },
    ...PERCENT_ROWS.map(({ name, label }) => ({ id: name, label, value: percentages[name] })),
  ];
}
