import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { DatabaseSync } from 'node:sqlite';
import { MONEY_TYPE } from '@casino/shared-kernel/api-contract';
import { Players } from '../accounts/players.ts';
import { openDatabase } from '../db/database.ts';
import { seedDatabase } from '../db/seed.ts';
import { ApiRefusal } from '../server/api-refusal.ts';
import { tempDirs } from '../testing/temp-dirs.ts';
import {
  BALANCE_TYPES,
  INSUFFICIENT_BALANCE,
  LEDGER_CAUSE,
  Ledger,
  MAX_BALANCE,
  auditLedger,
  type BalanceType,
  type Balances,
  type MoneyMovement,
} from './ledger.ts';

const dirs = tempDirs();
afterAll(() => dirs.cleanup());

let db: DatabaseSync;
let ledger: Ledger;
let players: number[];

function freshDatabase() {
  db = openDatabase(dirs.make('ledger')).db;
  ledger = new Ledger(db);
  const accounts = new Players(db, ledger, Date.now);
  seedDatabase({ db, ledger, players: accounts, domains: [] });
  players = [1, 2].map((n) => accounts.create({ brand: 'india', name: `p${n}`, nickName: `P${n}`, channelId: 1, ip: '', deviceId: '', finger: '' }).id);
}

beforeEach(() => {
  freshDatabase();
});

const credit = (playerId: number, requestKey: string, amount: number, moneyType: BalanceType = MONEY_TYPE.CASH): MoneyMovement => ({
  playerId,
  requestKey,
  cause: LEDGER_CAUSE.CLAIM,
  entries: [{ moneyType, amount }],
});

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiRefusal) return error.message;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('ledger', () => {
  it('writes one ledger row per balance change, with the balance after it', () => {
    const [player = 0] = players;
    ledger.move(credit(player, 'a', 10_000));
    const result = ledger.move({
      playerId: player,
      requestKey: 'b',
      cause: LEDGER_CAUSE.WITHDRAW,
      entries: [
        { moneyType: MONEY_TYPE.CASH, amount: -4_000 },
        { moneyType: MONEY_TYPE.FROZEN_CASH, amount: 4_000 },
      ],
    });
    expect(result).toMatchObject({ replayed: false, balances: { cash: 6_000, frozenCash: 4_000, bonus: 0, gold: 0, frozenBonus: 0 } });
    const rows = db.prepare('SELECT money_type, amount, balance_after, cause FROM ledger WHERE player_id = ? ORDER BY id').all(player);
    expect(rows).toEqual([
      { money_type: 2, amount: 10_000, balance_after: 10_000, cause: 'claim' },
      { money_type: 2, amount: -4_000, balance_after: 6_000, cause: 'withdraw' },
      { money_type: 4, amount: 4_000, balance_after: 4_000, cause: 'withdraw' },
    ]);
  });

  it('moves money once per request key: a replay returns the first result and changes nothing', () => {
    const [player = 0] = players;
    const first = ledger.move(credit(player, 'order-1', 500));
    const again = ledger.move(credit(player, 'order-1', 500));
    expect(again).toEqual({ ...first, replayed: true });
    expect(ledger.balances(player).cash).toBe(500);
    expect(() => ledger.move(credit(player, 'order-1', 600))).toThrow(/already used for a different money movement/);
  });

  it('refuses a movement that would make any balance negative, and writes none of it', () => {
    const [player = 0] = players;
    ledger.move(credit(player, 'a', 100, MONEY_TYPE.COIN));
    const before = ledger.balances(player);
    expect(
      refusal(() =>
        ledger.move({
          playerId: player,
          requestKey: 'b',
          cause: LEDGER_CAUSE.BET,
          entries: [
            { moneyType: MONEY_TYPE.COIN, amount: -100 },
            { moneyType: MONEY_TYPE.CASH, amount: -1 },
          ],
        }),
      ),
    ).toBe(INSUFFICIENT_BALANCE);
    expect(ledger.balances(player)).toEqual(before);
    expect(db.prepare("SELECT COUNT(*) AS n FROM money_movements WHERE request_key = 'b'").get()).toEqual({ n: 0 });
  });

  it('refuses amounts that are not whole, zero, too large, or of an unknown type, as programming errors', () => {
    const [player = 0] = players;
    for (const amount of [0, 1.5, Number.NaN, MAX_BALANCE + 1])
      expect(() => ledger.move(credit(player, `x${amount}`, amount))).toThrow(/non-zero whole number/);
    expect(() => ledger.move(credit(player, 'y', 1, 9 as BalanceType))).toThrow(/Unknown balance type/);
    expect(() => ledger.move({ ...credit(player, 'z', 1), cause: 'gift' as typeof LEDGER_CAUSE.CLAIM })).toThrow(/Unknown ledger cause/);
    ledger.move(credit(player, 'big', MAX_BALANCE));
    expect(refusal(() => ledger.move(credit(player, 'bigger', 1)))).toMatch(/exceed the largest amount/);
  });

  it('keeps a player’s money apart from another’s', () => {
    const [one = 0, two = 0] = players;
    ledger.move(credit(one, 'same-key', 700));
    ledger.move(credit(two, 'same-key', 300));
    expect(ledger.balances(one).cash).toBe(700);
    expect(ledger.balances(two).cash).toBe(300);
  });
});

/** One step of a random session with the wallet. */
type Step = { playerIndex: number; key: number; cause: MoneyMovement['cause']; entries: { moneyType: BalanceType; amount: number }[] };

const stepArbitrary: fc.Arbitrary<Step> = fc.record({
  playerIndex: fc.integer({ min: 0, max: 1 }),
  // Few keys, so replays (the same key again) happen often.
  key: fc.integer({ min: 0, max: 30 }),
  cause: fc.constantFrom(...Object.values(LEDGER_CAUSE)),
  entries: fc.uniqueArray(
    fc.record({
      moneyType: fc.constantFrom(...BALANCE_TYPES),
      amount: fc.oneof(fc.integer({ min: -50_000, max: 50_000 }), fc.constantFrom(-MAX_BALANCE, MAX_BALANCE)).filter((amount) => amount !== 0),
    }),
    { minLength: 1, maxLength: 3, selector: (entry) => entry.moneyType },
  ),
});

describe('ledger property', () => {
  it('random deposits, bets, wins, claims and withdrawals conserve money: balances always equal the ledger sums', () => {
    fc.assert(
      fc.property(fc.array(stepArbitrary, { minLength: 1, maxLength: 60 }), (steps) => {
        freshDatabase();
        // The model: what each balance must be, and what each key first did.
        const model = new Map<string, number>();
        const firstUse = new Map<string, string>();
        const balanceOf = (player: number, type: BalanceType) => model.get(`${player}:${type}`) ?? 0;
        for (const step of steps) {
          const playerId = players[step.playerIndex] ?? 0;
          const requestKey = `k${step.key}`;
          const movement: MoneyMovement = { playerId, requestKey, cause: step.cause, entries: step.entries };
          const signature = JSON.stringify([step.cause, [...step.entries].sort((a, b) => a.moneyType - b.moneyType)]);
          const seen = firstUse.get(`${playerId}:${requestKey}`);
          if (seen !== undefined) {
            if (seen === signature) expect(ledger.move(movement).replayed).toBe(true);
            else expect(() => ledger.move(movement)).toThrow();
          } else {
            const fits = step.entries.every((entry) => {
              const after = balanceOf(playerId, entry.moneyType) + entry.amount;
              return after >= 0 && after <= MAX_BALANCE;
            });
            if (fits) {
              expect(ledger.move(movement).replayed).toBe(false);
              for (const entry of step.entries) model.set(`${playerId}:${entry.moneyType}`, balanceOf(playerId, entry.moneyType) + entry.amount);
              firstUse.set(`${playerId}:${requestKey}`, signature);
            } else {
              expect(() => ledger.move(movement)).toThrow(ApiRefusal);
            }
          }
          expect(auditLedger(db)).toEqual([]);
          const actual: Balances = ledger.balances(playerId);
          expect(actual).toEqual({
            cash: balanceOf(playerId, MONEY_TYPE.CASH),
            bonus: balanceOf(playerId, MONEY_TYPE.COIN),
            gold: balanceOf(playerId, MONEY_TYPE.GOLD),
            frozenCash: balanceOf(playerId, MONEY_TYPE.FROZEN_CASH),
            frozenBonus: balanceOf(playerId, MONEY_TYPE.FROZEN_COIN),
          });
        }
        db.close();
      }),
      { numRuns: 60 },
    );
    // Each run builds a database on disk: about 4 s alone, several times that while CI runs the
    // other packages' tests beside it.
  }, 60_000);
});
