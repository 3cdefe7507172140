import type { Migration } from '../db/migrations.ts';

/** The provably fair seeds of the originals. Never edit once released: a change is a new migration step. */
export const FAIR_MIGRATION: Migration = {
  version: 15,
  name: 'provably fair seeds of the originals',
  sql: `
    -- A server seed of one player and game family (engine), with the client seed now in use and
    -- the next round's nonce. Its hash is shown from its creation; the seed itself only once
    -- revealed (revealed_at, Unix seconds), after which no round draws from it again. One
    -- unrevealed seed per player and family.
    CREATE TABLE fair_server_seeds (
      id INTEGER PRIMARY KEY,
      player_id INTEGER NOT NULL REFERENCES players (id),
      family TEXT NOT NULL CHECK (family IN ('dice', 'crash', 'slot', 'poker')),
      server_seed TEXT NOT NULL UNIQUE CHECK (length(server_seed) = 64),
      server_seed_hash TEXT NOT NULL CHECK (length(server_seed_hash) = 64),
      client_seed TEXT NOT NULL CHECK (length(client_seed) BETWEEN 1 AND 64),
      next_nonce INTEGER NOT NULL CHECK (next_nonce >= 0),
      created_at INTEGER NOT NULL,
      revealed_at INTEGER CHECK (revealed_at IS NULL OR revealed_at >= created_at)
    ) STRICT;
    CREATE UNIQUE INDEX fair_server_seeds_active ON fair_server_seeds (player_id, family) WHERE revealed_at IS NULL;

    -- What a round drew from: its server seed, the client seed then and its nonce. A nonce
    -- is never used twice under one server seed, so no HMAC message is ever signed twice.
    CREATE TABLE fair_rounds (
      round_id INTEGER PRIMARY KEY REFERENCES game_rounds (id),
      server_seed_id INTEGER NOT NULL REFERENCES fair_server_seeds (id),
      client_seed TEXT NOT NULL CHECK (length(client_seed) BETWEEN 1 AND 64),
      nonce INTEGER NOT NULL CHECK (nonce >= 0),
      UNIQUE (server_seed_id, nonce)
    ) STRICT;
  `,
};
