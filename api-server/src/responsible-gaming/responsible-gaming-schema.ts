import type { Migration } from '../db/migrations.ts';

/** The responsible-gaming module's tables (issue 25). Never edit once released: a change is a new migration step. */
export const RESPONSIBLE_GAMING_MIGRATION: Migration = {
  version: 12,
  name: 'responsible gaming: deposit, loss and wager limits, their audit',
  sql: `
    -- A player's limit of one kind over one rolling window (minor units of the brand's money).
    -- pending: an increase (pending_amount) or a removal (pending_amount NULL) asked for, which
    -- the player may confirm from pending_from (Unix seconds) on; until then amount binds.
    CREATE TABLE gaming_limits (
      player_id INTEGER NOT NULL REFERENCES players (id),
      kind TEXT NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager')),
      period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
      amount INTEGER NOT NULL CHECK (amount > 0),
      pending INTEGER NOT NULL DEFAULT 0 CHECK (pending IN (0, 1)),
      pending_amount INTEGER CHECK (pending_amount IS NULL OR pending_amount > amount),
      pending_from INTEGER NOT NULL DEFAULT 0,
      updated_at INTEGER NOT NULL,
      PRIMARY KEY (player_id, kind, period)
    ) STRICT, WITHOUT ROWID;

    -- Every change of a limit: who made it, when, the value before and after (NULL: no limit).
    -- action: set (a first limit), decreased, increase_requested, removal_requested, increased,
    -- removed, pending_cancelled. Append-only.
    CREATE TABLE gaming_limit_audit (
      id INTEGER PRIMARY KEY,
      player_id INTEGER NOT NULL REFERENCES players (id),
      kind TEXT NOT NULL,
      period TEXT NOT NULL,
      action TEXT NOT NULL,
      old_amount INTEGER,
      new_amount INTEGER,
      actor TEXT NOT NULL,
      created_at INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX gaming_limit_audit_by_player ON gaming_limit_audit (player_id, id);

    CREATE TRIGGER gaming_limit_audit_no_update BEFORE UPDATE ON gaming_limit_audit BEGIN SELECT RAISE(ABORT, 'the audit is append-only'); END;
    CREATE TRIGGER gaming_limit_audit_no_delete BEFORE DELETE ON gaming_limit_audit BEGIN SELECT RAISE(ABORT, 'the audit is append-only'); END;

    -- The windows read deposits by player and time, and bets and wins from the ledger likewise.
    CREATE INDEX deposit_orders_by_player_time ON deposit_orders (player_id, created_at);
    CREATE INDEX ledger_by_player_time ON ledger (player_id, created_at);
  `,
};
