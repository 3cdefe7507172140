import { payWhole, type Draw } from './payout.ts';

/** Cash-out multipliers in hundredths: 1.01× to 1000×. */
export const CRASH_MIN_CASHOUT = 101;
export const CRASH_MAX_CASHOUT = 100_000;
/** The highest crash point shown (hundredths): a curve has to stop somewhere. */
export const CRASH_POINT_CAP = 100_000_000;

export interface CrashOutcome {
  /** The auto cash-out the player chose, hundredths. */
  cashout: number;
  /** Where the curve crashed, hundredths (100 = 1.00×, an instant crash). */
  crashPoint: number;
  won: boolean;
}

/**
 * P(crash ≥ x) = RTP / x. For a cash-out at x (hundredths c, so x = c / 100) that is
 * basis points / (100 × c): an exact fraction, drawn as one whole number below 100 × c.
 * A win pays x times the stake, so the expected return is stake × x × RTP / x = stake × RTP.
 */
export function crashWinChance(rtpBasisPoints: number, cashout: number): { numerator: number; denominator: number } {
  return { numerator: rtpBasisPoints, denominator: 100 * cashout };
}

/** The finest draw `randomInt` makes (its range stops below 2^48). */
export const UNIFORM_STEPS = 2 ** 48 - 1;
/** A fraction in [0, 1) to 48 bits: only the crash point shown uses it, never the money. */
const uniform = (draw: Draw) => draw(UNIFORM_STEPS) / UNIFORM_STEPS;

/**
 * The crash point shown, drawn from the same law as the win given how the round ended, so that
 * over all rounds P(crash ≥ x) = RTP / x at every x. Won: crash ≥ cash-out c with
 * P(crash ≥ y | won) = c / y, i.e. y = c / (1 − u). Lost: crash below c, by inverting
 * P(crash ≥ y | lost) = (r/y − r/c) / (1 − r/c); what falls below 1.01× shows as 1.00×.
 */
export function crashPointFor(rtpBasisPoints: number, cashout: number, won: boolean, u: number): number {
  if (won) return Math.min(CRASH_POINT_CAP, Math.max(cashout, Math.floor(cashout / (1 - u))));
  const r = rtpBasisPoints / 10_000;
  const atCashout = r / (cashout / 100);
  const survival = atCashout + u * (1 - atCashout);
  const point = Math.floor((100 * r) / survival);
  return Math.min(cashout - 1, Math.max(100, point));
}

export function playCrash(rtpBasisPoints: number, stake: number, cashout: number, draw: Draw): { outcome: CrashOutcome; win: number } {
  const chance = crashWinChance(rtpBasisPoints, cashout);
  const won = draw(chance.denominator) < chance.numerator;
  const win = won ? payWhole(stake * cashout, 100, draw) : 0;
  return { outcome: { cashout, crashPoint: crashPointFor(rtpBasisPoints, cashout, won, uniform(draw)), won }, win };
}
