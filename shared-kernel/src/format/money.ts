import { assertDecimals, roundAbsolute, unitsToDigits } from './decimal.ts';
import { MISSING_VALUE } from './missing-value.ts';

/**
 * Minor units per unit of money (cash, bonus, gold) in server amounts: 100, i.e. paise or
 * centavos. The spec leaves the factor unshown but singles out gold panning and the turntable as
 * dividing by 10000, so the rest divide by something else; INR and BRL, the only currencies the
 * spec names, both have 100 minor units.
 */
export const MONEY_SCALE = 100;

/** Divisor of the gold-panning amounts (spec 3: the gold-panning check divides by 10000). */
export const GOLD_PANNING_SCALE = 10_000;

/** Divisor of the invitation turntable amounts (spec 3: the turntable divides by 10000). */
export const TURNTABLE_SCALE = 10_000;

/** An amount as the server sends it (an integer of minor units) in display units: 12345 → 123.45. */
export function fromServerAmount(raw: number, scale: number = MONEY_SCALE): number {
  if (!(scale > 0)) throw new RangeError(`scale must be positive, got ${scale}`);
  return raw / scale;
}

/** Spec 4: money below 1 (a unit of the currency) cannot pay a stake and brings the low-balance popup. */
export const LOW_BALANCE_BELOW = 1;

/** Whether a cash balance (minor units, as the wallet sends it) is low: below {@link LOW_BALANCE_BELOW}. */
export function isLowBalance(money: number): boolean {
  return fromServerAmount(money) < LOW_BALANCE_BELOW;
}

/**
 * Number style: `en` writes 1,234.56; `pt-br` (the Brazilian locale, spec 9) swaps the
 * separators: 1.234,56. Other languages keep the `en` style, as the spec names no other.
 */
export type NumberLocale = 'en' | 'pt-br';

/** The number style for a site language code (`pt-br`, `pt-BR` and `pt` are Brazilian). */
export function numberLocaleFor(language: string): NumberLocale {
  return /^pt(-br)?$/i.test(language) ? 'pt-br' : 'en';
}

const SEPARATORS: Record<NumberLocale, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  'pt-br': { group: '.', decimal: ',' },
};

/**
 * When to shorten an amount with K (thousands) and M (millions). M always starts at 1,000,000;
 * K starts at 100,000 in `from-100k` (the spec's "one part": spots that show a full amount up to
 * 99,999.99) and at 1,000 in `from-1000` (the spec's "elsewhere": narrow spots). `off` never
 * shortens.
 */
export type CompactMoney = 'off' | 'from-1000' | 'from-100k';

/** Options of {@link formatMoney}. */
export interface MoneyOptions {
  /** Decimal places (spec: 2 by default). In a K or M amount: at most this many, trailing zeros dropped. */
  readonly decimals?: number;
  /** Whether and from where to write K and M; `off` by default. */
  readonly compact?: CompactMoney;
  /** Separator style; `en` by default. */
  readonly locale?: NumberLocale;
}

const K_FROM: Record<Exclude<CompactMoney, 'off'>, number> = { 'from-1000': 1_000, 'from-100k': 100_000 };

function compactUnit(size: number, compact: CompactMoney): { suffix: string; power: number } | undefined {
  if (compact === 'off') return undefined;
  if (size >= 1_000_000) return { suffix: 'M', power: 6 };
  if (size >= K_FROM[compact]) return { suffix: 'K', power: 3 };
  return undefined;
}

function joinDigits(units: bigint, decimals: number, locale: NumberLocale, dropTrailingZeros: boolean): string {
  const { group, decimal } = SEPARATORS[locale];
  const digits = unitsToDigits(units, decimals);
  const whole = digits.whole.replace(/\B(?=(\d{3})+$)/g, group);
  const fraction = dropTrailingZeros ? digits.fraction.replace(/0+$/, '') : digits.fraction;
  return fraction === '' ? whole : `${whole}${decimal}${fraction}`;
}

/**
 * An amount in display units as players read it: `1234.5` → "1,234.50"; with
 * `compact: 'from-1000'` → "1.23K"; in `pt-br` → "1.234,50".
 *
 * Full amounts round half-up (2.345 → "2.35", what a cashier would write). K and M amounts round
 * toward zero, so a shortened balance never shows more than the player has (999,999 → "999.99K",
 * not "1,000K" or "1M"). Zero is never signed: -0.001 → "0.00". NaN and ±Infinity give
 * {@link MISSING_VALUE}. Throws a RangeError for `decimals` outside 0–20.
 */
export function formatMoney(amount: number, options: MoneyOptions = {}): string {
  const { decimals = 2, compact = 'off', locale = 'en' } = options;
  assertDecimals(decimals);
  if (!Number.isFinite(amount)) return MISSING_VALUE;
  const unit = compactUnit(Math.abs(amount), compact);
  const units = unit ? roundAbsolute(amount, decimals, 'down', -unit.power) : roundAbsolute(amount, decimals, 'half-up');
  const sign = amount < 0 && units > 0n ? '-' : '';
  return `${sign}${joinDigits(units, decimals, locale, unit !== undefined)}${unit?.suffix ?? ''}`;
}

/** Options of {@link formatServerAmount}: those of {@link formatMoney} plus the divisor. */
export interface ServerAmountOptions extends MoneyOptions {
  /** Minor units per unit; {@link MONEY_SCALE} by default, {@link GOLD_PANNING_SCALE} or {@link TURNTABLE_SCALE} there. */
  readonly scale?: number;
}

/** A server amount (integer minor units) formatted for display: `123456` → "1,234.56". */
export function formatServerAmount(raw: number, options: ServerAmountOptions = {}): string {
  const { scale = MONEY_SCALE, ...money } = options;
  return formatMoney(fromServerAmount(raw, scale), money);
}
