import type { DatabaseSync } from 'node:sqlite';
import {
  MONEY_TYPE,
  ORDER_STATUS,
  REDUCE_BALANCE_KIND,
  type HistoryPagePayload,
  type OrderStatus,
  type WithdrawInfo,
  type WithdrawPage,
  type WithdrawPayload,
  type WithdrawRecord,
  type WithdrawResult,
} from '@casino/shared-kernel/api-contract';
import { formatServerAmount } from '@casino/shared-kernel/format';
import { PLAYER_STATE } from '../accounts/players.ts';
import type { Brand } from '../brands/brands.ts';
import { inTransaction, integer, integerOrNull, text, type Row } from '../db/database.ts';
import { refuse } from '../server/api-refusal.ts';
import type { BetTaskRecord, BetTasks } from '../wallet/bet-tasks.ts';
import { LEDGER_CAUSE, type Balances, type Ledger, type MoneyEntry } from '../wallet/ledger.ts';
import { WITHDRAW_ACCOUNT_MESSAGES, accountView, type WithdrawAccounts } from './withdraw-accounts.ts';
import { brandDayStart, withdrawLimits, type WithdrawLimits } from './withdraw-limits.ts';

/** Spec 9: the withdraw history's page size; a page never holds more. */
export const WITHDRAW_PAGE_SIZE = 20;

/**
 * A withdrawal with the same account and amount within this many seconds of the last one is taken
 * for a double click or a retry and refused: the client sends no idempotency key, and two identical
 * payouts seconds apart are almost never meant.
 */
export const REPEAT_WINDOW_SECONDS = 5;

/** `type` of the withdraw history: which withdrawals a page lists (0 or absent: all). */
export const WITHDRAW_LIST_TYPE = { ALL: 0, SUCCESS: 1, FAIL: 2, PROCESSING: 3 } as const;
const LIST_TYPE_STATUS: Readonly<Record<number, OrderStatus | undefined>> = {
  [WITHDRAW_LIST_TYPE.ALL]: undefined,
  [WITHDRAW_LIST_TYPE.SUCCESS]: ORDER_STATUS.SUCCESS,
  [WITHDRAW_LIST_TYPE.FAIL]: ORDER_STATUS.FAIL,
  [WITHDRAW_LIST_TYPE.PROCESSING]: ORDER_STATUS.PROCESSING,
};

export const WITHDRAW_MESSAGES = {
  listType: 'type: must be 0 (all), 1 (success), 2 (failed) or 3 (processing)',
  repeat: `The same withdrawal was requested a moment ago and is in your withdrawal history; to withdraw this amount again, wait ${REPEAT_WINDOW_SECONDS} seconds`,
  tooSmallForFee: 'This withdrawal is too small to cover its fee',
} as const;

/** How the payout provider settled a withdrawal. */
export type SettleOutcome = 'success' | 'fail';

/** A withdrawal as operations see it (the dev listing and settlement). */
export interface WithdrawalRecord {
  id: number;
  brand: string;
  player_id: number;
  account_id: number;
  amount: number;
  fee: number;
  /** What reaches the player's account: amount − fee. */
  payout: number;
  status: number;
  create_time: number;
  settled_at: number | null;
  notified: boolean;
  account: { name: string; cpf: string; email: string; phone: string; ifscCode: string; account_type: number; account_no: string };
}

export type SettleResult = { ok: true; withdrawal: WithdrawalRecord } | { ok: false; status: 404 | 409; error: string };

const withdrawalRecord = (row: Row): WithdrawalRecord => ({
  id: integer(row, 'id'),
  brand: text(row, 'brand'),
  player_id: integer(row, 'player_id'),
  account_id: integer(row, 'account_id'),
  amount: integer(row, 'amount'),
  fee: integer(row, 'fee'),
  payout: integer(row, 'amount') - integer(row, 'fee'),
  status: integer(row, 'status'),
  create_time: integer(row, 'created_at'),
  settled_at: integerOrNull(row, 'settled_at'),
  notified: integer(row, 'notified') === 1,
  account: {
    name: text(row, 'name'),
    cpf: text(row, 'cpf'),
    email: text(row, 'email'),
    phone: text(row, 'phone'),
    ifscCode: text(row, 'ifsc_code'),
    account_type: integer(row, 'account_type'),
    account_no: text(row, 'account_no'),
  },
});

const WITHDRAWAL_WITH_ACCOUNT = `SELECT w.*, a.name, a.cpf, a.email, a.phone, a.ifsc_code, a.account_type, a.account_no
  FROM withdrawals w JOIN withdraw_accounts a ON a.id = w.account_id`;

/**
 * The fee of a withdrawal: `fee_rate` percent of the part above what is still free today, rounded
 * up to a whole minor unit (integer arithmetic in hundredths of a percent, so no float drifts).
 */
export function withdrawalFee(limits: WithdrawLimits, amount: number, withdrawnToday: number): number {
  const freeLeft = Math.max(0, limits.freeAmount - withdrawnToday);
  const charged = Math.max(0, amount - freeLeft);
  const basisPoints = Math.round(limits.feeRate * 100);
  return Math.ceil((charged * basisPoints) / 10_000);
}

/**
 * What a withdrawal takes beyond its amount, by the brand's `reduce_balance`: with bonus (1) listed,
 * the bonus balance is forfeited. Cash (6) is the amount itself, and payouts (2) name the winnings
 * that this wallet already holds as cash, so neither takes more.
 */
export function withdrawalForfeits(limits: WithdrawLimits, balances: Pick<Balances, 'bonus'>): { cash: number; coin: number } {
  return { cash: 0, coin: limits.reduceBalance.includes(REDUCE_BALANCE_KIND.BONUS) ? balances.bonus : 0 };
}

/**
 * The turnover still to bet before `amount` is withdrawable. Every stake advances all open cash
 * tasks at once, so they complete in order of what each still needs; the answer is what the first
 * task whose completion frees enough cash still needs.
 */
export function turnoverNeeded(tasks: readonly BetTaskRecord[], cash: number, amount: number): number {
  const total = tasks.reduce((sum, task) => sum + task.amount, 0);
  const byRemaining = [...tasks].sort((a, b) => a.target - a.cur - (b.target - b.cur));
  let completed = 0;
  for (const task of byRemaining) {
    completed += task.amount;
    if (cash - Math.min(cash, total - completed) >= amount) return task.target - task.cur;
  }
  return 0;
}

interface WithdrawalsOptions {
  db: DatabaseSync;
  ledger: Ledger;
  betTasks: BetTasks;
  accounts: WithdrawAccounts;
  now: () => number;
}

/**
 * Withdrawals (spec 7): the info screen, the request, the history, and the payout provider's
 * settlement. A request moves its amount from cash to frozen cash; settlement pays frozen cash
 * out (success) or returns it to cash (fail), once.
 */
export class Withdrawals {
  private readonly db: DatabaseSync;
  private readonly ledger: Ledger;
  private readonly betTasks: BetTasks;
  private readonly accounts: WithdrawAccounts;
  private readonly now: () => number;

  constructor(options: WithdrawalsOptions) {
    this.db = options.db;
    this.ledger = options.ledger;
    this.betTasks = options.betTasks;
    this.accounts = options.accounts;
    this.now = options.now;
  }

  /** GET /api/withdraw/info. */
  info(brand: Brand, playerId: number): WithdrawInfo {
    const limits = withdrawLimits(brand.brand);
    const balances = this.ledger.balances(playerId);
    const { locked, withdrawable } = this.betTasks.withdrawableCash(playerId);
    const cashTasks = this.betTasks.totals(playerId, 'cash');
    const bonusTasks = this.betTasks.totals(playerId, 'bonus');
    const withdrawnToday = this.withdrawnToday(playerId, brand.brand);
    const forfeits = withdrawalForfeits(limits, balances);
    return {
      can_withdraw: withdrawable,
      can_not_withdraw: locked,
      day_withdraw: withdrawnToday,
      extra_del_cash: forfeits.cash,
      cash_task_cash: cashTasks.amount,
      cash_task_cur: cashTasks.cur,
      cash_task_target: cashTasks.target,
      extra_del_coin: forfeits.coin,
      coin_task_coin: bonusTasks.amount,
      coin_task_cur: bonusTasks.cur,
      coin_task_target: bonusTasks.target,
      day_amount_limit: limits.dayAmountLimit,
      withdraw_account_edit: limits.accountEdit ? 1 : 0,
      min_amount: limits.minAmount,
      max_amount: limits.maxAmount,
      free_amount: limits.freeAmount,
      // What may still be withdrawn today without a fee.
      cfg_amount: Math.max(0, limits.freeAmount - withdrawnToday),
      fee_rate: limits.feeRate,
      money: balances.cash,
      coin: balances.bonus,
      account_type: limits.accountType,
      payout_methods: [...limits.payoutMethods],
      account_list: this.accounts.list(playerId).map(accountView),
    };
  }

  /**
   * POST /api/user/withdraw: every rule is checked and the money moved in one transaction, so two
   * requests at once are judged one after the other against the balances the first one left.
   */
  withdraw(brand: Brand, playerId: number, payload: WithdrawPayload): WithdrawResult {
    const limits = withdrawLimits(brand.brand);
    const money = (amount: number) => `${brand.currencySymbol}${formatServerAmount(amount)}`;
    const { amount } = payload;
    return inTransaction(this.db, () => {
      const account = this.accounts.find(playerId, payload.account_id);
      if (!account) throw refuse(WITHDRAW_ACCOUNT_MESSAGES.notFound);
      if (!limits.payoutMethods.some((method) => method === account.accountType)) throw refuse(WITHDRAW_ACCOUNT_MESSAGES.methodUnavailable);
      if (amount < limits.minAmount) throw refuse(`The smallest withdrawal is ${money(limits.minAmount)}`);
      if (amount > limits.maxAmount) throw refuse(`The largest withdrawal is ${money(limits.maxAmount)}`);
      const balances = this.ledger.balances(playerId);
      // A frozen account keeps playing but no money leaves it: nothing is written, and the flag
      // tells the client to show the frozen notice instead of "in processing".
      if (this.playerState(playerId) === PLAYER_STATE.FROZEN) return { money: balances.cash, coin: balances.bonus, frozenPlatform: true };

      const at = Math.floor(this.now() / 1000);
      const repeat = this.db
        .prepare('SELECT 1 FROM withdrawals WHERE player_id = ? AND account_id = ? AND amount = ? AND created_at >= ? LIMIT 1')
        .get(playerId, account.id, amount, at - REPEAT_WINDOW_SECONDS);
      if (repeat) throw refuse(WITHDRAW_MESSAGES.repeat);

      const withdrawnToday = this.withdrawnToday(playerId, brand.brand);
      if (withdrawnToday + amount > limits.dayAmountLimit) {
        const left = Math.max(0, limits.dayAmountLimit - withdrawnToday);
        throw refuse(
          left === 0
            ? `You have reached today's withdrawal limit of ${money(limits.dayAmountLimit)}; withdraw again tomorrow`
            : `This would pass today's withdrawal limit of ${money(limits.dayAmountLimit)}: you can withdraw up to ${money(left)} more today`,
        );
      }

      const { cash, locked, withdrawable } = this.betTasks.withdrawableCash(playerId);
      if (amount > cash) throw refuse(`Insufficient balance: your cash is ${money(cash)}`);
      if (amount > withdrawable) {
        const needed = turnoverNeeded(this.betTasks.openTasks(playerId, 'cash'), cash, amount);
        throw refuse(
          `${money(locked)} of your cash is locked by bet tasks: bet ${money(needed)} more to withdraw ${money(amount)} (you can withdraw ${money(withdrawable)} now)`,
        );
      }

      const fee = withdrawalFee(limits, amount, withdrawnToday);
      if (fee >= amount) throw refuse(WITHDRAW_MESSAGES.tooSmallForFee);
      const after = this.book({ brand: brand.brand, playerId, accountId: account.id, amount, fee, at, forfeitCoin: withdrawalForfeits(limits, balances).coin });
      return { money: after.cash, coin: after.bonus };
    });
  }

  /** POST /api/withdraw/list: newest first, `last_id` the id below which the next page starts. */
  history(playerId: number, payload: HistoryPagePayload): WithdrawPage {
    const type = payload.type ?? WITHDRAW_LIST_TYPE.ALL;
    if (!(type in LIST_TYPE_STATUS)) throw refuse(WITHDRAW_MESSAGES.listType);
    const status = LIST_TYPE_STATUS[type];
    const size = Math.min(payload.limit, WITHDRAW_PAGE_SIZE);
    const rows = this.db
      .prepare(
        `SELECT id, amount, fee, status, created_at FROM withdrawals
         WHERE player_id = ? AND (? = 0 OR id < ?) AND (? IS NULL OR status = ?)
         ORDER BY id DESC LIMIT ?`,
      )
      .all(playerId, payload.last_id, payload.last_id, status ?? null, status ?? null, size + 1);
    const list: WithdrawRecord[] = rows.slice(0, size).map((row) => ({
      id: integer(row, 'id'),
      amount: integer(row, 'amount'),
      fee: integer(row, 'fee'),
      status: integer(row, 'status'),
      create_time: integer(row, 'created_at'),
    }));
    const last = list.at(-1);
    return { list, last_id: rows.length > size && last ? last.id : 0 };
  }

  /**
   * The payout provider's answer (a dev route stands for its callback): success pays the frozen
   * cash out, fail returns it to cash. Once: a settled withdrawal is never settled again.
   */
  settle(id: number, outcome: SettleOutcome): SettleResult {
    return inTransaction(this.db, () => {
      const found = this.find(id);
      if (!found) return { ok: false, status: 404, error: `No withdrawal ${id}` };
      if (found.status !== ORDER_STATUS.PROCESSING) {
        return { ok: false, status: 409, error: `Withdrawal ${id} is already settled (${found.status === ORDER_STATUS.SUCCESS ? 'success' : 'fail'})` };
      }
      this.settleBooked(found, outcome, Math.floor(this.now() / 1000));
      return { ok: true, withdrawal: this.mustFind(id) };
    });
  }

  /** Withdrawals for operations, newest first (the dev listing). */
  list(filter: { brand?: string | undefined; status?: number | undefined; playerId?: number | undefined; limit: number }): WithdrawalRecord[] {
    return this.db
      .prepare(
        `${WITHDRAWAL_WITH_ACCOUNT}
         WHERE (? IS NULL OR w.brand = ?) AND (? IS NULL OR w.status = ?) AND (? IS NULL OR w.player_id = ?)
         ORDER BY w.id DESC LIMIT ?`,
      )
      .all(
        filter.brand ?? null,
        filter.brand ?? null,
        filter.status ?? null,
        filter.status ?? null,
        filter.playerId ?? null,
        filter.playerId ?? null,
        filter.limit,
      )
      .map(withdrawalRecord);
  }

  /**
   * A past withdrawal for the seed's history, written and settled as a live one would be (the seed
   * grants its amount first when it succeeded, so the demo player's balances stay as seeded).
   */
  seedHistory(entry: { brand: string; playerId: number; accountId: number; amount: number; fee: number; at: number; outcome: SettleOutcome }): void {
    inTransaction(this.db, () => {
      if (entry.outcome === 'success') {
        this.ledger.move({
          playerId: entry.playerId,
          requestKey: `seed-withdrawal-${entry.at}`,
          cause: LEDGER_CAUSE.SEED_GRANT,
          entries: [{ moneyType: MONEY_TYPE.CASH, amount: entry.amount }],
        });
      }
      const booked = this.book({ ...entry, forfeitCoin: 0 });
      const withdrawal = this.mustFind(booked.withdrawalId);
      this.settleBooked(withdrawal, entry.outcome, entry.at + 3600);
      this.db.prepare('UPDATE withdrawals SET notified = 1 WHERE id = ?').run(withdrawal.id);
    });
  }

  private book(entry: {
    brand: string;
    playerId: number;
    accountId: number;
    amount: number;
    fee: number;
    at: number;
    forfeitCoin: number;
  }): Balances & { withdrawalId: number } {
    const inserted = this.db
      .prepare('INSERT INTO withdrawals (player_id, brand, account_id, amount, fee, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(entry.playerId, entry.brand, entry.accountId, entry.amount, entry.fee, entry.at);
    const withdrawalId = Number(inserted.lastInsertRowid);
    const entries: MoneyEntry[] = [
      { moneyType: MONEY_TYPE.CASH, amount: -entry.amount },
      { moneyType: MONEY_TYPE.FROZEN_CASH, amount: entry.amount },
    ];
    if (entry.forfeitCoin > 0) entries.push({ moneyType: MONEY_TYPE.COIN, amount: -entry.forfeitCoin });
    const moved = this.ledger.move({
      playerId: entry.playerId,
      requestKey: `withdraw-${withdrawalId}`,
      cause: LEDGER_CAUSE.WITHDRAW,
      reference: `withdrawal-${withdrawalId}`,
      entries,
    });
    return { ...moved.balances, withdrawalId };
  }

  private settleBooked(withdrawal: WithdrawalRecord, outcome: SettleOutcome, at: number): void {
    const entries: MoneyEntry[] =
      outcome === 'success'
        ? [{ moneyType: MONEY_TYPE.FROZEN_CASH, amount: -withdrawal.amount }]
        : [
            { moneyType: MONEY_TYPE.FROZEN_CASH, amount: -withdrawal.amount },
            { moneyType: MONEY_TYPE.CASH, amount: withdrawal.amount },
          ];
    this.ledger.move({
      playerId: withdrawal.player_id,
      requestKey: `withdraw-settle-${withdrawal.id}`,
      cause: LEDGER_CAUSE.WITHDRAW_SETTLED,
      reference: `withdrawal-${withdrawal.id}`,
      entries,
    });
    const status = outcome === 'success' ? ORDER_STATUS.SUCCESS : ORDER_STATUS.FAIL;
    this.db.prepare('UPDATE withdrawals SET status = ?, settled_at = ? WHERE id = ? AND status = 0').run(status, at, withdrawal.id);
  }

  /** Processing and paid withdrawals since the brand's midnight: what the day limit counts. */
  private withdrawnToday(playerId: number, brand: string): number {
    const row = this.db
      .prepare('SELECT COALESCE(SUM(amount), 0) AS total FROM withdrawals WHERE player_id = ? AND status IN (0, 1) AND created_at >= ?')
      .get(playerId, brandDayStart(brand, this.now()));
    return row ? integer(row, 'total') : 0;
  }

  private playerState(playerId: number): number {
    const row = this.db.prepare('SELECT state FROM players WHERE id = ?').get(playerId);
    return row ? integer(row, 'state') : PLAYER_STATE.ACTIVE;
  }

  private find(id: number): WithdrawalRecord | undefined {
    const row = this.db.prepare(`${WITHDRAWAL_WITH_ACCOUNT} WHERE w.id = ?`).get(id);
    return row ? withdrawalRecord(row) : undefined;
  }

  private mustFind(id: number): WithdrawalRecord {
    const found = this.find(id);
    if (!found) throw new Error(`Withdrawal ${id} was not stored`);
    return found;
  }
}
