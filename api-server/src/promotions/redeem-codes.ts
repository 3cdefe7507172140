import { MONEY_TYPE, type RedeemCodeResult } from '@casino/shared-kernel/api-contract';
import type { Brand } from '../brands/brands.ts';
import { inTransaction, integer, text, type Row } from '../db/database.ts';
import { refuse } from '../server/api-refusal.ts';
import { hasDeposited, playerFacts } from './player-facts.ts';
import { unixSeconds } from './promotion-days.ts';
import type { PromotionsDeps } from './promotions-deps.ts';
import { payPrize } from './prizes.ts';

export const REDEEM_CODE_MESSAGES = {
  unknown: 'This code does not exist: check how it is spelled',
  expired: 'This code has expired',
  usedUp: 'This code has been used up',
  alreadyRedeemed: 'You have already redeemed this code',
  depositorsOnly: 'This code is for players who have made a deposit',
} as const;

/** What a code pays: bonus (bet ten times before it becomes cash) or cash (bet once). */
export type RedeemPrize = 'bonus' | 'cash';

/** A redeem code of a brand, as stored; amounts in wallet minor units, times in Unix seconds. */
export interface RedeemCode {
  id: number;
  brand: string;
  code: string;
  prize: RedeemPrize;
  amount: number;
  maxUses: number;
  uses: number;
  depositorsOnly: boolean;
  createdAt: number;
  expiresAt: number;
}

/** A new code; `code` already in the contract's form (upper case, 4–32 letters or digits). */
export interface NewRedeemCode {
  brand: string;
  code: string;
  prize: RedeemPrize;
  amount: number;
  maxUses: number;
  depositorsOnly: boolean;
  expiresAt: number;
}

interface SeedCode {
  code: string;
  prize: RedeemPrize;
  amount: number;
  maxUses: number;
  depositorsOnly: boolean;
  validDays: number;
}

/**
 * The codes a new brand starts with, by currency: a welcome code anyone may redeem for bonus, and
 * a smaller run of cash for depositors, as operators post on their social channels.
 */
const SEED_CODES: Readonly<Record<string, readonly SeedCode[]>> = {
  INR: [
    { code: 'WELCOME50', prize: 'bonus', amount: 50_00, maxUses: 100_000, depositorsOnly: false, validDays: 365 },
    { code: 'CRICKET100', prize: 'cash', amount: 100_00, maxUses: 2_000, depositorsOnly: true, validDays: 30 },
  ],
  BRL: [
    { code: 'BEMVINDO10', prize: 'bonus', amount: 10_00, maxUses: 100_000, depositorsOnly: false, validDays: 365 },
    { code: 'FUTEBOL20', prize: 'cash', amount: 20_00, maxUses: 2_000, depositorsOnly: true, validDays: 30 },
  ],
};

const DAY_SECONDS = 86_400;

function codeOf(row: Row): RedeemCode {
  return {
    id: integer(row, 'id'),
    brand: text(row, 'brand'),
    code: text(row, 'code'),
    prize: text(row, 'prize') === 'cash' ? 'cash' : 'bonus',
    amount: integer(row, 'amount'),
    maxUses: integer(row, 'max_uses'),
    uses: integer(row, 'uses'),
    depositorsOnly: integer(row, 'depositors_only') === 1,
    createdAt: integer(row, 'created_at'),
    expiresAt: integer(row, 'expires_at'),
  };
}

/**
 * Redeem codes of the reward center (`POST /api/rewardCenter/redeem`, a call the kernel adds for
 * spec 3's `code_redemption_switch`). Each brand has its own codes; a code pays its prize once
 * per player, to at most `max_uses` players, until it expires, optionally only to depositors. The
 * prize is a promotion movement `redeem_code:<CODE>` (request key per player and code) with the
 * usual turnover task, in the transaction that counts the use.
 */
export class RedeemCodes {
  private readonly deps: PromotionsDeps;

  constructor(deps: PromotionsDeps) {
    this.deps = deps;
  }

  /** Whether the brand has a code a player could still redeem: the reward center's switch. */
  available(brand: string): boolean {
    const at = unixSeconds(this.deps.context.now());
    return (
      this.deps.context.db.prepare('SELECT 1 FROM redeem_codes WHERE brand = ? AND expires_at > ? AND uses < max_uses LIMIT 1').get(brand, at) !== undefined
    );
  }

  redeem(brand: Brand, playerId: number, typed: string): RedeemCodeResult {
    const { context } = this.deps;
    const at = unixSeconds(context.now());
    return inTransaction(context.db, () => {
      const row = context.db.prepare('SELECT * FROM redeem_codes WHERE brand = ? AND code = ?').get(brand.brand, typed);
      if (!row) throw refuse(REDEEM_CODE_MESSAGES.unknown);
      const code = codeOf(row);
      if (context.db.prepare('SELECT 1 FROM redeem_code_uses WHERE code_id = ? AND player_id = ?').get(code.id, playerId)) {
        throw refuse(REDEEM_CODE_MESSAGES.alreadyRedeemed);
      }
      if (code.expiresAt <= at) throw refuse(REDEEM_CODE_MESSAGES.expired);
      if (code.uses >= code.maxUses) throw refuse(REDEEM_CODE_MESSAGES.usedUp);
      if (code.depositorsOnly && !hasDeposited(playerFacts(context.db, playerId))) throw refuse(REDEEM_CODE_MESSAGES.depositorsOnly);
      // The count moves only while below the limit: the last use goes to one player.
      const counted = context.db.prepare('UPDATE redeem_codes SET uses = uses + 1 WHERE id = ? AND uses < max_uses').run(code.id);
      if (Number(counted.changes) !== 1) throw refuse(REDEEM_CODE_MESSAGES.usedUp);
      context.db
        .prepare('INSERT INTO redeem_code_uses (code_id, player_id, use_no, amount, redeemed_at) VALUES (?, ?, ?, ?, ?)')
        .run(code.id, playerId, code.uses + 1, code.amount, at);
      const balances = payPrize(context, { playerId, balance: code.prize, amount: code.amount, reference: `redeem_code:${code.code}` });
      return {
        code: code.code,
        amount: code.amount,
        money_type: code.prize === 'cash' ? MONEY_TYPE.CASH : MONEY_TYPE.COIN,
        coin: balances.bonus,
        money: balances.cash,
        redeemed_at: at,
      };
    });
  }

  /** Adds a code (the seed, `POST /dev/redeem-codes`); undefined when the brand already has one with this text. */
  create(code: NewRedeemCode): RedeemCode | undefined {
    const { db, now } = this.deps.context;
    const inserted = db
      .prepare(
        `INSERT INTO redeem_codes (brand, code, prize, amount, max_uses, depositors_only, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (brand, code) DO NOTHING RETURNING *`,
      )
      .get(code.brand, code.code, code.prize, code.amount, code.maxUses, code.depositorsOnly ? 1 : 0, unixSeconds(now()), code.expiresAt);
    return inserted ? codeOf(inserted) : undefined;
  }

  /** A brand's codes, newest first (`GET /dev/redeem-codes`). */
  list(brand: string): RedeemCode[] {
    return this.deps.context.db.prepare('SELECT * FROM redeem_codes WHERE brand = ? ORDER BY id DESC').all(brand).map(codeOf);
  }

  /** The seed's codes for a new brand of this currency (none for a currency without any). */
  seed(brand: string, currency: string): void {
    const at = unixSeconds(this.deps.context.now());
    for (const seed of SEED_CODES[currency] ?? []) {
      this.create({
        brand,
        code: seed.code,
        prize: seed.prize,
        amount: seed.amount,
        maxUses: seed.maxUses,
        depositorsOnly: seed.depositorsOnly,
        expiresAt: at + seed.validDays * DAY_SECONDS,
      });
    }
  }
}
