import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { MONEY_TYPE, type ValueOf } from '@casino/shared-kernel/api-contract';
import { inTransaction, integer, text } from '../db/database.ts';
import { refuse } from '../server/api-refusal.ts';

/** The balances a player holds (spec 4's money types, without "none"). */
export type BalanceType = Exclude<ValueOf<typeof MONEY_TYPE>, typeof MONEY_TYPE.NONE>;

export const BALANCE_TYPES: readonly BalanceType[] = [MONEY_TYPE.COIN, MONEY_TYPE.CASH, MONEY_TYPE.FROZEN_COIN, MONEY_TYPE.FROZEN_CASH, MONEY_TYPE.GOLD];

/**
 * Why money moved: every ledger row names one. A domain adds its causes here, so a player's
 * history and the audit read the same words.
 */
export const LEDGER_CAUSE = {
  /** The demo player's starting balance, written by the seed. */
  SEED_GRANT: 'seed_grant',
  /** A confirmed deposit: cash, and bonus or gold by the goods item's rates. */
  DEPOSIT: 'deposit',
  /** A withdrawal: cash moves to frozen cash while processing. */
  WITHDRAW: 'withdraw',
  /** A processing withdrawal settled: frozen cash paid out, or returned on failure. */
  WITHDRAW_SETTLED: 'withdraw_settled',
  /** A demo game's stake and its win. */
  BET: 'bet',
  WIN: 'win',
  /** A reward claimed from mail. */
  CLAIM: 'claim',
  /** A completed bonus bet task: its bonus becomes cash. */
  BONUS_RELEASED: 'bonus_released',
  /** VIP cashback on net losses. */
  CASHBACK: 'cashback',
  /**
   * A promotion's prize: gold panning, turntables, blind box and wheel, gift packets, the download
   * award, redeem codes, invitation rewards. The movement's reference names the promotion.
   */
  PROMOTION: 'promotion',
  /** Chips taken to a poker table, and the stack brought back from it (the movement's reference names the session). */
  POKER_BUY_IN: 'poker_buy_in',
  POKER_CASH_OUT: 'poker_cash_out',
} as const;
export type LedgerCause = ValueOf<typeof LEDGER_CAUSE>;
const CAUSES = new Set<string>(Object.values(LEDGER_CAUSE));

/**
 * The largest balance and the largest single change, in minor units: sums of such numbers stay
 * exact in a double (2^53 ≈ 9.007e15), so no amount ever rounds.
 */
export const MAX_BALANCE = 1_000_000_000_000_000;

/** One balance change of a movement: a signed amount in minor units. */
export interface MoneyEntry {
  moneyType: BalanceType;
  amount: number;
}

/** A money movement: one cause, one request key, the balances it changes, all or nothing. */
export interface MoneyMovement {
  playerId: number;
  /**
   * Unique per player: the same key again (a retry, a double click, two tabs) returns the first
   * result and moves nothing. Derive it from what makes the action one-time (an order number).
   */
  requestKey: string;
  cause: LedgerCause;
  /** What the movement belongs to, e.g. an order number. */
  reference?: string;
  entries: readonly MoneyEntry[];
}

/** Every balance of a player, minor units. */
export interface Balances {
  cash: number;
  bonus: number;
  gold: number;
  frozenCash: number;
  frozenBonus: number;
}

export interface MovementResult {
  movementId: number;
  /** True when the request key had already moved money: nothing changed this time. */
  replayed: boolean;
  balances: Balances;
}

export const INSUFFICIENT_BALANCE = 'Insufficient balance';

const byType = (entries: readonly MoneyEntry[]) => [...entries].sort((a, b) => a.moneyType - b.moneyType);

/**
 * The wallet's ledger. A movement writes its ledger rows and the balances in one transaction;
 * a balance can never go below zero (the schema checks it too), so a refused movement changes
 * nothing. Balances are kept beside the ledger for fast reads, and always equal its sums
 * ({@link auditLedger} proves it).
 */
export class Ledger {
  readonly db: DatabaseSync;
  readonly now: () => number;
  // The wallet read is the hottest call of the site: its statement is prepared once.
  private readonly balanceRows: StatementSync;

  constructor(db: DatabaseSync, now: () => number = Date.now) {
    this.db = db;
    this.now = now;
    this.balanceRows = db.prepare('SELECT money_type, amount FROM balances WHERE player_id = ?');
  }

  /** Applies a movement once; see {@link MoneyMovement.requestKey}. Throws a refusal, changing nothing. */
  move(movement: MoneyMovement): MovementResult {
    checkMovement(movement);
    return inTransaction(this.db, () => {
      const existing = this.db
        .prepare('SELECT id, cause FROM money_movements WHERE player_id = ? AND request_key = ?')
        .get(movement.playerId, movement.requestKey);
      if (existing) {
        const movementId = integer(existing, 'id');
        if (!this.sameMovement(movementId, text(existing, 'cause'), movement)) {
          throw new Error(`Request key ${movement.requestKey} was already used for a different money movement`);
        }
        return { movementId, replayed: true, balances: this.balances(movement.playerId) };
      }
      const at = Math.floor(this.now() / 1000);
      const inserted = this.db
        .prepare('INSERT INTO money_movements (player_id, request_key, cause, reference, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(movement.playerId, movement.requestKey, movement.cause, movement.reference ?? '', at);
      const movementId = Number(inserted.lastInsertRowid);
      const current = this.db.prepare('SELECT amount FROM balances WHERE player_id = ? AND money_type = ?');
      const upsert = this.db.prepare(
        'INSERT INTO balances (player_id, money_type, amount) VALUES (?, ?, ?) ON CONFLICT (player_id, money_type) DO UPDATE SET amount = excluded.amount',
      );
      const ledgerRow = this.db.prepare(
        'INSERT INTO ledger (movement_id, player_id, money_type, amount, balance_after, cause, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      );
      for (const entry of byType(movement.entries)) {
        const row = current.get(movement.playerId, entry.moneyType);
        const after = (row ? integer(row, 'amount') : 0) + entry.amount;
        if (after < 0) throw refuse(INSUFFICIENT_BALANCE);
        if (after > MAX_BALANCE) throw refuse('The balance would exceed the largest amount the wallet holds');
        upsert.run(movement.playerId, entry.moneyType, after);
        ledgerRow.run(movementId, movement.playerId, entry.moneyType, entry.amount, after, movement.cause, at);
      }
      return { movementId, replayed: false, balances: this.balances(movement.playerId) };
    });
  }

  balances(playerId: number): Balances {
    const amounts = new Map<number, number>();
    for (const row of this.balanceRows.all(playerId)) {
      amounts.set(integer(row, 'money_type'), integer(row, 'amount'));
    }
    const of = (type: BalanceType) => amounts.get(type) ?? 0;
    return {
      cash: of(MONEY_TYPE.CASH),
      bonus: of(MONEY_TYPE.COIN),
      gold: of(MONEY_TYPE.GOLD),
      frozenCash: of(MONEY_TYPE.FROZEN_CASH),
      frozenBonus: of(MONEY_TYPE.FROZEN_COIN),
    };
  }

  private sameMovement(movementId: number, cause: string, movement: MoneyMovement): boolean {
    const rows = this.db.prepare('SELECT money_type, amount FROM ledger WHERE movement_id = ? ORDER BY money_type').all(movementId);
    const stored = rows.map((row) => `${integer(row, 'money_type')}:${integer(row, 'amount')}`).join(',');
    const asked = byType(movement.entries)
      .map((entry) => `${entry.moneyType}:${entry.amount}`)
      .join(',');
    return cause === movement.cause && stored === asked;
  }
}

/** Programming errors, not player input: a caller must never build such a movement. */
function checkMovement(movement: MoneyMovement): void {
  if (!CAUSES.has(movement.cause)) throw new Error(`Unknown ledger cause ${movement.cause}`);
  if (movement.requestKey === '' || movement.requestKey.length > 200) throw new Error('A money movement needs a request key of 1 to 200 characters');
  if (movement.entries.length === 0) throw new Error('A money movement needs at least one entry');
  const types = new Set<number>();
  for (const entry of movement.entries) {
    if (!BALANCE_TYPES.includes(entry.moneyType)) throw new Error(`Unknown balance type ${entry.moneyType}`);
    if (types.has(entry.moneyType)) throw new Error(`Balance type ${entry.moneyType} appears twice in one movement`);
    types.add(entry.moneyType);
    if (!Number.isSafeInteger(entry.amount) || entry.amount === 0 || Math.abs(entry.amount) > MAX_BALANCE) {
      throw new Error(`A ledger amount must be a non-zero whole number of minor units up to ${MAX_BALANCE}, not ${entry.amount}`);
    }
  }
}

/** A balance that differs from its ledger's sum (there must never be one). */
export interface LedgerMismatch {
  playerId: number;
  moneyType: number;
  balance: number;
  ledgerSum: number;
}

/** Every balance whose amount is not the sum of its ledger rows, and every sum without a balance. */
export function auditLedger(db: DatabaseSync): LedgerMismatch[] {
  const rows = db
    .prepare(
      `SELECT player_id, money_type, SUM(balance) AS balance, SUM(ledger_sum) AS ledger_sum FROM (
         SELECT player_id, money_type, amount AS balance, 0 AS ledger_sum FROM balances
         UNION ALL
         SELECT player_id, money_type, 0, SUM(amount) FROM ledger GROUP BY player_id, money_type
       ) GROUP BY player_id, money_type HAVING SUM(balance) <> SUM(ledger_sum)`,
    )
    .all();
  return rows.map((row) => ({
    playerId: integer(row, 'player_id'),
    moneyType: integer(row, 'money_type'),
    balance: integer(row, 'balance'),
    ledgerSum: integer(row, 'ledger_sum'),
  }));
}
