import type { Migration } from '../db/migrations.ts';

/** The withdrawals domain's tables. Never edit once released: a change is a new migration step. */
export const WITHDRAWALS_MIGRATION: Migration = {
  version: 4,
  name: 'withdrawals: accounts, requests',
  sql: `
    -- The payout accounts a player binds (spec 3's withdraw account). account_type is the brand's
    -- payout method when bound. Deleting only stamps deleted_at: past withdrawals keep naming the
    -- account they were paid to. identity_key is what makes two accounts the same payout target
    -- (a player binds it once); owner_key is what belongs to one person (a CPF, a bank account),
    -- so no two players of a brand hold it.
    CREATE TABLE withdraw_accounts (
      id INTEGER PRIMARY KEY,
      player_id INTEGER NOT NULL REFERENCES players (id),
      brand TEXT NOT NULL REFERENCES brands (brand),
      account_type INTEGER NOT NULL CHECK (account_type IN (1, 5, 6, 1000)),
      name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
      cpf TEXT NOT NULL DEFAULT '' CHECK (cpf = '' OR cpf GLOB '[0-9][0-9][0-9].[0-9][0-9][0-9].[0-9][0-9][0-9]-[0-9][0-9]'),
      email TEXT NOT NULL DEFAULT '',
      phone TEXT NOT NULL DEFAULT '' CHECK (phone NOT GLOB '*[^0-9]*'),
      ifsc_code TEXT NOT NULL DEFAULT '' CHECK (ifsc_code = '' OR length(ifsc_code) = 11),
      identity_key TEXT NOT NULL CHECK (identity_key <> ''),
      owner_key TEXT NOT NULL CHECK (owner_key <> ''),
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL,
      deleted_at INTEGER
    ) STRICT;
    CREATE UNIQUE INDEX withdraw_accounts_bound_once ON withdraw_accounts (player_id, identity_key) WHERE deleted_at IS NULL;
    CREATE INDEX withdraw_accounts_by_player ON withdraw_accounts (player_id, id) WHERE deleted_at IS NULL;
    CREATE INDEX withdraw_accounts_by_owner ON withdraw_accounts (brand, owner_key) WHERE deleted_at IS NULL;

    -- A withdrawal: amount (what left the cash balance, into frozen cash) and fee (kept from the
    -- payout), minor units. status is ORDER_STATUS: 0 processing, 1 success, 2 fail; settled_at is
    -- set exactly when it leaves processing. notified: the player has been told the outcome (the
    -- login's withdraw_notice), once.
    CREATE TABLE withdrawals (
      id INTEGER PRIMARY KEY,
      player_id INTEGER NOT NULL REFERENCES players (id),
      brand TEXT NOT NULL REFERENCES brands (brand),
      account_id INTEGER NOT NULL REFERENCES withdraw_accounts (id),
      amount INTEGER NOT NULL CHECK (amount > 0),
      fee INTEGER NOT NULL CHECK (fee >= 0 AND fee < amount),
      status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
      created_at INTEGER NOT NULL,
      settled_at INTEGER,
      notified INTEGER NOT NULL DEFAULT 0 CHECK (notified IN (0, 1)),
      CHECK ((status = 0) = (settled_at IS NULL)),
      CHECK (status <> 0 OR notified = 0)
    ) STRICT;
    CREATE INDEX withdrawals_by_player ON withdrawals (player_id, id);
    CREATE INDEX withdrawals_by_player_day ON withdrawals (player_id, created_at);
    CREATE INDEX withdrawals_by_brand_status ON withdrawals (brand, status, id);
  `,
};
