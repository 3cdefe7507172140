import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { inTransaction, integer } from '../db/database.ts';

/**
 * A player's favourite games (PUT /api/user/favorite toggles, GET /api/user/favorites lists).
 * Every statement names the player: one player's flags never reach another's answer.
 */
export class Favourites {
  private readonly db: DatabaseSync;
  private readonly now: () => number;
  // The lobby reads a player's flags on every visit: prepared once.
  private readonly idsOf: StatementSync;
  private readonly remove: StatementSync;
  private readonly insert: StatementSync;
  private readonly has: StatementSync;

  constructor(db: DatabaseSync, now: () => number) {
    this.db = db;
    this.now = now;
    this.idsOf = db.prepare('SELECT game_id FROM lobby_favorites WHERE player_id = ? ORDER BY id DESC');
    this.remove = db.prepare('DELETE FROM lobby_favorites WHERE player_id = ? AND game_id = ?');
    this.insert = db.prepare('INSERT INTO lobby_favorites (player_id, game_id, created_at) VALUES (?, ?, ?)');
    this.has = db.prepare('SELECT 1 AS found FROM lobby_favorites WHERE player_id = ? AND game_id = ?');
  }

  /** The player's favourite game ids, the newest first. */
  ids(playerId: number): number[] {
    return this.idsOf.all(playerId).map((row) => integer(row, 'game_id'));
  }

  isFavourite(playerId: number, gameId: number): boolean {
    return this.has.get(playerId, gameId) !== undefined;
  }

  /**
   * Flips the flag and answers the new one. Each request is one flip, applied whole inside one
   * write transaction: two toggles sent at once both apply in arrival order, so the flag ends
   * where it started and the two answers are true and false.
   */
  toggle(playerId: number, gameId: number): boolean {
    return inTransaction(this.db, () => {
      if (Number(this.remove.run(playerId, gameId).changes) > 0) return false;
      this.insert.run(playerId, gameId, this.now());
      return true;
    });
  }

  /** Marks games as favourites (the seed's demo player); already favourite stays so. */
  add(playerId: number, gameIds: readonly number[]): void {
    inTransaction(this.db, () => {
      for (const gameId of gameIds) if (!this.isFavourite(playerId, gameId)) this.insert.run(playerId, gameId, this.now());
    });
  }
}
