import type { Migration } from '../db/migrations.ts';

/** The lobby domain's tables. Never edit once released: a change is a new migration step. */
export const LOBBY_MIGRATION: Migration = {
  version: 5,
  name: 'lobby: favourites',
  sql: `
    -- (filled in by the lobby domain)
  `,
};
