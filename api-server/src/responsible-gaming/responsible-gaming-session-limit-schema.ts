import type { Migration } from '../db/migrations.ts';

/** Responsible gaming's fourth step (issue 25): the player's session time limit. Never edit once released. */
export const RESPONSIBLE_GAMING_SESSION_LIMIT_MIGRATION: Migration = {
  version: 16,
  name: 'responsible gaming: session time limit',
  sql: `
    -- How long one sign-in may play, in minutes (null: none). A higher limit or none applies to
    -- sessions that start after changed_at; the sessions already running keep the lower of
    -- minutes and previous_minutes. Changes are audited in gaming_limit_audit (kind 'session_time').
    CREATE TABLE session_limits (
      player_id INTEGER PRIMARY KEY REFERENCES players (id),
      minutes INTEGER CHECK (minutes > 0),
      previous_minutes INTEGER CHECK (previous_minutes > 0),
      changed_at INTEGER NOT NULL
    ) STRICT;
  `,
};
