import { describe, expect, it } from 'vitest';
import { MAX_CONCURRENT_HASHES, hashPassword, hashesRunning, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('matches the password it hashed, and nothing else', async () => {
    const stored = await hashPassword('Secret_12');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('Secret_12', stored)).toBe(true);
    expect(await verifyPassword('secret_12', stored)).toBe(false);
    expect(await verifyPassword('Secret_12', null)).toBe(false);
  });

  it('keeps at most two hashes on the thread pool under a flood of sign-ins, and finishes every one', async () => {
    let most = 0;
    let sampling = true;
    const sample = () => {
      most = Math.max(most, hashesRunning());
      if (sampling) setImmediate(sample);
    };
    sample();
    const stored = await hashPassword('Secret_12');
    const flood = Array.from({ length: 12 }, (_, index) => verifyPassword(index === 0 ? 'Secret_12' : `wrong-${index}`, stored));
    const results = await Promise.all(flood);
    sampling = false;
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(most).toBe(MAX_CONCURRENT_HASHES);
    expect(hashesRunning()).toBe(0);
  });
});
