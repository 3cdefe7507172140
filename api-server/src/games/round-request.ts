import type { GameEngine } from '../catalogue/game-catalogue.ts';
import { refuse } from '../server/api-refusal.ts';
import { CRASH_MAX_CASHOUT, CRASH_MIN_CASHOUT } from './crash-engine.ts';
import { DICE_DIRECTIONS, DICE_MAX_TARGET, DICE_MIN_TARGET, type DiceDirection } from './dice-engine.ts';
import type { StakeLimits } from './stake-limits.ts';

/** What the player chose for one round, per engine (the slot has nothing to choose). */
export type RoundParams =
  | { engine: 'slot' }
  | { engine: 'dice'; target: number; direction: DiceDirection }
  /** `cashout` in hundredths (2.5× is 250). */
  | { engine: 'crash'; cashout: number };

/** A round as the page asks for it, checked. */
export interface RoundRequest {
  nonce: string;
  stake: number;
  params: RoundParams;
}

/** The page's id of a round: 8 to 64 letters, digits, `-` or `_` (a UUID fits). */
export const NONCE_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** How the refusals write an amount: the brand's symbol and number style. */
export type MoneyText = (amount: number) => string;

/**
 * The stake rules, each with its own message: a whole number of minor units (money never
 * travels as a float), above 0, within the brand's limits. The balance is checked in the
 * round's transaction.
 */
export function checkStake(stake: unknown, limits: StakeLimits, money: MoneyText): number {
  if (typeof stake !== 'number' || !Number.isFinite(stake)) throw refuse('stake: must be a number of minor units (100 = 1.00)');
  if (!Number.isInteger(stake)) throw refuse('stake: must be a whole number of minor units (100 = 1.00), without fractions');
  if (stake <= 0) throw refuse('stake: must be above 0');
  if (stake < limits.minStake) throw refuse(`The minimum stake is ${money(limits.minStake)}`);
  if (stake > limits.maxStake) throw refuse(`The maximum stake is ${money(limits.maxStake)}`);
  return stake;
}

function diceParams(body: Record<string, unknown>): RoundParams {
  const { target, direction } = body;
  if (typeof target !== 'number' || !Number.isInteger(target) || target < DICE_MIN_TARGET || target > DICE_MAX_TARGET) {
    throw refuse(`target: must be a whole number from ${DICE_MIN_TARGET} to ${DICE_MAX_TARGET}`);
  }
  if (typeof direction !== 'string' || !(DICE_DIRECTIONS as readonly string[]).includes(direction)) throw refuse('direction: must be "under" or "over"');
  return { engine: 'dice', target, direction: direction as DiceDirection };
}

function crashParams(body: Record<string, unknown>): RoundParams {
  const { cashout } = body;
  const range = `from ${(CRASH_MIN_CASHOUT / 100).toFixed(2)} to ${CRASH_MAX_CASHOUT / 100}`;
  if (typeof cashout !== 'number' || !Number.isFinite(cashout)) throw refuse(`cashout: must be a multiplier ${range}`);
  const hundredths = Math.round(cashout * 100);
  // 2.35 is 234.99999999999997 hundredths in a double: near enough is the multiplier meant.
  if (Math.abs(cashout * 100 - hundredths) > 1e-6) throw refuse('cashout: must have at most two decimals');
  if (hundredths < CRASH_MIN_CASHOUT || hundredths > CRASH_MAX_CASHOUT) throw refuse(`cashout: must be ${range}`);
  return { engine: 'crash', cashout: hundredths };
}

/** Reads the body of `POST …/round` for a game of `engine`; throws a refusal naming the field. */
export function parseRoundRequest(body: unknown, engine: GameEngine, limits: StakeLimits, money: MoneyText): RoundRequest {
  if (!isRecord(body)) throw refuse('The round must be a JSON object: {nonce, stake, …}');
  const { nonce } = body;
  if (typeof nonce !== 'string' || !NONCE_PATTERN.test(nonce)) throw refuse('nonce: must be 8 to 64 letters, digits, "-" or "_", new for each round');
  const stake = checkStake(body.stake, limits, money);
  const params = engine === 'dice' ? diceParams(body) : engine === 'crash' ? crashParams(body) : { engine: 'slot' as const };
  return { nonce, stake, params };
}
