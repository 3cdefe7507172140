import { randomBytes } from 'node:crypto';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { hashToken, type Session } from '../accounts/sessions.ts';
import { PLAYER_STATE } from '../accounts/players.ts';
import type { CatalogueGame, GameCatalogue } from '../catalogue/game-catalogue.ts';
import { integer, text } from '../db/database.ts';
import type { BalanceType } from '../wallet/ledger.ts';

/** A launch lapses after this long without a page load, state read or round. */
export const LAUNCH_IDLE_SECONDS = 2 * 60 * 60;

/** The balances a game can be played with: bonus ("coin"), cash and gold. */
export type PlayMoneyType = Extract<BalanceType, 1 | 2 | 5>;

/** A live launch: who plays which game with which balance. */
export interface Launch {
  tokenHash: string;
  /** The casino session (sign-in) the launch was opened in: its session time limit binds the rounds. */
  sessionTokenHash: string;
  playerId: number;
  brand: string;
  game: CatalogueGame;
  moneyType: PlayMoneyType;
  /** 1 desktop, 2 mobile (getGameUrl's `mod`). */
  mode: number;
}

/** Why a launch token plays nothing; each has its own message for the page. */
export type LaunchProblem = 'unknown' | 'expired' | 'ended';

export const LAUNCH_MESSAGES: Readonly<Record<LaunchProblem, string>> = {
  unknown: 'This game link is not valid. Please open the game again from the lobby.',
  expired: 'This game session has expired after 2 hours without play. Please open the game again from the lobby.',
  ended: 'Your casino session has ended, so this game has closed. Please sign in and open the game again.',
};

export type LaunchCheck = { ok: true; launch: Launch } | { ok: false; problem: LaunchProblem };

/** 32 random bytes in base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const isPlayMoneyType = (value: number): value is PlayMoneyType => value === 1 || value === 2 || value === 5;

/**
 * Launch tokens: handed out by getGameUrl inside the game page's URL, they are the only
 * credential of the page and its round API (the casino token never reaches the game). Like the
 * casino's tokens only their SHA-256 is stored, so a copy of the database launches nothing.
 */
export class GameLaunches {
  private readonly db: DatabaseSync;
  private readonly catalogue: GameCatalogue;
  private readonly now: () => number;
  private readonly lookup: StatementSync;

  constructor(db: DatabaseSync, catalogue: GameCatalogue, now: () => number) {
    this.db = db;
    this.catalogue = catalogue;
    this.now = now;
    this.lookup = db.prepare(
      `SELECT l.*, s.revoked_at, s.expires_at AS session_expires_at, p.state
         FROM game_launches l JOIN sessions s ON s.token_hash = l.session_token_hash JOIN players p ON p.id = l.player_id
        WHERE l.token_hash = ?`,
    );
  }

  private seconds(): number {
    return Math.floor(this.now() / 1000);
  }

  /** A new launch for the session's player; the token is returned once and never stored. */
  issue(session: Session, game: CatalogueGame, moneyType: PlayMoneyType, mode: number): string {
    const token = randomBytes(32).toString('base64url');
    const now = this.seconds();
    // Every lobby visit may launch (the hidden pre-load frame): the player's lapsed launches go.
    this.db.prepare('DELETE FROM game_launches WHERE player_id = ? AND last_used_at <= ?').run(session.playerId, now - LAUNCH_IDLE_SECONDS);
    this.db
      .prepare(
        'INSERT INTO game_launches (token_hash, player_id, brand, game_id, money_type, mode, session_token_hash, created_at, last_used_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(hashToken(token), session.playerId, session.brand, game.id, moneyType, mode, session.tokenHash, now, now);
    return token;
  }

  /** The launch a token names, if it still plays: its session alive, its player not suspended, used lately. */
  check(token: string): LaunchCheck {
    if (!TOKEN_PATTERN.test(token)) return { ok: false, problem: 'unknown' };
    const row = this.lookup.get(hashToken(token));
    if (!row) return { ok: false, problem: 'unknown' };
    const now = this.seconds();
    if (row.revoked_at !== null || integer(row, 'session_expires_at') <= now || integer(row, 'state') === PLAYER_STATE.SUSPENDED) {
      return { ok: false, problem: 'ended' };
    }
    if (integer(row, 'last_used_at') + LAUNCH_IDLE_SECONDS <= now) return { ok: false, problem: 'expired' };
    const game = this.catalogue.byId(integer(row, 'game_id'));
    const moneyType = integer(row, 'money_type');
    if (!game || !isPlayMoneyType(moneyType)) return { ok: false, problem: 'unknown' };
    return {
      ok: true,
      launch: {
        tokenHash: text(row, 'token_hash'),
        sessionTokenHash: text(row, 'session_token_hash'),
        playerId: integer(row, 'player_id'),
        brand: text(row, 'brand'),
        game,
        moneyType,
        mode: integer(row, 'mode'),
      },
    };
  }

  /** Play keeps a launch alive for another idle period. */
  touch(launch: Launch): void {
    this.db.prepare('UPDATE game_launches SET last_used_at = max(last_used_at, ?) WHERE token_hash = ?').run(this.seconds(), launch.tokenHash);
  }
}
