/**
 * A whole number from 0 to n − 1. Rounds draw from the provably fair stream of the player's
 * seeds (`fair-seeds.ts`, the kernel's `provably-fair`); the tests pass a draw that walks every
 * value, so the maths of an engine is checked by enumeration instead of by sampling.
 */
export type { Draw } from '@casino/shared-kernel/provably-fair';
import type { Draw } from '@casino/shared-kernel/provably-fair';

/**
 * A game's return to player in basis points (96.5 % → 9650). The catalogue keeps RTP in percent
 * with at most two decimals; every engine works in these integers so its expected return is an
 * exact fraction, not a float that is almost right.
 */
export function rtpBasisPoints(rtp: number): number {
  const basisPoints = Math.round(rtp * 100);
  if (!Number.isSafeInteger(basisPoints) || basisPoints <= 0 || basisPoints >= 10_000) {
    throw new Error(`An RTP must be between 0 and 100 % exclusive, not ${rtp}`);
  }
  return basisPoints;
}

/**
 * Pays `numerator / denominator` minor units as whole minor units with exactly that expectation:
 * the whole part always, and one more minor unit with probability remainder / denominator.
 * A win of 1.01 × 150 = 151.5 minor units pays 151 or 152, half the time each, so the RTP holds
 * to the last minor unit instead of losing every fraction to rounding down.
 */
export function payWhole(numerator: number, denominator: number, draw: Draw): number {
  if (!Number.isSafeInteger(numerator) || numerator < 0 || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new Error(`Cannot pay ${numerator}/${denominator}`);
  }
  let whole = Math.floor(numerator / denominator);
  // The float quotient can round across a whole number for large amounts: settle it in integers.
  if (whole * denominator > numerator) whole -= 1;
  else if ((whole + 1) * denominator <= numerator) whole += 1;
  const remainder = numerator - whole * denominator;
  if (remainder === 0) return whole;
  return draw(denominator) < remainder ? whole + 1 : whole;
}
