import type { Migration } from '../db/migrations.ts';

/**
 * The promotions domain's second step: redeem codes, and gift packets that hold money their
 * openers share. Never edit once released: a change is a new migration step.
 */
export const PROMOTIONS_REDEEM_MIGRATION: Migration = {
  version: 9,
  name: 'promotions: redeem codes, gift packet shares',
  sql: `
    -- Redeem codes of a brand's reward center: a prize (bonus or cash, wallet minor units) for up
    -- to max_uses players, each once, until expires_at (Unix seconds). Codes are stored in upper
    -- case and typed in any case. uses counts the redemptions; its CHECK is the last guard of the
    -- limit.
    CREATE TABLE redeem_codes (
      id INTEGER PRIMARY KEY,
      brand TEXT NOT NULL REFERENCES brands (brand),
      code TEXT NOT NULL CHECK (length(code) BETWEEN 4 AND 32 AND code NOT GLOB '*[^A-Z0-9]*'),
      prize TEXT NOT NULL CHECK (prize IN ('bonus', 'cash')),
      amount INTEGER NOT NULL CHECK (amount > 0),
      max_uses INTEGER NOT NULL CHECK (max_uses > 0),
      uses INTEGER NOT NULL DEFAULT 0 CHECK (uses >= 0 AND uses <= max_uses),
      depositors_only INTEGER NOT NULL DEFAULT 0 CHECK (depositors_only IN (0, 1)),
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL CHECK (expires_at > created_at),
      UNIQUE (brand, code)
    ) STRICT;

    -- One row per player who redeemed a code: once per player; use_no numbers the uses from 1.
    CREATE TABLE redeem_code_uses (
      code_id INTEGER NOT NULL REFERENCES redeem_codes (id),
      player_id INTEGER NOT NULL REFERENCES players (id),
      use_no INTEGER NOT NULL CHECK (use_no > 0),
      amount INTEGER NOT NULL CHECK (amount > 0),
      redeemed_at INTEGER NOT NULL,
      PRIMARY KEY (code_id, player_id),
      UNIQUE (code_id, use_no)
    ) STRICT;
    CREATE INDEX redeem_code_uses_by_player ON redeem_code_uses (player_id);

    -- A gift packet now holds money (bonus, wallet minor units) split among up to max_openers
    -- other players, both fixed when it is made. Packets made before this step hold 0: nothing to open.
    ALTER TABLE gift_packets ADD COLUMN amount INTEGER NOT NULL DEFAULT 0 CHECK (amount >= 0);
    ALTER TABLE gift_packets ADD COLUMN max_openers INTEGER NOT NULL DEFAULT 0 CHECK (max_openers >= 0);

    -- Who opened a packet and the share they drew, once per player and packet; share_no numbers
    -- the openers from 1 (the code keeps it within max_openers). day: the UTC date, for the
    -- opener's daily limit.
    CREATE TABLE gift_packet_opens (
      packet_id INTEGER NOT NULL REFERENCES gift_packets (id),
      player_id INTEGER NOT NULL REFERENCES players (id),
      share_no INTEGER NOT NULL CHECK (share_no > 0),
      amount INTEGER NOT NULL CHECK (amount > 0),
      day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
      opened_at INTEGER NOT NULL,
      PRIMARY KEY (packet_id, player_id),
      UNIQUE (packet_id, share_no)
    ) STRICT;
    CREATE INDEX gift_packet_opens_by_player ON gift_packet_opens (player_id, day);
  `,
};
