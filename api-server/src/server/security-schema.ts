import type { Migration } from '../db/migrations.ts';

/**
 * Issue 21's step: the answers kept for idempotency keys, and the guest secret of a device.
 * Never edit once released: a change is a new migration step.
 */
export const SECURITY_MIGRATION: Migration = {
  version: 10,
  name: 'security: idempotent answers, guest secrets',
  sql: `
    -- The first answer to a state-changing call sent with an Idempotency-Key, per player: a repeat
    -- of the key (the client's retry of one intent, or a replay) gets this answer and moves nothing.
    -- payload_hash (SHA-256 of the call and its payload) refuses a key reused for another request.
    -- envelope is the JSON answer as first sent. Kept a day (created_at, Unix seconds).
    CREATE TABLE idempotent_answers (
      player_id INTEGER NOT NULL REFERENCES players (id),
      idempotency_key TEXT NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 64),
      call TEXT NOT NULL,
      payload_hash TEXT NOT NULL,
      envelope TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      PRIMARY KEY (player_id, idempotency_key)
    ) STRICT;
    CREATE INDEX idempotent_answers_by_age ON idempotent_answers (created_at);

    -- A guest account opens only with the secret the server gave its device (SHA-256 of it here);
    -- NULL for the guest accounts made before this step, which the device id alone still reopened:
    -- their next guest sign-in is given a secret (trust on first use).
    ALTER TABLE players ADD COLUMN guest_secret_hash TEXT;
  `,
};
