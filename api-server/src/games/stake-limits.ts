import type { DatabaseSync } from 'node:sqlite';
import { integer } from '../db/database.ts';

/** The smallest and largest stake of one round, minor units of the balance played. */
export interface StakeLimits {
  minStake: number;
  maxStake: number;
}

/**
 * What the seed gives each brand, by its currency: ₹1 to ₹10,000 a round in India, R$0.50 to
 * R$2,000 in Brasil (the usual table limits of operators there). A brand without a row plays
 * between 1.00 and 1,000.00 of its money.
 */
export const SEED_STAKE_LIMITS: Readonly<Record<string, StakeLimits>> = {
  INR: { minStake: 1_00, maxStake: 10_000_00 },
  BRL: { minStake: 50, maxStake: 2_000_00 },
};
export const DEFAULT_STAKE_LIMITS: StakeLimits = { minStake: 1_00, maxStake: 1_000_00 };

export function stakeLimitsOf(db: DatabaseSync, brand: string): StakeLimits {
  const row = db.prepare('SELECT min_stake, max_stake FROM game_stake_limits WHERE brand = ?').get(brand);
  return row ? { minStake: integer(row, 'min_stake'), maxStake: integer(row, 'max_stake') } : DEFAULT_STAKE_LIMITS;
}

export function seedStakeLimits(db: DatabaseSync, brand: string, currency: string): void {
  const limits = SEED_STAKE_LIMITS[currency] ?? DEFAULT_STAKE_LIMITS;
  db.prepare('INSERT INTO game_stake_limits (brand, min_stake, max_stake) VALUES (?, ?, ?) ON CONFLICT (brand) DO NOTHING').run(
    brand,
    limits.minStake,
    limits.maxStake,
  );
}
