import type { Migration } from '../db/migrations.ts';

/** A payout account's number for the methods the spec's fields do not hold. Never edit once released. */
export const WITHDRAW_ACCOUNT_NUMBER_MIGRATION: Migration = {
  version: 17,
  name: 'withdrawals: account number (USDT address, SPEI CLABE)',
  sql: `
    -- account_no: the USDT wallet address (method 1000) or the CLABE (method 6); empty for the
    -- methods whose target the spec's fields hold (IFSC in ifsc_code and phone, PIX in cpf and
    -- phone or email).
    ALTER TABLE withdraw_accounts ADD COLUMN account_no TEXT NOT NULL DEFAULT '' CHECK (account_no NOT GLOB '*[^0-9A-Za-z]*');
  `,
};
