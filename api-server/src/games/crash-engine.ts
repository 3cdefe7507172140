import { WORD_RANGE, crashPoint } from '@casino/shared-kernel/provably-fair';
import { payWhole, type Draw } from './payout.ts';

/** Cash-out multipliers in hundredths: 1.01× to 1000×. */
export const CRASH_MIN_CASHOUT = 101;
export const CRASH_MAX_CASHOUT = 100_000;
export { CRASH_POINT_CAP } from '@casino/shared-kernel/provably-fair';

export interface CrashOutcome {
  /** The auto cash-out the player chose, hundredths. */
  cashout: number;
  /** Where the curve crashed, hundredths (100 = 1.00×, an instant crash). */
  crashPoint: number;
  won: boolean;
}

/**
 * The exact chance that the crash point reaches a cash-out of c hundredths: ⌊bp × 2³² / (100 c)⌋
 * of the 2³² words (the kernel's `crashPointOfWord`). It is RTP / x less at most one word's
 * share, so a cash-out at x returns the RTP less under 2.4 × 10⁻⁷ (engines.test.ts).
 */
export function crashWinChance(rtpBasisPoints: number, cashout: number): { numerator: number; denominator: number } {
  return { numerator: Number((BigInt(rtpBasisPoints) * BigInt(WORD_RANGE)) / BigInt(100 * cashout)), denominator: WORD_RANGE };
}

/**
 * The round's crash point comes first, from the fair stream, whatever the bet; the bet wins when
 * it reaches the cash-out and then pays stake × cash-out.
 */
export function playCrash(rtpBasisPoints: number, stake: number, cashout: number, draw: Draw): { outcome: CrashOutcome; win: number } {
  const point = crashPoint(draw, rtpBasisPoints);
  const won = point >= cashout;
  const win = won ? payWhole(stake * cashout, 100, draw) : 0;
  return { outcome: { cashout, crashPoint: point, won }, win };
}
