import type { DatabaseSync } from 'node:sqlite';
import { inTransaction, integer, integerOrNull } from '../db/database.ts';
import { refuse } from '../server/api-refusal.ts';
import { limitLanguage, sessionLimitRefusalText } from './limit-texts.ts';

/** The lower of two limits; null is no limit. */
const lower = (a: number | null, b: number | null): number | null => (a === null ? b : b === null ? a : Math.min(a, b));

/**
 * The session time limit (issue 25, Portaria 1.231's time limit, the best sites' session limit):
 * once a sign-in has lasted the player's limit, the server refuses every round and game launch of
 * that session. A first or lower limit binds the running sessions at once; a higher one, or none,
 * only sessions that start in a later second, so raising it cannot prolong the session it binds.
 */
export class SessionLimits {
  private readonly db: DatabaseSync;
  private readonly now: () => number;

  constructor(db: DatabaseSync, now: () => number) {
    this.db = db;
    this.now = now;
  }

  private seconds(): number {
    return Math.floor(this.now() / 1000);
  }

  private stored(playerId: number): { minutes: number | null; previous: number | null; changedAt: number } | undefined {
    const row = this.db.prepare('SELECT minutes, previous_minutes, changed_at FROM session_limits WHERE player_id = ?').get(playerId);
    return row ? { minutes: integerOrNull(row, 'minutes'), previous: integerOrNull(row, 'previous_minutes'), changedAt: integer(row, 'changed_at') } : undefined;
  }

  /** The limit in minutes that binds a session which started at `startedAt` (Unix seconds); null when none. */
  binding(playerId: number, startedAt: number): number | null {
    const stored = this.stored(playerId);
    if (!stored) return null;
    // Times are whole seconds: a session that started in the second of a raise may have started
    // before it (a script signs in, sets and raises in one second), so it keeps the lower limit.
    return startedAt > stored.changedAt ? stored.minutes : lower(stored.minutes, stored.previous);
  }

  /** The player's limit for the sessions that start from now; null when none. */
  chosen(playerId: number): number | null {
    return this.stored(playerId)?.minutes ?? null;
  }

  /** `setSessionLimit`: minutes, or null for none; audited in gaming_limit_audit (kind 'session_time'). */
  set(playerId: number, minutes: number | null): void {
    inTransaction(this.db, () => {
      const stored = this.stored(playerId);
      const before = stored?.minutes ?? null;
      if (before === minutes) return;
      const now = this.seconds();
      const tighter = minutes !== null && (before === null || minutes < before);
      if (!stored) {
        this.db.prepare('INSERT INTO session_limits (player_id, minutes, previous_minutes, changed_at) VALUES (?, ?, NULL, ?)').run(playerId, minutes, now);
      } else if (tighter) {
        // Binds every session at once; the sessions before the last raise keep their (lower) limit too.
        this.db.prepare('UPDATE session_limits SET minutes = ? WHERE player_id = ?').run(minutes, playerId);
      } else {
        // The running sessions keep the lowest limit that bound them; new sessions get the new one.
        this.db
          .prepare('UPDATE session_limits SET minutes = ?, previous_minutes = ?, changed_at = ? WHERE player_id = ?')
          .run(minutes, lower(before, stored.previous), now, playerId);
      }
      this.db
        .prepare('INSERT INTO gaming_limit_audit (player_id, kind, period, action, old_amount, new_amount, actor, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .run(playerId, 'session_time', '', minutes === null ? 'removed' : before === null ? 'set' : tighter ? 'decreased' : 'increased', before, minutes, 'player', now);
    });
  }

  /** The session's limit: when it started, its minutes and when it stops playing (Unix seconds); null without a limit. */
  sessionLimit(playerId: number, sessionTokenHash: string): { minutes: number; endsAt: number } | null {
    const row = this.db.prepare('SELECT created_at FROM sessions WHERE token_hash = ?').get(sessionTokenHash);
    if (!row) return null;
    const startedAt = integer(row, 'created_at');
    const minutes = this.binding(playerId, startedAt);
    return minutes === null ? null : { minutes, endsAt: startedAt + minutes * 60 };
  }

  /** Refuses play once the session has lasted its limit, saying so in the player's language. */
  assertWithinSession(playerId: number, sessionTokenHash: string, language: string): void {
    const limit = this.sessionLimit(playerId, sessionTokenHash);
    if (limit && this.seconds() >= limit.endsAt) throw refuse(sessionLimitRefusalText(limitLanguage(language), limit.minutes));
  }
}
