/**
 * The casino's schema, one numbered step at a time. A step is never edited once released: a change
 * is a new step, so a database of any age upgrades in order.
 */
export type { Migration } from '@casino/service-kit/sqlite';
import type { Migration } from '@casino/service-kit/sqlite';
import { DEPOSITS_MIGRATION } from '../deposits/deposits-schema.ts';
import { FAIR_MIGRATION } from '../games/fair-schema.ts';
import { GAMES_MIGRATION } from '../games/games-schema.ts';
import { LOBBY_MIGRATION } from '../lobby/lobby-schema.ts';
import { MAIL_MIGRATION } from '../mail/mail-schema.ts';
import { POKER_MIGRATION } from '../poker/poker-schema.ts';
import { PROMOTIONS_REDEEM_MIGRATION } from '../promotions/promotions-redeem-schema.ts';
import { PROMOTIONS_MIGRATION } from '../promotions/promotions-schema.ts';
import { RESPONSIBLE_GAMING_BREAKS_MIGRATION } from '../responsible-gaming/responsible-gaming-breaks-schema.ts';
import { RESPONSIBLE_GAMING_MIGRATION } from '../responsible-gaming/responsible-gaming-schema.ts';
import { RESPONSIBLE_GAMING_SESSION_MIGRATION } from '../responsible-gaming/responsible-gaming-session-schema.ts';
import { RESPONSIBLE_GAMING_SESSION_LIMIT_MIGRATION } from '../responsible-gaming/responsible-gaming-session-limit-schema.ts';
import { SECURITY_MIGRATION } from '../server/security-schema.ts';
import { WITHDRAW_ACCOUNT_NUMBER_MIGRATION } from '../withdrawals/withdraw-accounts-number-schema.ts';
import { WITHDRAWALS_MIGRATION } from '../withdrawals/withdrawals-schema.ts';

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'brands, site settings, VIP levels, players, sessions, codes, outbox, wallet ledger',
    sql: `
      -- A brand is one site (platform.md): its money, language and phone numbers.
      CREATE TABLE brands (
        brand TEXT PRIMARY KEY,
        region TEXT NOT NULL,
        currency TEXT NOT NULL,
        currency_symbol TEXT NOT NULL,
        language TEXT NOT NULL,
        area_code TEXT NOT NULL CHECK (area_code GLOB '[0-9]*'),  -- digits, no plus sign
        phone_pattern TEXT NOT NULL                                -- the national number, after the area code
      ) STRICT;

      -- GET /api/site/settings, in the groups of the kernel's contract; position orders the items of
      -- a brand (the side menu is read in pairs, so order is meaning).
      CREATE TABLE site_settings (
        brand TEXT NOT NULL REFERENCES brands (brand),
        position INTEGER NOT NULL,
        group_name TEXT NOT NULL,
        key TEXT NOT NULL,
        value TEXT NOT NULL,
        PRIMARY KEY (brand, position)
      ) STRICT;

      -- Amounts in minor units; a level is reached by deposits (minimum_amount) and bets (minimum_bet).
      CREATE TABLE vip_levels (
        brand TEXT NOT NULL REFERENCES brands (brand),
        vip_level INTEGER NOT NULL CHECK (vip_level >= 0),
        minimum_amount INTEGER NOT NULL CHECK (minimum_amount >= 0),
        minimum_bet INTEGER NOT NULL CHECK (minimum_bet >= 0),
        cashback_rate REAL NOT NULL CHECK (cashback_rate >= 0),   -- percent of net losses
        PRIMARY KEY (brand, vip_level)
      ) STRICT;

      -- NULL mobile/email/device: not bound (NULLs never collide in a UNIQUE index).
      CREATE TABLE players (
        id INTEGER PRIMARY KEY,
        brand TEXT NOT NULL REFERENCES brands (brand),
        uid INTEGER NOT NULL UNIQUE,
        name TEXT NOT NULL,
        nick_name TEXT NOT NULL,
        avatar_id INTEGER NOT NULL DEFAULT 0,
        mobile TEXT,
        mobile_verified INTEGER NOT NULL DEFAULT 0 CHECK (mobile_verified IN (0, 1)),
        email TEXT,
        email_verified INTEGER NOT NULL DEFAULT 0 CHECK (email_verified IN (0, 1)),
        password_hash TEXT,
        guest_device_id TEXT,
        invitation_code TEXT NOT NULL UNIQUE,
        parent_invitation_code TEXT NOT NULL DEFAULT '',
        parent_id INTEGER REFERENCES players (id),
        channel_id INTEGER NOT NULL,
        top_agent INTEGER NOT NULL DEFAULT 0,
        top_agent_level INTEGER NOT NULL DEFAULT 0,
        second_parent INTEGER NOT NULL DEFAULT 0,
        third_parent INTEGER NOT NULL DEFAULT 0,
        pay_count INTEGER NOT NULL DEFAULT 0,
        pay_total INTEGER NOT NULL DEFAULT 0,
        bet_total INTEGER NOT NULL DEFAULT 0,
        gold_amount INTEGER NOT NULL DEFAULT 0,
        first_pay_date TEXT NOT NULL DEFAULT '',
        create_time INTEGER NOT NULL,
        ip TEXT NOT NULL DEFAULT '',
        regist_device_code TEXT NOT NULL DEFAULT '',
        regist_finger TEXT NOT NULL DEFAULT '',
        login_ip TEXT NOT NULL DEFAULT '',
        login_device_code TEXT NOT NULL DEFAULT '',
        login_finger TEXT NOT NULL DEFAULT '',
        state INTEGER NOT NULL DEFAULT 0,
        classify INTEGER NOT NULL DEFAULT 0,
        fcm_token TEXT NOT NULL DEFAULT '',
        UNIQUE (brand, mobile),
        UNIQUE (brand, email),
        UNIQUE (brand, guest_device_id)
      ) STRICT;

      -- Third-party sign-in: the ID token's issuer and subject name one player per brand.
      CREATE TABLE player_identities (
        brand TEXT NOT NULL REFERENCES brands (brand),
        issuer TEXT NOT NULL,
        subject TEXT NOT NULL,
        player_id INTEGER NOT NULL REFERENCES players (id),
        email TEXT NOT NULL,
        PRIMARY KEY (brand, issuer, subject)
      ) STRICT;

      -- Only the SHA-256 of a token is kept: a copy of the database signs nobody in.
      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players (id),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,   -- Unix seconds, as accessExpire
        revoked_at INTEGER,
        device_id TEXT NOT NULL
      ) STRICT;
      CREATE INDEX sessions_by_player ON sessions (player_id);

      -- One-time codes of sendCode, for a phone number (digits) or an e-mail address.
      CREATE TABLE verification_codes (
        id INTEGER PRIMARY KEY,
        brand TEXT NOT NULL REFERENCES brands (brand),
        target TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        used_at INTEGER
      ) STRICT;
      CREATE INDEX verification_codes_by_target ON verification_codes (brand, target, id);

      -- What would have been sent by SMS or e-mail; read through GET /dev/outbox in development.
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        brand TEXT NOT NULL,
        channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
        target TEXT NOT NULL,
        code TEXT NOT NULL,
        text TEXT NOT NULL,
        created_at INTEGER NOT NULL
      ) STRICT;

      -- The wallet: one row per money movement (a request key makes a retry a no-op), one ledger
      -- row per balance it changes, and the balances, which always equal the ledger's sums.
      CREATE TABLE money_movements (
        id INTEGER PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players (id),
        request_key TEXT NOT NULL,
        cause TEXT NOT NULL,
        reference TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL,
        UNIQUE (player_id, request_key)
      ) STRICT;

      CREATE TABLE ledger (
        id INTEGER PRIMARY KEY,
        movement_id INTEGER NOT NULL REFERENCES money_movements (id),
        player_id INTEGER NOT NULL REFERENCES players (id),
        money_type INTEGER NOT NULL CHECK (money_type IN (1, 2, 3, 4, 5)),
        amount INTEGER NOT NULL CHECK (amount <> 0),
        balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
        cause TEXT NOT NULL,
        created_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX ledger_by_player ON ledger (player_id, id);

      CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
      CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;

      CREATE TABLE balances (
        player_id INTEGER NOT NULL REFERENCES players (id),
        money_type INTEGER NOT NULL CHECK (money_type IN (1, 2, 3, 4, 5)),
        amount INTEGER NOT NULL CHECK (amount >= 0),
        PRIMARY KEY (player_id, money_type)
      ) STRICT, WITHOUT ROWID;
    `,
  },
  {
    version: 2,
    name: 'bet tasks, game catalogue',
    sql: `
      -- A bet task locks money behind turnover: a deposit's cash until its amount has been bet
      -- (kind cash), a deposit's bonus until bonus × the bonus multiplier has been bet (kind bonus,
      -- released to cash on completion). reference: what opened it, e.g. an order number.
      CREATE TABLE bet_tasks (
        id INTEGER PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players (id),
        kind TEXT NOT NULL CHECK (kind IN ('cash', 'bonus')),
        amount INTEGER NOT NULL CHECK (amount > 0),
        target INTEGER NOT NULL CHECK (target > 0),
        cur INTEGER NOT NULL DEFAULT 0 CHECK (cur >= 0 AND cur <= target),
        reference TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        completed_at INTEGER,
        UNIQUE (player_id, kind, reference)
      ) STRICT;
      CREATE INDEX bet_tasks_open ON bet_tasks (player_id, completed_at, id);

      -- The game catalogue, the same for every brand. id is the game_id of the calls; third_game_id
      -- and provider are what getGameUrl receives (game_id, game_type). engine: the demo original a
      -- launch plays, themed by provider. rtp in percent.
      CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        third_game_id TEXT NOT NULL UNIQUE,
        provider TEXT NOT NULL,
        name TEXT NOT NULL,
        lang_key TEXT NOT NULL,
        category TEXT NOT NULL,
        engine TEXT NOT NULL CHECK (engine IN ('slot', 'dice', 'crash')),
        rtp REAL NOT NULL CHECK (rtp > 0 AND rtp < 100),
        rtp_wave REAL NOT NULL CHECK (rtp_wave >= 0),
        popular INTEGER NOT NULL DEFAULT 0 CHECK (popular IN (0, 1)),
        sort_index INTEGER NOT NULL,
        is_show_name INTEGER NOT NULL DEFAULT 1 CHECK (is_show_name IN (0, 1)),
        is_pic_need_cut INTEGER NOT NULL DEFAULT 0 CHECK (is_pic_need_cut IN (0, 1))
      ) STRICT;
      CREATE INDEX games_by_category ON games (category, sort_index);
    `,
  },
  DEPOSITS_MIGRATION,
  WITHDRAWALS_MIGRATION,
  LOBBY_MIGRATION,
  GAMES_MIGRATION,
  PROMOTIONS_MIGRATION,
  MAIL_MIGRATION,
  PROMOTIONS_REDEEM_MIGRATION,
  SECURITY_MIGRATION,
  POKER_MIGRATION,
  RESPONSIBLE_GAMING_MIGRATION,
  RESPONSIBLE_GAMING_BREAKS_MIGRATION,
  RESPONSIBLE_GAMING_SESSION_MIGRATION,
  FAIR_MIGRATION,
  RESPONSIBLE_GAMING_SESSION_LIMIT_MIGRATION,
  WITHDRAW_ACCOUNT_NUMBER_MIGRATION,
];
