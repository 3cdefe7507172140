import type { Migration } from '../db/migrations.ts';

/** The promotions domain's tables. Never edit once released: a change is a new migration step. */
export const PROMOTIONS_MIGRATION: Migration = {
  version: 7,
  name: 'promotions',
  sql: `
    -- A brand's promotion settings (amounts, ladders, weights, links) as JSON, read on every call so
    -- an operator's change applies at once; promotion-config.ts checks the shape. A brand without a
    -- row runs the defaults of its currency.
    CREATE TABLE promotion_configs (
      brand TEXT PRIMARY KEY REFERENCES brands (brand),
      config TEXT NOT NULL CHECK (json_valid(config)),
      updated_at INTEGER NOT NULL
    ) STRICT;

    -- The download award (activity 1002): one row per player who took it, so it is taken once.
    CREATE TABLE download_awards (
      player_id INTEGER PRIMARY KEY REFERENCES players (id),
      amount INTEGER NOT NULL CHECK (amount > 0),          -- bonus, wallet minor units
      claimed_at INTEGER NOT NULL
    ) STRICT;

    -- Picture captchas: only the SHA-256 of key and answer is kept; each one answers once.
    -- player_id NULL: issued to a visitor, whose device id names it.
    CREATE TABLE pic_captchas (
      captcha_key TEXT PRIMARY KEY,
      brand TEXT NOT NULL REFERENCES brands (brand),
      player_id INTEGER REFERENCES players (id),
      device_id TEXT NOT NULL,
      answer_hash TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL CHECK (expires_at > created_at),
      used_at INTEGER
    ) STRICT;
    CREATE INDEX pic_captchas_by_device ON pic_captchas (brand, device_id, created_at);
    CREATE INDEX pic_captchas_by_player ON pic_captchas (player_id, created_at);
    CREATE INDEX pic_captchas_by_expiry ON pic_captchas (expires_at);

    -- Gold panning (activity 17): the awards of the day's ladder a player took (day: UTC date).
    -- Amounts in 1/10000 of the currency, as the gold-panning screens read them.
    CREATE TABLE gold_panning_awards (
      player_id INTEGER NOT NULL REFERENCES players (id),
      day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
      award_index INTEGER NOT NULL CHECK (award_index >= 0),
      amount INTEGER NOT NULL CHECK (amount > 0 AND amount % 100 = 0),
      taken_at INTEGER NOT NULL,
      PRIMARY KEY (player_id, day, award_index)
    ) STRICT;

    -- The one-time extra for sharing gold panning.
    CREATE TABLE gold_panning_shares (
      player_id INTEGER PRIMARY KEY REFERENCES players (id),
      amount INTEGER NOT NULL CHECK (amount > 0 AND amount % 100 = 0),   -- 1/10000
      shared_at INTEGER NOT NULL
    ) STRICT;

    -- Gift packets (activity 1003): share links a player generated, a few a day.
    CREATE TABLE gift_packets (
      id INTEGER PRIMARY KEY,
      brand TEXT NOT NULL REFERENCES brands (brand),
      player_id INTEGER NOT NULL REFERENCES players (id),
      code TEXT NOT NULL UNIQUE,
      day TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL CHECK (expires_at > created_at)
    ) STRICT;
    CREATE INDEX gift_packets_by_player ON gift_packets (player_id, day);

    -- The invitation turntable (activity 8): a participation ("part") collects spin prizes towards
    -- its target until it ends; reaching the target pays the target out as cash, once. Amounts in
    -- 1/10000 of the currency. A part past its end without a payout is marked expired lazily.
    CREATE TABLE invite_turntable_parts (
      id INTEGER PRIMARY KEY,
      brand TEXT NOT NULL REFERENCES brands (brand),
      player_id INTEGER NOT NULL REFERENCES players (id),
      status TEXT NOT NULL CHECK (status IN ('open', 'withdrawn', 'expired')),
      started_at INTEGER NOT NULL,
      ends_at INTEGER NOT NULL CHECK (ends_at > started_at),
      -- The newest player id when the part began: only invitees above it earn this part spins, so
      -- a sign-up never counts for two parts.
      invitees_after_id INTEGER NOT NULL CHECK (invitees_after_id >= 0),
      target_amount INTEGER NOT NULL CHECK (target_amount > 0 AND target_amount % 100 = 0),
      accum_money INTEGER NOT NULL DEFAULT 0 CHECK (accum_money >= 0 AND accum_money <= target_amount),
      spins_used INTEGER NOT NULL DEFAULT 0 CHECK (spins_used >= 0),
      award_cash INTEGER NOT NULL DEFAULT 0 CHECK (award_cash >= 0),
      withdrawn_at INTEGER,
      CHECK ((status = 'withdrawn') = (withdrawn_at IS NOT NULL))
    ) STRICT;
    CREATE UNIQUE INDEX invite_turntable_one_open_part ON invite_turntable_parts (player_id) WHERE status = 'open';
    CREATE INDEX invite_turntable_payouts ON invite_turntable_parts (brand, withdrawn_at) WHERE status = 'withdrawn';

    -- What the turntable gave: each spin (segment and amount) and each payout, for the records list.
    CREATE TABLE invite_turntable_records (
      id INTEGER PRIMARY KEY,
      part_id INTEGER NOT NULL REFERENCES invite_turntable_parts (id),
      player_id INTEGER NOT NULL REFERENCES players (id),
      kind TEXT NOT NULL CHECK (kind IN ('spin', 'withdraw')),
      segment_index INTEGER CHECK (segment_index >= 0),
      amount INTEGER NOT NULL CHECK (amount > 0),
      created_at INTEGER NOT NULL,
      CHECK ((kind = 'spin') = (segment_index IS NOT NULL))
    ) STRICT;
    CREATE INDEX invite_turntable_records_by_player ON invite_turntable_records (player_id, id);

    -- The agent turntable of the proxy page: one spin a UTC day for players whose invitees deposit.
    CREATE TABLE agent_turntable_spins (
      player_id INTEGER NOT NULL REFERENCES players (id),
      day TEXT NOT NULL,
      segment_index INTEGER NOT NULL CHECK (segment_index >= 0),
      amount INTEGER NOT NULL CHECK (amount > 0),          -- bonus, wallet minor units
      created_at INTEGER NOT NULL,
      PRIMARY KEY (player_id, day)
    ) STRICT;

    -- Blind box (activity 19): the day's boxes a player opened; a box holds bonus or a wheel spin.
    CREATE TABLE blind_box_opens (
      player_id INTEGER NOT NULL REFERENCES players (id),
      day TEXT NOT NULL,
      box_index INTEGER NOT NULL CHECK (box_index >= 0),
      prize TEXT NOT NULL CHECK (prize IN ('bonus', 'spin')),
      amount INTEGER NOT NULL CHECK (amount >= 0),          -- bonus, wallet minor units; 0 for a spin
      opened_at INTEGER NOT NULL,
      PRIMARY KEY (player_id, day, box_index),
      CHECK ((prize = 'spin') = (amount = 0))
    ) STRICT;

    -- The blind-box wheel: money collected by spins (wallet minor units) until it is withdrawn.
    CREATE TABLE blind_box_wheels (
      player_id INTEGER PRIMARY KEY REFERENCES players (id),
      money_num INTEGER NOT NULL DEFAULT 0 CHECK (money_num >= 0),
      spins_used INTEGER NOT NULL DEFAULT 0 CHECK (spins_used >= 0),
      withdraw_count INTEGER NOT NULL DEFAULT 0 CHECK (withdraw_count >= 0)
    ) STRICT;

    CREATE TABLE blind_box_wheel_spins (
      id INTEGER PRIMARY KEY,
      player_id INTEGER NOT NULL REFERENCES players (id),
      segment_index INTEGER NOT NULL CHECK (segment_index >= 0),
      amount INTEGER NOT NULL CHECK (amount > 0),
      created_at INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX blind_box_wheel_spins_by_player ON blind_box_wheel_spins (player_id, id);

    -- withdraw_no counts a player's withdrawals from 1: the ledger's request key is made from it.
    CREATE TABLE blind_box_withdrawals (
      id INTEGER PRIMARY KEY,
      player_id INTEGER NOT NULL REFERENCES players (id),
      withdraw_no INTEGER NOT NULL CHECK (withdraw_no > 0),
      amount INTEGER NOT NULL CHECK (amount > 0),
      money_type INTEGER NOT NULL CHECK (money_type IN (1, 2)),
      created_at INTEGER NOT NULL,
      UNIQUE (player_id, withdraw_no)
    ) STRICT;
  `,
};
