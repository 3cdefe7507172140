import { MONEY_SCALE } from '@casino/shared-kernel/format-core';

/**
 * An amount typed by the player (a limit in /my, the deposit limit at sign-up), in the brand's money
 * ("1000", "1000.50" or "1000,50"; no thousands separators), as minor units; undefined when it is
 * not an amount above 0 with at most two decimals.
 */
export function parseTypedAmount(typed: string): number | undefined {
  const match = /^(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(typed.trim());
  if (!match) return undefined;
  const minor = Number(match[1]) * MONEY_SCALE + Number((match[2] ?? '').padEnd(2, '0'));
  return minor > 0 ? minor : undefined;
}

