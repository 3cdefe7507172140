import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { API_HEADERS, DEVICE_FIELD_NAMES, errorEnvelope, type ApiEnvelope, type EndpointName } from '@casino/shared-kernel/api-contract';
import { inTransaction, text } from '../db/database.ts';
import { ApiRefusal, refuse } from './api-refusal.ts';

/** How long a first answer is kept for its key: longer than any retry of one intent. */
export const IDEMPOTENCY_KEEP_SECONDS = 24 * 60 * 60;

const KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const IDEMPOTENCY_MESSAGES = {
  malformed: `${API_HEADERS.idempotencyKey}: must be 1 to 64 letters, digits, '-' or '_'`,
  reused: `${API_HEADERS.idempotencyKey}: this key was already used for another request; send a new key for a new request`,
  missing: `${API_HEADERS.idempotencyKey}: is required: this call moves money, so each intent carries its own key (the same key when it is sent again)`,
} as const;

/**
 * A payload without spec 3's device fields: they describe the sender, and their random fields (nonce,
 * time) make every sending differ, so a retry of one intent carries new ones and is still the same
 * request.
 */
function withoutDeviceFields(payload: unknown): unknown {
  if (typeof payload !== 'object' || payload === null) return payload;
  return Object.fromEntries(Object.entries(payload).filter(([field]) => !DEVICE_FIELD_NAMES.has(field)));
}

/** The `Idempotency-Key` header of a request: undefined when absent, a refusal when malformed. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers[API_HEADERS.idempotencyKey.toLowerCase()];
  if (value === undefined) return undefined;
  if (Array.isArray(value) || !KEY_PATTERN.test(value)) throw refuse(IDEMPOTENCY_MESSAGES.malformed);
  return value;
}

/**
 * Idempotency keys (issue 21): a state-changing call sent with a key runs once per player and key;
 * a repeat, at any time within a day, concurrent or after a crash, is answered with the first
 * answer (a refusal of the rules included, so a retry does not turn into a different outcome) and
 * moves nothing. Only what the call itself answered is kept: a refusal before the call ran (token,
 * rate limit) or a bug leaves the key unused, so the retry runs.
 */
export class IdempotentAnswers {
  private readonly db: DatabaseSync;
  private readonly now: () => number;
  /** Calls running now, by player and key: a concurrent repeat waits for the first answer. */
  private readonly running = new Map<string, { hash: string; answer: Promise<ApiEnvelope<unknown>> }>();

  constructor(db: DatabaseSync, now: () => number) {
    this.db = db;
    this.now = now;
  }

  /**
   * Runs `call` once for the player's key; without a key it simply runs. A call that answers
   * synchronously (every money movement does: its rules and writes are one transaction) runs inside
   * the transaction that keeps its answer, so a crash cannot leave money moved and the key unused.
   */
  async once(
    key: string | undefined,
    playerId: number,
    name: EndpointName,
    payload: unknown,
    call: () => ApiEnvelope<unknown> | Promise<ApiEnvelope<unknown>>,
  ): Promise<ApiEnvelope<unknown>> {
    if (key === undefined) return call();
    const hash = createHash('sha256').update(`${name}\n${JSON.stringify(withoutDeviceFields(payload))}`).digest('hex');
    const slot = `${playerId}:${key}`;
    const inFlight = this.running.get(slot);
    if (inFlight) {
      if (inFlight.hash !== hash) throw refuse(IDEMPOTENCY_MESSAGES.reused);
      return inFlight.answer;
    }
    const stored = this.db.prepare('SELECT payload_hash, envelope FROM idempotent_answers WHERE player_id = ? AND idempotency_key = ?').get(playerId, key);
    if (stored) {
      if (text(stored, 'payload_hash') !== hash) throw refuse(IDEMPOTENCY_MESSAGES.reused);
      return JSON.parse(text(stored, 'envelope')) as ApiEnvelope<unknown>;
    }
    const answer = this.runAndKeep({ playerId, key, name, hash }, call);
    this.running.set(slot, { hash, answer });
    try {
      return await answer;
    } finally {
      this.running.delete(slot);
    }
  }

  private async runAndKeep(entry: KeptEntry, call: () => ApiEnvelope<unknown> | Promise<ApiEnvelope<unknown>>): Promise<ApiEnvelope<unknown>> {
    try {
      const result = inTransaction(this.db, () => {
        const answered = call();
        if (!(answered instanceof Promise)) this.keep(entry, answered);
        return answered;
      });
      if (!(result instanceof Promise)) return result;
      const envelope = await result;
      inTransaction(this.db, () => this.keep(entry, envelope));
      return envelope;
    } catch (error) {
      // Only the call's own verdict (an envelope refusal, which changed nothing) is an answer;
      // anything else (a bug) leaves the key unused, so the retry runs.
      if (!(error instanceof ApiRefusal) || error.httpStatus !== 200) throw error;
      const envelope = errorEnvelope(error.code, error.message);
      inTransaction(this.db, () => this.keep(entry, envelope));
      return envelope;
    }
  }

  private keep(entry: KeptEntry, envelope: ApiEnvelope<unknown>): void {
    const at = Math.floor(this.now() / 1000);
    this.db.prepare('DELETE FROM idempotent_answers WHERE created_at < ?').run(at - IDEMPOTENCY_KEEP_SECONDS);
    this.db
      .prepare('INSERT INTO idempotent_answers (player_id, idempotency_key, call, payload_hash, envelope, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(entry.playerId, entry.key, entry.name, entry.hash, JSON.stringify(envelope), at);
  }
}

interface KeptEntry {
  playerId: number;
  key: string;
  name: EndpointName;
  hash: string;
}
