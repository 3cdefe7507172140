import { describe, expect, it } from 'vitest';
import { IntentKeys, newIntentKey } from './intent-keys.ts';

describe('IntentKeys', () => {
  it('keeps one key per intent until the server answers it', () => {
    const keys = new IntentKeys();
    const first = keys.keyFor('500:7');
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    // A time-out: the player sends the same withdrawal again.
    expect(keys.keyFor('500:7')).toBe(first);
    // Another amount is another intent.
    const other = keys.keyFor('600:7');
    expect(other).not.toBe(first);
    keys.answered();
    expect(keys.keyFor('600:7')).not.toBe(other);
  });

  it('makes a new random key each time', () => {
    expect(new Set(Array.from({ length: 50 }, newIntentKey)).size).toBe(50);
  });
});
