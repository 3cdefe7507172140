import type { Migration } from '../db/migrations.ts';

/** The mail domain's tables. Never edit once released: a change is a new migration step. */
export const MAIL_MIGRATION: Migration = {
  version: 8,
  name: 'mail, notices',
  sql: `
    -- A player's inbox. mail_key is the sender's idempotency key ('welcome', 'cashback:2025-01-31',
    -- a caller's order number…): one mail per key and player, whatever retries or races happen.
    -- title and content are JSON objects of language → text (the contract's mailText reads them).
    -- claim_cause is the ledger cause its awards are credited with. A deleted mail is kept for the
    -- audit (deleted_at) and never listed again.
    CREATE TABLE mails (
      id INTEGER PRIMARY KEY,
      player_id INTEGER NOT NULL REFERENCES players (id),
      mail_key TEXT NOT NULL CHECK (length(mail_key) BETWEEN 1 AND 200),
      title TEXT NOT NULL CHECK (json_valid(title) AND json_type(title) = 'object'),
      content TEXT NOT NULL CHECK (json_valid(content) AND json_type(content) = 'object'),
      claim_cause TEXT NOT NULL CHECK (claim_cause IN ('claim', 'cashback')),
      status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),   -- MAIL_STATUS: unread, read, claimed
      create_time INTEGER NOT NULL,                                     -- Unix seconds, as the list shows it
      read_at INTEGER,
      claimed_at INTEGER,
      deleted_at INTEGER,
      CHECK ((status = 2) = (claimed_at IS NOT NULL)),
      CHECK (status = 0 OR read_at IS NOT NULL),
      UNIQUE (player_id, mail_key)
    ) STRICT;
    CREATE INDEX mails_inbox ON mails (player_id, deleted_at, create_time, id);

    -- A mail's award_package, in order. award_type: 1 coins, 2 cash, anything else bonus (spec 3);
    -- amounts in minor units.
    CREATE TABLE mail_awards (
      mail_id INTEGER NOT NULL REFERENCES mails (id),
      position INTEGER NOT NULL CHECK (position >= 0),
      award_type INTEGER NOT NULL,
      amount INTEGER NOT NULL CHECK (amount > 0),
      PRIMARY KEY (mail_id, position)
    ) STRICT, WITHOUT ROWID;

    -- The last UTC day (days since the epoch) whose VIP cashback has been settled for a player, so
    -- the ledger of a day is read once however often the inbox is opened.
    CREATE TABLE mail_cashback_days (
      player_id INTEGER PRIMARY KEY REFERENCES players (id),
      settled_day INTEGER NOT NULL CHECK (settled_day >= 0)
    ) STRICT;

    -- Notices written by the operator: marquee lines (notice_type 1) and game notices (3), per brand,
    -- for everyone (player_id NULL) or for one player. The winner ticker (2) and the blind-wheel
    -- notices (4) are computed from the ledger, not stored. Texts in the brand's language.
    CREATE TABLE notices (
      id INTEGER PRIMARY KEY,
      brand TEXT NOT NULL REFERENCES brands (brand),
      player_id INTEGER REFERENCES players (id),
      notice_type INTEGER NOT NULL CHECK (notice_type IN (1, 3)),
      title TEXT NOT NULL,
      content TEXT NOT NULL CHECK (length(content) > 0),
      game_id INTEGER REFERENCES games (id),
      sort INTEGER NOT NULL DEFAULT 0,
      start_time INTEGER NOT NULL,
      end_time INTEGER,                                                 -- NULL: until withdrawn
      CHECK (end_time IS NULL OR end_time > start_time),
      CHECK (notice_type <> 3 OR game_id IS NOT NULL)
    ) STRICT;
    CREATE INDEX notices_by_brand ON notices (brand, notice_type, sort, id);
    CREATE INDEX notices_by_player ON notices (player_id) WHERE player_id IS NOT NULL;
  `,
};
