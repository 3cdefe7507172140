import type { Migration } from '../db/migrations.ts';

/** The promotions domain's tables. Never edit once released: a change is a new migration step. */
export const PROMOTIONS_MIGRATION: Migration = {
  version: 7,
  name: 'promotions',
  sql: `
    -- (filled in by the promotions domain)
  `,
};
