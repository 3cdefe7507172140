import type { DatabaseSync } from 'node:sqlite';
import { MONEY_TYPE, type BetTask, type BetTaskInfo } from '@casino/shared-kernel/api-contract';
import { inTransaction, integer, text, type Row } from '../db/database.ts';
import { LEDGER_CAUSE, type Ledger } from './ledger.ts';

/**
 * Turnover a deposit's cash needs before it can be withdrawn: its own amount, bet once (the usual
 * anti-laundering rule of casino operators).
 */
export const CASH_TURNOVER_MULTIPLIER = 1;
/** Turnover a deposit's bonus needs before it turns into cash: ten times the bonus. */
export const BONUS_TURNOVER_MULTIPLIER = 10;

export type BetTaskKind = 'cash' | 'bonus';

/** A bet task as the wallet, the withdrawal and the bet-task list read it. */
export interface BetTaskRecord {
  id: number;
  kind: BetTaskKind;
  /** Cash locked (kind cash) or bonus to release (kind bonus), minor units. */
  amount: number;
  /** Turnover needed and done so far, minor units of stake. */
  target: number;
  cur: number;
  reference: string;
  createdAt: number;
}

/** Sums over a player's open tasks of one kind. */
export interface TaskTotals {
  amount: number;
  cur: number;
  target: number;
}

/** What a withdrawal may take: cash minus the cash still locked behind turnover. */
export interface WithdrawableCash {
  cash: number;
  /** Locked cash, never more than the cash held (a player who lost it has nothing locked). */
  locked: number;
  withdrawable: number;
}

const taskRecord = (row: Row): BetTaskRecord => ({
  id: integer(row, 'id'),
  kind: text(row, 'kind') === 'bonus' ? 'bonus' : 'cash',
  amount: integer(row, 'amount'),
  target: integer(row, 'target'),
  cur: integer(row, 'cur'),
  reference: text(row, 'reference'),
  createdAt: integer(row, 'created_at'),
});

/**
 * Bet tasks: money locked behind turnover. A confirmed deposit opens them
 * ({@link BetTasks.openForDeposit}), every demo-game stake advances all open tasks
 * ({@link BetTasks.recordTurnover}), a completed bonus task releases its bonus into cash through
 * the ledger, and a withdrawal may only take cash no open cash task locks
 * ({@link BetTasks.withdrawableCash}). Every method joins the caller's transaction when there is
 * one, so a deposit and its tasks, or a bet and its turnover, are written together.
 */
export class BetTasks {
  private readonly db: DatabaseSync;
  private readonly ledger: Ledger;
  private readonly now: () => number;

  constructor(db: DatabaseSync, ledger: Ledger, now: () => number = Date.now) {
    this.db = db;
    this.ledger = ledger;
    this.now = now;
  }

  /**
   * Opens the tasks of a confirmed deposit: a cash task for the cash credited and, when it came
   * with bonus, a bonus task. Once per `reference` (the order number): a replay opens nothing.
   */
  openForDeposit(playerId: number, deposit: { cash: number; bonus: number; reference: string }): void {
    inTransaction(this.db, () => {
      if (deposit.cash > 0) this.open(playerId, 'cash', deposit.cash, deposit.cash * CASH_TURNOVER_MULTIPLIER, deposit.reference);
      if (deposit.bonus > 0) this.open(playerId, 'bonus', deposit.bonus, deposit.bonus * BONUS_TURNOVER_MULTIPLIER, deposit.reference);
    });
  }

  /** Opens one task (once per player, kind and reference). */
  open(playerId: number, kind: BetTaskKind, amount: number, target: number, reference: string): void {
    if (!Number.isSafeInteger(amount) || amount <= 0 || !Number.isSafeInteger(target) || target <= 0) {
      throw new Error(`A bet task needs a positive amount and target, not ${amount} and ${target}`);
    }
    this.db
      .prepare(
        'INSERT INTO bet_tasks (player_id, kind, amount, target, reference, created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (player_id, kind, reference) DO NOTHING',
      )
      .run(playerId, kind, amount, target, reference, Math.floor(this.now() / 1000));
  }

  /**
   * A settled stake counts towards every open task. A bonus task that reaches its target releases
   * its bonus into cash (as much bonus as the player still holds) under the request key
   * `bet-task-<id>`, so the release happens once. Call it in the bet's transaction.
   */
  recordTurnover(playerId: number, stake: number): void {
    if (!Number.isSafeInteger(stake) || stake <= 0) return;
    inTransaction(this.db, () => {
      const at = Math.floor(this.now() / 1000);
      for (const task of this.openTasks(playerId)) {
        const cur = Math.min(task.target, task.cur + stake);
        const done = cur >= task.target;
        this.db.prepare('UPDATE bet_tasks SET cur = ?, completed_at = ? WHERE id = ?').run(cur, done ? at : null, task.id);
        if (done && task.kind === 'bonus') this.release(playerId, task);
      }
    });
  }

  private release(playerId: number, task: BetTaskRecord): void {
    const bonus = Math.min(task.amount, this.ledger.balances(playerId).bonus);
    if (bonus <= 0) return;
    this.ledger.move({
      playerId,
      requestKey: `bet-task-${task.id}`,
      cause: LEDGER_CAUSE.BONUS_RELEASED,
      reference: task.reference,
      entries: [
        { moneyType: MONEY_TYPE.COIN, amount: -bonus },
        { moneyType: MONEY_TYPE.CASH, amount: bonus },
      ],
    });
  }

  /** The open tasks, oldest first. */
  openTasks(playerId: number, kind?: BetTaskKind): BetTaskRecord[] {
    const rows = kind
      ? this.db.prepare('SELECT * FROM bet_tasks WHERE player_id = ? AND completed_at IS NULL AND kind = ? ORDER BY id').all(playerId, kind)
      : this.db.prepare('SELECT * FROM bet_tasks WHERE player_id = ? AND completed_at IS NULL ORDER BY id').all(playerId);
    return rows.map(taskRecord);
  }

  /** Sums over the open tasks of one kind. */
  totals(playerId: number, kind: BetTaskKind): TaskTotals {
    const row = this.db
      .prepare(
        'SELECT COALESCE(SUM(amount), 0) AS amount, COALESCE(SUM(cur), 0) AS cur, COALESCE(SUM(target), 0) AS target FROM bet_tasks WHERE player_id = ? AND kind = ? AND completed_at IS NULL',
      )
      .get(playerId, kind);
    return row ? { amount: integer(row, 'amount'), cur: integer(row, 'cur'), target: integer(row, 'target') } : { amount: 0, cur: 0, target: 0 };
  }

  /** The cash a withdrawal may take now. */
  withdrawableCash(playerId: number): WithdrawableCash {
    const cash = this.ledger.balances(playerId).cash;
    const locked = Math.min(cash, this.totals(playerId, 'cash').amount);
    return { cash, locked, withdrawable: cash - locked };
  }

  /**
   * GET /api/bet_task: every open task (a cash task releases no bonus, so its `bonus` is 0), the
   * cash held and the cash a withdrawal may take.
   */
  info(playerId: number): BetTaskInfo {
    const { cash, withdrawable } = this.withdrawableCash(playerId);
    const cashTaskList: BetTask[] = this.openTasks(playerId).map((task) => ({
      cur: task.cur,
      target: task.target,
      bonus: task.kind === 'bonus' ? task.amount : 0,
    }));
    return { totalCash: cash, cashTaskList, totalWithdraw: withdrawable };
  }
}
