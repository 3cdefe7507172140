import type { Migration } from '../db/migrations.ts';

/** The lobby domain's tables. Never edit once released: a change is a new migration step. */
export const LOBBY_MIGRATION: Migration = {
  version: 5,
  name: 'lobby: favourites',
  sql: `
    -- A player's favourite games. A row is a favourite; toggling off deletes it. id orders the list
    -- (newest first) without relying on two toggles landing in different milliseconds. The player
    -- fixes the brand, so no brand column: every read is scoped by player_id.
    CREATE TABLE lobby_favorites (
      id INTEGER PRIMARY KEY,
      player_id INTEGER NOT NULL REFERENCES players (id),
      game_id INTEGER NOT NULL REFERENCES games (id),
      created_at INTEGER NOT NULL CHECK (created_at >= 0),   -- ms since the epoch
      UNIQUE (player_id, game_id)
    ) STRICT;
  `,
};
