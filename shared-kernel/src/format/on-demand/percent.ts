import { formatMoney, type NumberLocale } from '@casino/shared-kernel/format-core';

/**
 * `part` of `whole` as a percentage with two decimals, rounded half-up: (3, 7) → "42.86%",
 * in `pt-br` "42,86%". Nothing to divide by (a whole of 0, negative or not finite) and a part
 * that is not finite give "0.00%": a player with no hands played has a VPIP of 0, not an error.
 */
export function formatPercent(part: number, whole: number, locale: NumberLocale = 'en'): string {
  const ratio = whole > 0 && Number.isFinite(whole) && Number.isFinite(part) ? (part * 100) / whole : 0;
  return `${formatMoney(ratio, { locale })}%`;
}
