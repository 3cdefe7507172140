import type { DatabaseSync } from 'node:sqlite';
import { randomBytes } from 'node:crypto';
import { CLIENT_SEED_PATTERN, FAIR_GAME_WORDS, type Draw, type FairGame } from '@casino/shared-kernel/provably-fair';
import { inTransaction, integer, integerOrNull, text, type Row } from '../db/database.ts';
import { refuse } from '../server/api-refusal.ts';
import { newServerSeed, roundDraw, serverSeedHash } from './fair-stream.ts';

/** The seed pair a player sees in a game: never the server seed itself while it is in use. */
export interface FairPairView {
  server_seed_hash: string;
  client_seed: string;
  /** The nonce the next round will use. */
  nonce: number;
}

/** A server seed once rotated out: the seed itself, so its rounds can be checked. */
export interface RevealedSeedView {
  server_seed: string;
  server_seed_hash: string;
  /** How many rounds it drew (nonces 0 to rounds − 1). */
  rounds: number;
}

/** How a round was drawn; `server_seed` is null until the seed is rotated out. */
export interface RoundFairness {
  game: FairGame;
  server_seed_hash: string;
  server_seed: string | null;
  client_seed: string;
  nonce: number;
}

/** The seed a round draws from, taken in the round's transaction. */
export interface RoundSeed {
  serverSeedId: number;
  clientSeed: string;
  nonce: number;
  draw: Draw;
}

export const CLIENT_SEED_RULE = 'client_seed: must be 1 to 64 printable characters without ":"';

/** A new player's first client seed: random, until the player picks one. */
const newClientSeed = () => randomBytes(8).toString('hex');

const pairView = (row: Row): FairPairView => ({
  server_seed_hash: text(row, 'server_seed_hash'),
  client_seed: text(row, 'client_seed'),
  nonce: integer(row, 'next_nonce'),
});

/**
 * The players' provably fair seeds, per game family (the engine). A round takes the current
 * seed's next nonce in its own transaction; changing the client seed keeps the server seed and
 * keeps counting, so no message `client:nonce` is ever signed twice with one server seed;
 * rotating reveals the server seed and starts a new one at nonce 0 with the same client seed.
 */
export class FairSeeds {
  private readonly db: DatabaseSync;
  private readonly now: () => number;

  constructor(db: DatabaseSync, now: () => number) {
    this.db = db;
    this.now = now;
  }

  private seconds(): number {
    return Math.floor(this.now() / 1000);
  }

  private active(playerId: number, family: FairGame, clientSeed?: string): Row {
    const row = this.db.prepare('SELECT * FROM fair_server_seeds WHERE player_id = ? AND family = ? AND revealed_at IS NULL').get(playerId, family);
    if (row) return row;
    const seed = newServerSeed();
    this.db
      .prepare(
        'INSERT INTO fair_server_seeds (player_id, family, server_seed, server_seed_hash, client_seed, next_nonce, created_at) VALUES (?, ?, ?, ?, ?, 0, ?)',
      )
      .run(playerId, family, seed, serverSeedHash(seed), clientSeed ?? newClientSeed(), this.seconds());
    const created = this.db.prepare('SELECT * FROM fair_server_seeds WHERE server_seed = ?').get(seed);
    if (!created) throw new Error('The new server seed was not stored');
    return created;
  }

  /** The pair in use (a first one made on the first look, so its hash shows before any bet). */
  current(playerId: number, family: FairGame): FairPairView {
    return inTransaction(this.db, () => pairView(this.active(playerId, family)));
  }

  /** Sets the client seed of the next rounds; the server seed and the nonce carry on. */
  setClientSeed(playerId: number, family: FairGame, clientSeed: unknown): FairPairView {
    if (typeof clientSeed !== 'string' || !CLIENT_SEED_PATTERN.test(clientSeed)) throw refuse(CLIENT_SEED_RULE);
    return inTransaction(this.db, () => {
      const row = this.active(playerId, family);
      this.db.prepare('UPDATE fair_server_seeds SET client_seed = ? WHERE id = ?').run(clientSeed, integer(row, 'id'));
      return { ...pairView(row), client_seed: clientSeed };
    });
  }

  /** Reveals the server seed in use and starts a new one, nonce 0, the client seed kept. */
  rotate(playerId: number, family: FairGame): { revealed: RevealedSeedView; current: FairPairView } {
    return inTransaction(this.db, () => {
      const row = this.active(playerId, family);
      this.db.prepare('UPDATE fair_server_seeds SET revealed_at = ? WHERE id = ?').run(this.seconds(), integer(row, 'id'));
      const next = this.active(playerId, family, text(row, 'client_seed'));
      return {
        revealed: { server_seed: text(row, 'server_seed'), server_seed_hash: text(row, 'server_seed_hash'), rounds: integer(row, 'next_nonce') },
        current: pairView(next),
      };
    });
  }

  /** The next round's seed and nonce, taken: call inside the round's transaction. */
  take(playerId: number, family: FairGame): RoundSeed {
    const row = this.active(playerId, family);
    const serverSeedId = integer(row, 'id');
    const nonce = integer(row, 'next_nonce');
    const clientSeed = text(row, 'client_seed');
    this.db.prepare('UPDATE fair_server_seeds SET next_nonce = next_nonce + 1 WHERE id = ?').run(serverSeedId);
    return { serverSeedId, clientSeed, nonce, draw: roundDraw(text(row, 'server_seed'), clientSeed, nonce, FAIR_GAME_WORDS[family]) };
  }

  /** Ties a stored round to the seed it drew from. */
  record(roundId: number, seed: RoundSeed): void {
    this.db
      .prepare('INSERT INTO fair_rounds (round_id, server_seed_id, client_seed, nonce) VALUES (?, ?, ?, ?)')
      .run(roundId, seed.serverSeedId, seed.clientSeed, seed.nonce);
  }

  /** How each of these rounds was drawn, by round id (rounds from before the scheme have none). */
  fairnessOf(roundIds: readonly number[]): Map<number, RoundFairness> {
    const found = new Map<number, RoundFairness>();
    if (roundIds.length === 0) return found;
    const rows = this.db
      .prepare(
        `SELECT f.round_id, f.client_seed, f.nonce, s.family, s.server_seed, s.server_seed_hash, s.revealed_at
           FROM fair_rounds f JOIN fair_server_seeds s ON s.id = f.server_seed_id
          WHERE f.round_id IN (${roundIds.map(() => '?').join(', ')})`,
      )
      .all(...roundIds);
    for (const row of rows) {
      found.set(integer(row, 'round_id'), {
        game: text(row, 'family') as FairGame,
        server_seed_hash: text(row, 'server_seed_hash'),
        server_seed: integerOrNull(row, 'revealed_at') === null ? null : text(row, 'server_seed'),
        client_seed: text(row, 'client_seed'),
        nonce: integer(row, 'nonce'),
      });
    }
    return found;
  }
}
