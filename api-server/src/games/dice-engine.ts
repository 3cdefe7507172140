import { diceRoll } from '@casino/shared-kernel/provably-fair';
import { payWhole, type Draw } from './payout.ts';

/** The roll: 0.00 to 99.99, one of 10 000 hundredths (the kernel's provably fair mapping). */
export { DICE_OUTCOMES } from '@casino/shared-kernel/provably-fair';
export const DICE_MIN_TARGET = 2;
export const DICE_MAX_TARGET = 98;
export const DICE_DIRECTIONS = ['under', 'over'] as const;
export type DiceDirection = (typeof DICE_DIRECTIONS)[number];

/** What the player chose: a whole target from 2 to 98 and whether the roll must land under or over it. */
export interface DiceBet {
  target: number;
  direction: DiceDirection;
}

export interface DiceOutcome extends DiceBet {
  /** Hundredths: 5012 is a roll of 50.12. */
  roll: number;
  /** Win chance, whole percent. */
  chance: number;
  won: boolean;
}

/**
 * Under T wins on a roll below T (T × 100 of the 10 000 rolls); over T wins on a roll of T or
 * more ((100 − T) × 100 rolls). The two choices split the rolls exactly, so the chance is always
 * a whole percent.
 */
export function diceChance(bet: DiceBet): number {
  return bet.direction === 'under' ? bet.target : 100 - bet.target;
}

export function diceWins(roll: number, bet: DiceBet): boolean {
  return bet.direction === 'under' ? roll < bet.target * 100 : roll >= bet.target * 100;
}

/**
 * The payout multiplier RTP ÷ chance, as an exact fraction: basis points ÷ (100 × chance percent).
 * 99 % at a 50 % chance pays 9900 / 5000 = 1.98×.
 */
export function diceMultiplier(rtpBasisPoints: number, bet: DiceBet): { numerator: number; denominator: number } {
  return { numerator: rtpBasisPoints, denominator: 100 * diceChance(bet) };
}

export function playDice(rtpBasisPoints: number, stake: number, bet: DiceBet, draw: Draw): { outcome: DiceOutcome; win: number } {
  const roll = diceRoll(draw);
  const won = diceWins(roll, bet);
  const multiplier = diceMultiplier(rtpBasisPoints, bet);
  const win = won ? payWhole(stake * multiplier.numerator, multiplier.denominator, draw) : 0;
  return { outcome: { ...bet, roll, chance: diceChance(bet), won }, win };
}
