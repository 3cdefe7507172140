import type { Migration } from '../db/migrations.ts';

/** Responsible gaming's second step (issue 25): time-outs and self-exclusions. Never edit once released. */
export const RESPONSIBLE_GAMING_BREAKS_MIGRATION: Migration = {
  version: 13,
  name: 'responsible gaming: time-outs and self-exclusions',
  sql: `
    -- Every break a player took, append-only: it is its own audit (who, when, the end before and
    -- after). The break in force is the player's latest row; a new row may only end later (or
    -- never: ends_at NULL, a permanent self-exclusion), so the latest row holds the latest end.
    CREATE TABLE gaming_breaks (
      id INTEGER PRIMARY KEY,
      player_id INTEGER NOT NULL REFERENCES players (id),
      kind TEXT NOT NULL CHECK (kind IN ('time_out', 'self_exclusion')),
      duration TEXT NOT NULL CHECK (duration IN ('24h', '7d', '30d', '6m', '1y', '5y', 'permanent')),
      started_at INTEGER NOT NULL,
      ends_at INTEGER CHECK (ends_at IS NULL OR ends_at > started_at),
      previous_ends_at INTEGER,
      actor TEXT NOT NULL,
      created_at INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX gaming_breaks_by_player ON gaming_breaks (player_id, id);

    CREATE TRIGGER gaming_breaks_no_update BEFORE UPDATE ON gaming_breaks BEGIN SELECT RAISE(ABORT, 'breaks are append-only'); END;
    CREATE TRIGGER gaming_breaks_no_delete BEFORE DELETE ON gaming_breaks BEGIN SELECT RAISE(ABORT, 'breaks are append-only'); END;
  `,
};
