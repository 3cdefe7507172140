import type { Migration } from '../db/migrations.ts';

/** The mail domain's tables. Never edit once released: a change is a new migration step. */
export const MAIL_MIGRATION: Migration = {
  version: 8,
  name: 'mail, notices',
  sql: `
    -- (filled in by the mail domain)
  `,
};
