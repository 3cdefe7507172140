import { MONEY_SCALE } from '@casino/shared-kernel/format';

/**
 * A limit typed by the player, in the brand's money ("1000", "1000.50" or "1000,50"; no thousands
 * separators), as minor units; undefined when it is not an amount above 0 with at most two decimals.
 */
export function parseLimitAmount(typed: string): number | undefined {
  const match = /^(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(typed.trim());
  if (!match) return undefined;
  const minor = Number(match[1]) * MONEY_SCALE + Number((match[2] ?? '').padEnd(2, '0'));
  return minor > 0 ? minor : undefined;
}

/** Minor units as the input shows them back: "1000" or "1000.5" → "1000.50". */
export function limitInputText(minor: number): string {
  const whole = Math.floor(minor / MONEY_SCALE);
  const cents = minor % MONEY_SCALE;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}
