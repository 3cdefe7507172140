import type { Migration } from '../db/migrations.ts';

/** The games domain's tables. Never edit once released: a change is a new migration step. */
export const GAMES_MIGRATION: Migration = {
  version: 6,
  name: 'demo games: launches, rounds',
  sql: `
    -- (filled in by the games domain)
  `,
};
