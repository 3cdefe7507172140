import type { DatabaseSync } from 'node:sqlite';
import { MONEY_TYPE, type GamingSession } from '@casino/shared-kernel/api-contract';
import { inTransaction, integer } from '../db/database.ts';
import { LEDGER_CAUSE } from '../wallet/ledger.ts';
import type { SessionLimits } from './session-limits.ts';

/**
 * The reality check's facts (issue 25, UKGC RTS 13): this sign-in's session — when it started,
 * how long it has run, what was staked and won in cash and bonus since — and the player's chosen
 * interval. The shell asks at each interval and shows them over the game.
 */
export class GamingSessions {
  private readonly db: DatabaseSync;
  private readonly now: () => number;

  private readonly limits: SessionLimits;

  constructor(db: DatabaseSync, now: () => number, limits: SessionLimits) {
    this.db = db;
    this.now = now;
    this.limits = limits;
  }

  private minutes(playerId: number): number | null {
    const row = this.db.prepare('SELECT minutes FROM reality_checks WHERE player_id = ?').get(playerId);
    return row ? integer(row, 'minutes') : null;
  }

  /** `gamingSession` for the session of `tokenHash`. */
  session(playerId: number, tokenHash: string): GamingSession {
    const now = Math.floor(this.now() / 1000);
    const started = this.db.prepare('SELECT created_at FROM sessions WHERE token_hash = ?').get(tokenHash);
    const startedAt = started ? integer(started, 'created_at') : now;
    const sums = this.db
      .prepare(
        `SELECT COALESCE(SUM(CASE WHEN cause = ? THEN -amount ELSE 0 END), 0) AS stakes,
                COALESCE(SUM(CASE WHEN cause = ? THEN amount ELSE 0 END), 0) AS wins
           FROM ledger WHERE player_id = ? AND created_at >= ? AND money_type IN (?, ?) AND cause IN (?, ?)`,
      )
      .get(LEDGER_CAUSE.BET, LEDGER_CAUSE.WIN, playerId, startedAt, MONEY_TYPE.CASH, MONEY_TYPE.COIN, LEDGER_CAUSE.BET, LEDGER_CAUSE.WIN);
    const stakes = sums ? integer(sums, 'stakes') : 0;
    const wins = sums ? integer(sums, 'wins') : 0;
    const limit = this.limits.sessionLimit(playerId, tokenHash);
    return {
      started_at: startedAt,
      now,
      seconds: Math.max(0, now - startedAt),
      stakes,
      wins,
      net_result: wins - stakes,
      reality_check_minutes: this.minutes(playerId),
      session_limit_minutes: this.limits.chosen(playerId),
      session_ends_at: limit?.endsAt ?? null,
    };
  }

  /** `setRealityCheck`: the interval in minutes, or null for off; audited. */
  setRealityCheck(playerId: number, minutes: number | null): void {
    inTransaction(this.db, () => {
      const before = this.minutes(playerId);
      if (before === minutes) return;
      const now = Math.floor(this.now() / 1000);
      if (minutes === null) this.db.prepare('DELETE FROM reality_checks WHERE player_id = ?').run(playerId);
      else
        this.db
          .prepare('INSERT INTO reality_checks (player_id, minutes, updated_at) VALUES (?, ?, ?) ON CONFLICT (player_id) DO UPDATE SET minutes = excluded.minutes, updated_at = excluded.updated_at')
          .run(playerId, minutes, now);
      this.db
        .prepare('INSERT INTO gaming_limit_audit (player_id, kind, period, action, old_amount, new_amount, actor, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .run(playerId, 'reality_check', '', minutes === null ? 'removed' : 'set', before, minutes, 'player', now);
    });
  }
}

