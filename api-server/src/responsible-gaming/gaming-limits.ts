import type { DatabaseSync } from 'node:sqlite';
import {
  GAMING_LIMIT_KINDS,
  GAMING_LIMIT_PERIOD_SECONDS,
  GAMING_LIMIT_PERIODS,
  MONEY_TYPE,
  type GamingLimit,
  type GamingLimitKind,
  type GamingLimitPeriod,
  type GamingLimits as GamingLimitsView,
} from '@casino/shared-kernel/api-contract';
import type { Brand } from '../brands/brands.ts';
import { inTransaction, integer, integerOrNull, text, type Row } from '../db/database.ts';
import { refuse } from '../server/api-refusal.ts';
import { LEDGER_CAUSE } from '../wallet/ledger.ts';
import { responsibleGamingSettings } from './brand-settings.ts';
import { GamingBreaks } from './gaming-breaks.ts';
import { SessionLimits } from './session-limits.ts';
import { limitLanguage, limitRefusalText, brandTimeText, type LimitRefusal } from './limit-texts.ts';

/** Order of the limits in every answer: kind, then the shortest window first. */
const ORDER = GAMING_LIMIT_KINDS.flatMap((kind) => GAMING_LIMIT_PERIODS.map((period) => `${kind}:${period}`));

interface StoredLimit {
  kind: GamingLimitKind;
  period: GamingLimitPeriod;
  amount: number;
  pending: boolean;
  pendingAmount: number | null;
  pendingFrom: number;
}

const storedLimit = (row: Row): StoredLimit => ({
  kind: text(row, 'kind') as GamingLimitKind,
  period: text(row, 'period') as GamingLimitPeriod,
  amount: integer(row, 'amount'),
  pending: integer(row, 'pending') === 1,
  pendingAmount: integerOrNull(row, 'pending_amount'),
  pendingFrom: integer(row, 'pending_from'),
});

/** One event that counts against a limit: when it happened (Unix seconds) and what it adds (a win subtracts from a loss). */
interface WindowEvent {
  at: number;
  amount: number;
}

/**
 * The moment a window has room for `amount` again: events leave the window one by one, oldest
 * first, each `window` seconds after it happened. Null when no departure makes room (the amount
 * alone is above the limit).
 */
export function roomAt(events: readonly WindowEvent[], window: number, limit: number, amount: number): number | null {
  let used = events.reduce((sum, event) => sum + event.amount, 0);
  if (used + amount <= limit) return 0;
  for (const event of [...events].sort((a, b) => a.at - b.at)) {
    used -= event.amount;
    if (used + amount <= limit) return event.at + window;
  }
  return null;
}

/** Of two refusals, the one whose room comes back last (never, before any time). */
const later = (a: LimitRefusal, b: LimitRefusal): LimitRefusal => (a.resetsAt === null ? a : b.resetsAt === null ? b : a.resetsAt >= b.resetsAt ? a : b);

/** What `actor` a change records: the player themself (support tools would name their operator). */
const PLAYER = 'player';

/**
 * The player's deposit, loss and wager limits (issue 25): setting them (lower at once, higher
 * after the brand's cool-down and a confirmation), auditing every change, and the checks the
 * deposit and bet paths call inside their own transactions, so parallel requests never pass a limit.
 */
export class GamingLimits {
  private readonly db: DatabaseSync;
  private readonly now: () => number;
  /** Time-outs and self-exclusions: a break closes deposits and bets before any limit is read. */
  readonly breaks: GamingBreaks;
  /** The session time limit: a session that has lasted it plays no more. */
  readonly sessionLimits: SessionLimits;

  constructor(db: DatabaseSync, now: () => number) {
    this.db = db;
    this.now = now;
    this.breaks = new GamingBreaks(db, now);
    this.sessionLimits = new SessionLimits(db, now);
  }

  private seconds(): number {
    return Math.floor(this.now() / 1000);
  }

  private stored(playerId: number, kind?: GamingLimitKind): StoredLimit[] {
    const rows =
      kind === undefined
        ? this.db.prepare('SELECT * FROM gaming_limits WHERE player_id = ?').all(playerId)
        : this.db.prepare('SELECT * FROM gaming_limits WHERE player_id = ? AND kind = ?').all(playerId, kind);
    return rows.map(storedLimit).sort((a, b) => ORDER.indexOf(`${a.kind}:${a.period}`) - ORDER.indexOf(`${b.kind}:${b.period}`));
  }

  /**
   * What counts in the window ending now. Deposits: orders paid or still waiting for payment (an
   * order holds its room from the moment it is made, so orders made in parallel cannot together
   * pass the limit; a failed or expired one gives it back). Wager: cash and bonus stakes and poker
   * buy-ins. Loss: those minus wins and poker cash-outs. Gold is play money and never counts.
   */
  private events(playerId: number, kind: GamingLimitKind, since: number): WindowEvent[] {
    if (kind === 'deposit') {
      return this.db
        .prepare('SELECT created_at, amount FROM deposit_orders WHERE player_id = ? AND created_at > ? AND status IN (0, 1)')
        .all(playerId, since)
        .map((row) => ({ at: integer(row, 'created_at'), amount: integer(row, 'amount') }));
    }
    // A poker buy-in is staked like a bet (wager), and what comes back at the cash-out offsets it like a win (loss).
    const causes =
      kind === 'wager'
        ? [LEDGER_CAUSE.BET, LEDGER_CAUSE.POKER_BUY_IN]
        : [LEDGER_CAUSE.BET, LEDGER_CAUSE.WIN, LEDGER_CAUSE.POKER_BUY_IN, LEDGER_CAUSE.POKER_CASH_OUT];
    return this.db
      .prepare(
        `SELECT created_at, amount FROM ledger
          WHERE player_id = ? AND created_at > ? AND money_type IN (?, ?) AND cause IN (${causes.map(() => '?').join(', ')})`,
      )
      .all(playerId, since, MONEY_TYPE.CASH, MONEY_TYPE.COIN, ...causes)
      .map((row) => ({ at: integer(row, 'created_at'), amount: -integer(row, 'amount') }));
  }

  private windowEvents(playerId: number, kind: GamingLimitKind, period: GamingLimitPeriod): WindowEvent[] {
    return this.events(playerId, kind, this.seconds() - GAMING_LIMIT_PERIOD_SECONDS[period]);
  }

  /** `gamingLimits`: every limit with what its window used, what is left and any pending change. */
  view(brand: string, playerId: number): GamingLimitsView {
    const limits: GamingLimit[] = this.stored(playerId).map((limit) => {
      // A loss window can be in profit (wins above stakes): it shows 0 used, and the room is real.
      const used = this.windowEvents(playerId, limit.kind, limit.period).reduce((sum, event) => sum + event.amount, 0);
      return {
        kind: limit.kind,
        period: limit.period,
        amount: limit.amount,
        used: Math.max(0, used),
        remaining: Math.max(0, limit.amount - used),
        pending: limit.pending,
        pending_amount: limit.pending ? limit.pendingAmount : null,
        pending_from: limit.pending ? limit.pendingFrom : 0,
      };
    });
    return {
      limits,
      break: this.breaks.current(playerId),
      increase_cool_down_hours: responsibleGamingSettings(brand).increaseCoolDownHours,
      offer_deposit_limit: responsibleGamingSettings(brand).offerDepositLimit,
      now: this.seconds(),
    };
  }

  private audit(playerId: number, kind: GamingLimitKind, period: GamingLimitPeriod, action: string, oldAmount: number | null, newAmount: number | null): void {
    this.db
      .prepare('INSERT INTO gaming_limit_audit (player_id, kind, period, action, old_amount, new_amount, actor, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .run(playerId, kind, period, action, oldAmount, newAmount, PLAYER, this.seconds());
  }

  /**
   * `setGamingLimit`. A first limit or a lower one binds at once (and drops a pending increase);
   * the same amount drops a pending change; a higher one or none (`amount` null) waits for the
   * brand's cool-down, then for `confirm`. Asking again restarts the cool-down.
   */
  set(brand: string, playerId: number, kind: GamingLimitKind, period: GamingLimitPeriod, amount: number | null): GamingLimitsView {
    const settings = responsibleGamingSettings(brand);
    if (!settings.limitKinds.includes(kind)) throw refuse(`This site offers no ${kind} limit`);
    inTransaction(this.db, () => {
      const now = this.seconds();
      const current = this.stored(playerId, kind).find((limit) => limit.period === period);
      if (!current) {
        if (amount === null) return;
        this.db
          .prepare('INSERT INTO gaming_limits (player_id, kind, period, amount, updated_at) VALUES (?, ?, ?, ?, ?)')
          .run(playerId, kind, period, amount, now);
        this.audit(playerId, kind, period, 'set', null, amount);
        return;
      }
      if (amount !== null && amount < current.amount) {
        this.db
          .prepare(
            'UPDATE gaming_limits SET amount = ?, pending = 0, pending_amount = NULL, pending_from = 0, updated_at = ? WHERE player_id = ? AND kind = ? AND period = ?',
          )
          .run(amount, now, playerId, kind, period);
        this.audit(playerId, kind, period, 'decreased', current.amount, amount);
        return;
      }
      if (amount === current.amount) {
        if (!current.pending) return;
        this.db
          .prepare(
            'UPDATE gaming_limits SET pending = 0, pending_amount = NULL, pending_from = 0, updated_at = ? WHERE player_id = ? AND kind = ? AND period = ?',
          )
          .run(now, playerId, kind, period);
        this.audit(playerId, kind, period, 'pending_cancelled', current.pendingAmount, current.amount);
        return;
      }
      const from = now + settings.increaseCoolDownHours * 3600;
      this.db
        .prepare('UPDATE gaming_limits SET pending = 1, pending_amount = ?, pending_from = ?, updated_at = ? WHERE player_id = ? AND kind = ? AND period = ?')
        .run(amount, from, now, playerId, kind, period);
      this.audit(playerId, kind, period, amount === null ? 'removal_requested' : 'increase_requested', current.amount, amount);
    });
    return this.view(brand, playerId);
  }

  /** `confirmGamingLimit`: applies a pending increase or removal once its cool-down is over. */
  confirm(brand: string, playerId: number, kind: GamingLimitKind, period: GamingLimitPeriod): GamingLimitsView {
    inTransaction(this.db, () => {
      const current = this.stored(playerId, kind).find((limit) => limit.period === period);
      if (!current?.pending) throw refuse('There is no limit change waiting for confirmation');
      const now = this.seconds();
      if (now < current.pendingFrom) throw refuse(`This change can be confirmed from ${brandTimeText(brand, current.pendingFrom)}`);
      if (current.pendingAmount === null) {
        this.db.prepare('DELETE FROM gaming_limits WHERE player_id = ? AND kind = ? AND period = ?').run(playerId, kind, period);
        this.audit(playerId, kind, period, 'removed', current.amount, null);
      } else {
        this.db
          .prepare(
            'UPDATE gaming_limits SET amount = ?, pending = 0, pending_amount = NULL, pending_from = 0, updated_at = ? WHERE player_id = ? AND kind = ? AND period = ?',
          )
          .run(current.pendingAmount, now, playerId, kind, period);
        this.audit(playerId, kind, period, 'increased', current.amount, current.pendingAmount);
      }
    });
    return this.view(brand, playerId);
  }

  /**
   * The refusal for `amount` more of `kinds` under the player's limits, or undefined when every
   * limit has room. Of several limits that refuse, the one whose room comes back last is named:
   * that is when the amount can go through.
   */
  private refusal(playerId: number, kinds: readonly GamingLimitKind[], amount: number): LimitRefusal | undefined {
    let worst: LimitRefusal | undefined;
    for (const limit of this.stored(playerId).filter((stored) => kinds.includes(stored.kind))) {
      const window = GAMING_LIMIT_PERIOD_SECONDS[limit.period];
      const events = this.windowEvents(playerId, limit.kind, limit.period);
      const at = roomAt(events, window, limit.amount, amount);
      if (at === 0) continue;
      const used = events.reduce((sum, event) => sum + event.amount, 0);
      const refusal: LimitRefusal = { kind: limit.kind, period: limit.period, limit: limit.amount, remaining: Math.max(0, limit.amount - used), resetsAt: at };
      worst = worst ? later(worst, refusal) : refusal;
    }
    return worst;
  }

  /**
   * Refuses a deposit order during a break, or one that would pass a deposit limit. Call it inside the transaction that
   * writes the order: the check and the write are one step for every other request.
   */
  checkDeposit(brand: Brand, playerId: number, amount: number, language: string): void {
    this.breaks.assertPlaying(brand.brand, playerId, language);
    const refusal = this.refusal(playerId, ['deposit'], amount);
    if (refusal) throw refuse(limitRefusalText(brand, limitLanguage(language), refusal));
  }

  /**
   * Refuses a stake during a break, once the session (`sessionTokenHash`, the sign-in the game was
   * opened in) has lasted its time limit, or one that would pass a wager limit, or a loss limit
   * should it be lost. Gold stakes count for no money limit (play money). Call it inside the
   * transaction that takes the stake.
   */
  checkBet(brand: Brand, playerId: number, moneyType: number, stake: number, language: string, sessionTokenHash: string): void {
    // A break and the session time limit close every game, gold ones too: they limit play, not spending.
    this.breaks.assertPlaying(brand.brand, playerId, language);
    this.sessionLimits.assertWithinSession(playerId, sessionTokenHash, language);
    if (moneyType !== MONEY_TYPE.CASH && moneyType !== MONEY_TYPE.COIN) return;
    const refusal = this.refusal(playerId, ['wager', 'loss'], stake);
    if (refusal) throw refuse(limitRefusalText(brand, limitLanguage(language), refusal));
  }
}
