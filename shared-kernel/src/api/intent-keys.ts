/**
 * The `Idempotency-Key` of one money intent (a withdrawal of this amount to this account, an order
 * of this deposit): 32 random hex digits. `getRandomValues`, unlike `randomUUID`, also works on a
 * page served over plain http.
 */
export function newIntentKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One intent's key, kept while its outcome is unknown: the player sending the same intent again
 * after a time-out or a lost connection sends the same key, so the server moves the money once. A
 * different intent, or an intent the server answered, gets a new key.
 */
export class IntentKeys {
  private current: { intent: string; key: string } | null = null;

  /** The key of `intent` (any text naming what is asked for, e.g. `amount:account`). */
  keyFor(intent: string): string {
    if (this.current?.intent !== intent) this.current = { intent, key: newIntentKey() };
    return this.current.key;
  }

  /** The server answered (done or refused): the next send is a new intent. */
  answered(): void {
    this.current = null;
  }
}
