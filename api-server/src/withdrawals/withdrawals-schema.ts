import type { Migration } from '../db/migrations.ts';

/** The withdrawals domain's tables. Never edit once released: a change is a new migration step. */
export const WITHDRAWALS_MIGRATION: Migration = {
  version: 4,
  name: 'withdrawals: accounts, requests',
  sql: `
    -- (filled in by the withdrawals domain)
  `,
};
