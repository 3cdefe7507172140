export {
  MONEY_SCALE,
  GOLD_PANNING_SCALE,
  TURNTABLE_SCALE,
  fromServerAmount,
  formatMoney,
  formatServerAmount,
  numberLocaleFor,
  type NumberLocale,
  type CompactMoney,
  type MoneyOptions,
  type ServerAmountOptions,
} from './money.ts';
export { MISSING_VALUE } from './missing-value.ts';
export { parseTypedAmount } from './typed-amount.ts';
export { formatPercent } from './percent.ts';
export { maskName, maskDigits } from './masks.ts';
export {
  countdownParts,
  formatCountdown,
  type CountdownParts,
  type CountdownOptions,
  type FormatCountdownOptions,
} from './countdown.ts';
export {
  CHINESE_WEEKDAYS,
  DEFAULT_DATE_TIME_PATTERN,
  formatDateTime,
  fromEpochSeconds,
  type DateTimeOptions,
  type WeekdayNames,
} from './date-time.ts';
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
} from './cards.ts';
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
} from './poker.ts';
