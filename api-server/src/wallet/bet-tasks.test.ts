import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseSync } from 'node:sqlite';
import { MONEY_TYPE } from '@casino/shared-kernel/api-contract';
import { Players } from '../accounts/players.ts';
import { openDatabase } from '../db/database.ts';
import { tempDirs } from '../testing/temp-dirs.ts';
import { BONUS_TURNOVER_MULTIPLIER, BetTasks } from './bet-tasks.ts';
import { LEDGER_CAUSE, Ledger, auditLedger } from './ledger.ts';

const dirs = tempDirs();
afterAll(() => dirs.cleanup());

let db: DatabaseSync;
let ledger: Ledger;
let tasks: BetTasks;
let player: number;

beforeEach(() => {
  db = openDatabase(dirs.make('tasks')).db;
  db.prepare("INSERT INTO brands VALUES ('india', 'India', 'INR', '₹', 'en', '91', '^\\d{10}$')").run();
  ledger = new Ledger(db);
  tasks = new BetTasks(db, ledger);
  player = new Players(db, ledger, Date.now).create({ brand: 'india', name: 'p', nickName: 'P', channelId: 1, ip: '', deviceId: '', finger: '' }).id;
});

/** A confirmed deposit as the deposits domain books it: cash and bonus, then its tasks. */
const deposit = (cash: number, bonus: number, reference: string) => {
  ledger.move({
    playerId: player,
    requestKey: reference,
    cause: LEDGER_CAUSE.DEPOSIT,
    entries: [{ moneyType: MONEY_TYPE.CASH, amount: cash }, ...(bonus > 0 ? [{ moneyType: MONEY_TYPE.COIN, amount: bonus }] : [])],
  });
  tasks.openForDeposit(player, { cash, bonus, reference });
};

describe('bet tasks', () => {
  it('locks a deposit’s cash until its amount has been bet, then frees it', () => {
    deposit(10_000, 0, 'order-1');
    expect(tasks.withdrawableCash(player)).toEqual({ cash: 10_000, locked: 10_000, withdrawable: 0 });
    tasks.recordTurnover(player, 4_000);
    expect(tasks.info(player)).toEqual({ totalCash: 10_000, cashTaskList: [{ cur: 4_000, target: 10_000, bonus: 0 }], totalWithdraw: 0 });
    tasks.recordTurnover(player, 6_000);
    expect(tasks.withdrawableCash(player)).toEqual({ cash: 10_000, locked: 0, withdrawable: 10_000 });
    expect(tasks.info(player).cashTaskList).toEqual([]);
  });

  it('never locks more cash than the player holds', () => {
    deposit(10_000, 0, 'order-1');
    ledger.move({ playerId: player, requestKey: 'lost', cause: LEDGER_CAUSE.BET, entries: [{ moneyType: MONEY_TYPE.CASH, amount: -7_000 }] });
    expect(tasks.withdrawableCash(player)).toEqual({ cash: 3_000, locked: 3_000, withdrawable: 0 });
  });

  it('releases a bonus into cash once its turnover is done, exactly once', () => {
    deposit(1_000, 500, 'order-2');
    expect(tasks.totals(player, 'bonus')).toEqual({ amount: 500, cur: 0, target: 500 * BONUS_TURNOVER_MULTIPLIER });
    tasks.recordTurnover(player, 500 * BONUS_TURNOVER_MULTIPLIER + 1);
    tasks.recordTurnover(player, 100);
    expect(ledger.balances(player)).toMatchObject({ cash: 1_500, bonus: 0 });
    expect(tasks.totals(player, 'bonus')).toEqual({ amount: 0, cur: 0, target: 0 });
    expect(auditLedger(db)).toEqual([]);
  });

  it('opens a deposit’s tasks once, however often the confirmation repeats', () => {
    deposit(1_000, 500, 'order-3');
    tasks.openForDeposit(player, { cash: 1_000, bonus: 500, reference: 'order-3' });
    expect(tasks.openTasks(player)).toHaveLength(2);
  });
});
