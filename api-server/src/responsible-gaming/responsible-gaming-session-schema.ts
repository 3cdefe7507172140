import type { Migration } from '../db/migrations.ts';

/** Responsible gaming's third step (issue 25): the player's reality-check interval. Never edit once released. */
export const RESPONSIBLE_GAMING_SESSION_MIGRATION: Migration = {
  version: 14,
  name: 'responsible gaming: reality-check interval',
  sql: `
    -- The interval at which the site shows the player their session's time and net result; no row
    -- means off. Its changes are audited in gaming_limit_audit (kind 'reality_check').
    CREATE TABLE reality_checks (
      player_id INTEGER PRIMARY KEY REFERENCES players (id),
      minutes INTEGER NOT NULL CHECK (minutes > 0),
      updated_at INTEGER NOT NULL
    ) STRICT;
  `,
};
