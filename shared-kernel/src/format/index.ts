/**
 * The kernel's formats, whole: those a first screen shows (`@casino/shared-kernel/format-core`,
 * re-exported here from the one shared instance) and `format/on-demand/`: dates, countdowns,
 * percentages, cards, poker and typed amounts. Import from here unless the module is on a first screen.
 * @packageDocumentation
 */
export * from '@casino/shared-kernel/format-core';
export { parseTypedAmount } from './on-demand/typed-amount.ts';
export { formatPercent } from './on-demand/percent.ts';
export {
  countdownParts,
  formatCountdown,
  type CountdownParts,
  type CountdownOptions,
  type FormatCountdownOptions,
} from './on-demand/countdown.ts';
export {
  CHINESE_WEEKDAYS,
  DEFAULT_DATE_TIME_PATTERN,
  formatDateTime,
  fromEpochSeconds,
  localDay,
  type DateTimeOptions,
  type WeekdayNames,
} from './on-demand/date-time.ts';
export {
  SUITS,
  RANKS,
  SUIT_SYMBOLS,
  SMALL_JOKER_CODE,
  BIG_JOKER_CODE,
  decodeCard,
  isCardCode,
  type Suit,
  type Rank,
  type Card,
} from './on-demand/cards.ts';
export {
  POKER_GAMES,
  POKER_STAT_RATIOS,
  isPokerGameId,
  pokerGameName,
  pokerStatPercentages,
  type PokerGameId,
  type PokerGameName,
  type PokerStats,
  type PokerStatName,
} from './on-demand/poker.ts';
