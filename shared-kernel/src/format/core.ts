/**
 * The formats a first screen shows (`@casino/shared-kernel/format-core`): amounts and masked names.
 * Dates, countdowns, percentages, cards, poker and typed amounts are in
 * `@casino/shared-kernel/format` only, which re-exports all of this: the shell's and the lobby's
 * first screen import this module and skip their 0.8 KiB gzip; any app may keep importing `format`.
 * @packageDocumentation
 */
export {
  MONEY_SCALE,
  GOLD_PANNING_SCALE,
  TURNTABLE_SCALE,
  fromServerAmount,
  isLowBalance,
  LOW_BALANCE_BELOW,
  formatMoney,
  formatServerAmount,
  numberLocaleFor,
  type NumberLocale,
  type CompactMoney,
  type MoneyOptions,
  type ServerAmountOptions,
} from './money.ts';
export { MISSING_VALUE } from './missing-value.ts';
export { maskName, maskDigits } from './masks.ts';
