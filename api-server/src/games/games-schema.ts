import type { Migration } from '../db/migrations.ts';

/** The games domain's tables. Never edit once released: a change is a new migration step. */
export const GAMES_MIGRATION: Migration = {
  version: 6,
  name: 'demo games: launches, rounds',
  sql: `
    -- A brand's stake limits for the demo games, minor units of the money played.
    CREATE TABLE game_stake_limits (
      brand TEXT PRIMARY KEY REFERENCES brands (brand),
      min_stake INTEGER NOT NULL CHECK (min_stake > 0),
      max_stake INTEGER NOT NULL CHECK (max_stake >= min_stake AND max_stake <= 1000000000000)
    ) STRICT;

    -- A launch of getGameUrl: the token in the game page's URL. Only its SHA-256 is kept. It is
    -- bound to the player, the game and the balance played, and to the casino session it came
    -- from: signing out (or that session expiring) ends it too. It lapses after a while without
    -- a page load, state read or round (last_used_at, Unix seconds).
    CREATE TABLE game_launches (
      token_hash TEXT PRIMARY KEY,
      player_id INTEGER NOT NULL REFERENCES players (id),
      brand TEXT NOT NULL REFERENCES brands (brand),
      game_id INTEGER NOT NULL REFERENCES games (id),
      money_type INTEGER NOT NULL CHECK (money_type IN (1, 2, 5)),   -- coin (bonus), cash, gold
      mode INTEGER NOT NULL CHECK (mode IN (1, 2)),                   -- 1 desktop, 2 mobile layout
      session_token_hash TEXT NOT NULL REFERENCES sessions (token_hash),
      created_at INTEGER NOT NULL,
      last_used_at INTEGER NOT NULL CHECK (last_used_at >= created_at)
    ) STRICT;
    CREATE INDEX game_launches_by_player ON game_launches (player_id);

    -- One settled round of a demo game. nonce: the page's id for the round, so a retried request
    -- answers this row instead of betting again. The ledger's request keys derive from id.
    -- params: what the player chose (JSON); result: what was drawn (JSON). all_in: the stake
    -- was the whole balance played (the poker stats' all-in rate). balance_after: the balance
    -- played once the stake and win had moved. created_at: Unix seconds.
    CREATE TABLE game_rounds (
      id INTEGER PRIMARY KEY,
      player_id INTEGER NOT NULL REFERENCES players (id),
      brand TEXT NOT NULL REFERENCES brands (brand),
      game_id INTEGER NOT NULL REFERENCES games (id),
      engine TEXT NOT NULL CHECK (engine IN ('slot', 'dice', 'crash')),
      money_type INTEGER NOT NULL CHECK (money_type IN (1, 2, 5)),
      nonce TEXT NOT NULL CHECK (length(nonce) BETWEEN 8 AND 64),
      stake INTEGER NOT NULL CHECK (stake > 0),
      win INTEGER NOT NULL CHECK (win >= 0),
      rtp REAL NOT NULL CHECK (rtp > 0 AND rtp < 100),
      params TEXT NOT NULL CHECK (json_valid(params)),
      result TEXT NOT NULL CHECK (json_valid(result)),
      all_in INTEGER NOT NULL CHECK (all_in IN (0, 1)),
      balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
      created_at INTEGER NOT NULL,
      UNIQUE (player_id, nonce)
    ) STRICT;
    CREATE INDEX game_rounds_by_game ON game_rounds (brand, game_id, id);
    CREATE INDEX game_rounds_by_player ON game_rounds (player_id, game_id, id);

    -- The games a player played, one row each, the last round deciding the order of recents.
    CREATE TABLE recent_games (
      player_id INTEGER NOT NULL REFERENCES players (id),
      game_id INTEGER NOT NULL REFERENCES games (id),
      last_round_id INTEGER NOT NULL REFERENCES game_rounds (id),
      PRIMARY KEY (player_id, game_id)
    ) STRICT, WITHOUT ROWID;
    CREATE INDEX recent_games_by_player ON recent_games (player_id, last_round_id);
  `,
};
