import type { Migration } from '../db/migrations.ts';

/** The poker tables' sessions and hands. Never edit once released: a change is a new migration step. */
export const POKER_MIGRATION: Migration = {
  version: 11,
  name: 'poker: table sessions, recorded hands',
  sql: `
    -- A player seated at a poker table against bots, from buy-in to cash-out. stack: the
    -- player's chips (the buy-in moved out of the wallet; the cash-out moves them back). table
    -- (JSON): the bots, the button and the hand in play, written after every action, so a
    -- restart finds the hand where it was. One open session per player (closed_at NULL).
    CREATE TABLE poker_sessions (
      id INTEGER PRIMARY KEY,
      player_id INTEGER NOT NULL REFERENCES players (id),
      brand TEXT NOT NULL REFERENCES brands (brand),
      game_id INTEGER NOT NULL REFERENCES games (id),
      money_type INTEGER NOT NULL CHECK (money_type IN (1, 2, 5)),
      buy_in INTEGER NOT NULL CHECK (buy_in > 0),
      stack INTEGER NOT NULL CHECK (stack >= 0),
      table_state TEXT NOT NULL CHECK (json_valid(table_state)),
      opened_at INTEGER NOT NULL,
      last_action_at INTEGER NOT NULL,
      closed_at INTEGER,
      cash_out INTEGER CHECK (cash_out >= 0)
    ) STRICT;
    CREATE UNIQUE INDEX poker_sessions_one_open ON poker_sessions (player_id) WHERE closed_at IS NULL;

    -- Every finished hand of a session (record: the engine's HandRecord as JSON, every seat's
    -- cards included; a player is only ever shown their own and those shown down). net: the
    -- player's chips won less chips put in.
    CREATE TABLE poker_hands (
      id INTEGER PRIMARY KEY,
      session_id INTEGER NOT NULL REFERENCES poker_sessions (id),
      player_id INTEGER NOT NULL REFERENCES players (id),
      game_id INTEGER NOT NULL REFERENCES games (id),
      net INTEGER NOT NULL,
      record TEXT NOT NULL CHECK (json_valid(record)),
      created_at INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX poker_hands_by_player ON poker_hands (player_id, game_id, id);
  `,
};
