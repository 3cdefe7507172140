import type { Migration } from '../db/migrations.ts';

/** The deposits domain's tables. Never edit once released: a change is a new migration step. */
export const DEPOSITS_MIGRATION: Migration = {
  version: 3,
  name: 'deposits: shop, payment methods, orders, offers',
  sql: `
    -- (filled in by the deposits domain)
  `,
};
