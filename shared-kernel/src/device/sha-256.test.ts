import { describe, expect, it } from 'vitest';
import { sha256Hex } from './sha-256.ts';

describe('sha256Hex', () => {
  it('matches the FIPS 180-4 test vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('agrees with WebCrypto across padding boundaries and non-ASCII text', async () => {
    for (const length of [1, 55, 56, 57, 63, 64, 65, 119, 120, 1000]) {
      const text = 'aç₹'.repeat(length).slice(0, length);
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
      const expected = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
      expect(sha256Hex(text), String(length)).toBe(expected);
    }
  });
});
