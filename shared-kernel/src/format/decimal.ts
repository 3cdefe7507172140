/**
 * Exact decimal rounding for display. A double such as 1.005 is really 1.00499999…, so
 * `toFixed(2)` gives "1.00"; here a number is read as the decimal it prints as (its shortest
 * round-trip form, "1.005") and rounded on those digits, so what a player sees matches the
 * arithmetic they would do by hand. Intl's `roundingMode` would also do, but not on every engine
 * the site supports.
 */

/** How to drop digits: half-up (away from zero at .5) or down (toward zero, never overstating). */
export type Rounding = 'half-up' | 'down';

/** The largest number of decimals a caller may ask for (Intl's own limit). */
export const MAX_DECIMALS = 20;

/**
 * `|value| × 10^shift` rounded to `decimals` places, as a count of 10^-decimals units.
 * `shift` moves the decimal point first (−3 for thousands), without a lossy float division.
 */
export function roundAbsolute(value: number, decimals: number, rounding: Rounding, shift = 0): bigint {
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(Math.abs(value).toString());
  if (!match) throw new RangeError(`Not a finite number: ${value}`);
  const [, whole = '', fraction = '', exponent = '0'] = match;
  const coefficient = BigInt(whole + fraction);
  const places = Number(exponent) - fraction.length + shift + decimals;
  if (places >= 0) return coefficient * 10n ** BigInt(places);
  const divisor = 10n ** BigInt(-places);
  const units = coefficient / divisor;
  const rest = coefficient % divisor;
  return rounding === 'half-up' && rest * 2n >= divisor ? units + 1n : units;
}

/** Splits a count of 10^-decimals units into its whole and fraction digits. */
export function unitsToDigits(units: bigint, decimals: number): { whole: string; fraction: string } {
  const digits = units.toString().padStart(decimals + 1, '0');
  return { whole: digits.slice(0, digits.length - decimals), fraction: digits.slice(digits.length - decimals) };
}

/** Throws unless `decimals` is a whole number from 0 to {@link MAX_DECIMALS}: a typo should not render. */
export function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new RangeError(`decimals must be a whole number from 0 to ${MAX_DECIMALS}, got ${decimals}`);
  }
}
