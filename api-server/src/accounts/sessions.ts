import { createHash, randomBytes } from 'node:crypto';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { integer, integerOrNull, text } from '../db/database.ts';

/** A live token's session. */
export interface Session {
  tokenHash: string;
  playerId: number;
  /** The player's brand: a token signs in on its own brand's site only. */
  brand: string;
  /** The player's state; not 0 means suspended. */
  state: number;
  /** Unix seconds: `accessExpire`. */
  expiresAt: number;
}

/** Why a token does not sign anyone in (each gets its own 1013 message). */
export type TokenProblem = 'missing' | 'unknown' | 'expired' | 'revoked';

export type TokenCheck = { ok: true; session: Session } | { ok: false; problem: TokenProblem };

/** A new token as the login response carries it. */
export interface IssuedToken {
  accessToken: string;
  accessExpire: number;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Tokens: 32 random bytes (base64url) handed to the player once; the database keeps their SHA-256
 * only. A token lives `ttlSeconds` from its issue or its last token login, until it expires or is
 * revoked (sign-out, password change).
 */
export class Sessions {
  readonly db: DatabaseSync;
  readonly now: () => number;
  readonly ttlSeconds: number;
  // Every call that needs a token runs this lookup: prepared once, not per request.
  private readonly lookup: StatementSync;

  constructor(db: DatabaseSync, now: () => number, ttlSeconds: number) {
    this.db = db;
    this.now = now;
    this.ttlSeconds = ttlSeconds;
    this.lookup = db.prepare(
      'SELECT s.player_id, s.expires_at, s.revoked_at, p.brand, p.state FROM sessions s JOIN players p ON p.id = s.player_id WHERE s.token_hash = ?',
    );
  }

  private seconds(): number {
    return Math.floor(this.now() / 1000);
  }

  issue(playerId: number, deviceId: string): IssuedToken {
    const accessToken = randomBytes(32).toString('base64url');
    const now = this.seconds();
    const accessExpire = now + this.ttlSeconds;
    this.db
      .prepare('INSERT INTO sessions (token_hash, player_id, created_at, expires_at, device_id) VALUES (?, ?, ?, ?, ?)')
      .run(hashToken(accessToken), playerId, now, accessExpire, deviceId);
    return { accessToken, accessExpire };
  }

  check(token: string | undefined): TokenCheck {
    if (token === undefined || token === '') return { ok: false, problem: 'missing' };
    // Longer than any token we issue: not worth a hash and a lookup.
    if (token.length > 256) return { ok: false, problem: 'unknown' };
    const tokenHash = hashToken(token);
    const row = this.lookup.get(tokenHash);
    if (!row) return { ok: false, problem: 'unknown' };
    if (integerOrNull(row, 'revoked_at') !== null) return { ok: false, problem: 'revoked' };
    const expiresAt = integer(row, 'expires_at');
    if (expiresAt <= this.seconds()) return { ok: false, problem: 'expired' };
    return { ok: true, session: { tokenHash, playerId: integer(row, 'player_id'), brand: text(row, 'brand'), state: integer(row, 'state'), expiresAt } };
  }

  /** Whether the player ever signed in on this device (a session was issued to it). */
  hasSignedInOn(playerId: number, deviceId: string): boolean {
    return this.db.prepare('SELECT 1 FROM sessions WHERE player_id = ? AND device_id = ? LIMIT 1').get(playerId, deviceId) !== undefined;
  }

  /** Token login: the same token lives another full term (every open tab keeps working). */
  extend(session: Session): number {
    const accessExpire = this.seconds() + this.ttlSeconds;
    this.db.prepare('UPDATE sessions SET expires_at = ? WHERE token_hash = ?').run(accessExpire, session.tokenHash);
    return accessExpire;
  }

  revoke(tokenHash: string): void {
    this.db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(this.seconds(), tokenHash);
  }

  /** Every other live token of the player: after a password change only this device stays in. */
  /** Every live token of the player (a password reset). */
  revokeAll(playerId: number): void {
    this.db.prepare('UPDATE sessions SET revoked_at = ? WHERE player_id = ? AND revoked_at IS NULL').run(this.seconds(), playerId);
  }

  revokeOthers(playerId: number, keepTokenHash: string): void {
    this.db
      .prepare('UPDATE sessions SET revoked_at = ? WHERE player_id = ? AND token_hash <> ? AND revoked_at IS NULL')
      .run(this.seconds(), playerId, keepTokenHash);
  }
}
