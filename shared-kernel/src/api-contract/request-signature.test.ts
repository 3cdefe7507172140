import { describe, expect, it, vi } from 'vitest';
import { API_HEADERS } from './headers.ts';
import { signRequest, signatureBase } from './request-signature.ts';
import { SIGNATURE_MAX_SKEW_MS, parseSignatureHeader, verifyRequestSignature } from './request-verification.ts';

const KEY = 'brand-india-signing-key';
const T = 1_700_000_000_000;
const BODY = '{"amount":10000,"account_id":3}';
const POST = { method: 'POST', pathAndQuery: '/api/user/withdraw', body: BODY, key: KEY };

// Vectors computed independently with node:crypto (createHash / createHmac, digest 'base64url').
const BODY_SHA256 = '397a8f5efa6bffa673d623ecf6a19471e2a2ca2299a1d33c89abac9423f9731f';
const POST_SIGNATURE = `t=${T}, sig=ufiXaGRx3homSCv7Lq6vrvYYU37qypWWYpbUe1sALOQ`;
const GET_SIGNATURE = `t=${T}, sig=PimjFewvnVsEJmDPdH4Jfn7vb8PIUW0_6W0N7KLcLxc`;
// Signed as the client signs: with a nonce, and the withdrawal's Idempotency-Key.
const NONCE = 'nOnCe-012345678_';
const KEYED_SIGNATURE = `t=${T}, n=${NONCE}, sig=9JzdCSsUVpfcG0aiqeYQ42p9LYuyhiy-DH5Xvu6oae0`;
const KEYED = { ...POST, idempotencyKey: 'intent-7f3a' };

describe('request signature', () => {
  it('is sent as X-Casino-Signature', () => {
    expect(API_HEADERS.signature).toBe('X-Casino-Signature');
  });

  it('signs METHOD, path+query, t and the body hash, one per line', async () => {
    await expect(signatureBase({ ...POST, method: 'post', timestamp: T })).resolves.toBe(`POST\n/api/user/withdraw\n${T}\n${BODY_SHA256}`);
    // No body hashes the empty string.
    await expect(signatureBase({ method: 'GET', pathAndQuery: '/api/wallet?reserve=1', timestamp: T })).resolves.toBe(
      `GET\n/api/wallet?reserve=1\n${T}\ne3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855`,
    );
  });

  it('matches an independent HMAC-SHA256 implementation', async () => {
    await expect(signRequest({ ...KEYED, timestamp: T, nonce: NONCE })).resolves.toBe(KEYED_SIGNATURE);
    await expect(signatureBase({ ...KEYED, timestamp: T, nonce: NONCE })).resolves.toBe(`POST\n/api/user/withdraw\n${T}.${NONCE}\n${BODY_SHA256}\nintent-7f3a`);
    // Bytes and text of the same body sign alike.
    await expect(signRequest({ ...KEYED, body: new TextEncoder().encode(BODY), timestamp: T, nonce: NONCE })).resolves.toBe(KEYED_SIGNATURE);
    await expect(verifyRequestSignature({ ...KEYED, header: KEYED_SIGNATURE, now: T })).resolves.toEqual({ valid: true, timestamp: T });
  });

  it('signs every request with its own nonce, so no two share a signature', async () => {
    const headers = await Promise.all([1, 2, 3].map(() => signRequest({ ...POST, timestamp: T })));
    expect(new Set(headers).size).toBe(3);
    for (const header of headers) {
      expect(header).toMatch(/^t=1700000000000, n=[A-Za-z0-9_-]{16}, sig=[A-Za-z0-9_-]{43}$/);
      await expect(verifyRequestSignature({ ...POST, header, now: T })).resolves.toEqual({ valid: true, timestamp: T });
    }
  });

  it('refuses a keyed request sent again under another key, without its key, or with its nonce changed', async () => {
    await expect(verifyRequestSignature({ ...KEYED, idempotencyKey: 'intent-other', header: KEYED_SIGNATURE, now: T })).resolves.toEqual({ valid: false, reason: 'mismatch' });
    await expect(verifyRequestSignature({ ...POST, header: KEYED_SIGNATURE, now: T })).resolves.toEqual({ valid: false, reason: 'mismatch' });
    const otherNonce = KEYED_SIGNATURE.replace(NONCE, 'x'.repeat(16));
    await expect(verifyRequestSignature({ ...KEYED, header: otherNonce, now: T })).resolves.toEqual({ valid: false, reason: 'mismatch' });
  });

  it('still verifies an older client’s header without a nonce', async () => {
    await expect(verifyRequestSignature({ ...POST, header: POST_SIGNATURE, now: T })).resolves.toEqual({ valid: true, timestamp: T });
    await expect(verifyRequestSignature({ method: 'GET', pathAndQuery: '/api/wallet?reserve=1', key: KEY, header: GET_SIGNATURE, now: T })).resolves.toEqual({
      valid: true,
      timestamp: T,
    });
  });

  it('uses the current time by default', async () => {
    const before = Date.now();
    const parsed = parseSignatureHeader(await signRequest(POST));
    expect(parsed?.timestamp).toBeGreaterThanOrEqual(before);
    expect(parsed?.timestamp).toBeLessThanOrEqual(Date.now());
  });

  it('verifies a good signature within the skew window, either way', async () => {
    for (const now of [T, T + SIGNATURE_MAX_SKEW_MS, T - SIGNATURE_MAX_SKEW_MS]) {
      await expect(verifyRequestSignature({ ...POST, header: POST_SIGNATURE, now })).resolves.toEqual({ valid: true, timestamp: T });
    }
    expect(SIGNATURE_MAX_SKEW_MS).toBe(300_000);
  });

  it('refuses a signature older or newer than the window as stale', async () => {
    for (const now of [T + SIGNATURE_MAX_SKEW_MS + 1, T - SIGNATURE_MAX_SKEW_MS - 1]) {
      await expect(verifyRequestSignature({ ...POST, header: POST_SIGNATURE, now })).resolves.toEqual({ valid: false, reason: 'stale' });
    }
    await expect(verifyRequestSignature({ ...POST, header: POST_SIGNATURE, now: T + 60_000, maxSkewMs: 1_000 })).resolves.toEqual({
      valid: false,
      reason: 'stale',
    });
  });

  it.each([
    ['body', { body: BODY.replace('10000', '10001') }],
    ['path', { pathAndQuery: '/api/user/withdraw?x=1' }],
    ['method', { method: 'PUT' }],
    ['key', { key: 'another-brand-key' }],
  ])('refuses a signature when the %s differs', async (_part, change) => {
    await expect(verifyRequestSignature({ ...POST, ...change, header: POST_SIGNATURE, now: T })).resolves.toEqual({ valid: false, reason: 'mismatch' });
  });

  it('refuses a signature whose t was changed', async () => {
    const moved = POST_SIGNATURE.replace(`t=${T}`, `t=${T + 1}`);
    await expect(verifyRequestSignature({ ...POST, header: moved, now: T })).resolves.toEqual({ valid: false, reason: 'mismatch' });
  });

  it.each([
    [undefined, 'missing'],
    [null, 'missing'],
    ['', 'missing'],
    ['sig=abc, t=1', 'malformed'],
    [`t=${T},sig=ufiXaGRx3homSCv7Lq6vrvYYU37qypWWYpbUe1sALOQ`, 'malformed'],
    [`t=${T}, sig=ufiXaGRx3homSCv7Lq6vrvYYU37qypWWYpbUe1sALO`, 'malformed'],
    [`t=${T}, sig=ufiXaGRx3homSCv7Lq6vrvYYU37qypWWYpbUe1sALOQ=`, 'malformed'],
    [`t=abc, sig=ufiXaGRx3homSCv7Lq6vrvYYU37qypWWYpbUe1sALOQ`, 'malformed'],
  ] as const)('refuses the header %j as %s', async (header, reason) => {
    await expect(verifyRequestSignature({ ...POST, header, now: T })).resolves.toEqual({ valid: false, reason });
  });

  it('refuses to sign without a key', async () => {
    await expect(signRequest({ ...POST, key: '' })).rejects.toThrow(/signing key is empty/);
  });

  it('imports each key once, and signs with each its own', async () => {
    const importKey = vi.spyOn(globalThis.crypto.subtle, 'importKey');
    try {
      const other = 'brand-brasil-signing-key-' + String(Math.random());
      const first = await signRequest({ ...KEYED, key: other, timestamp: T, nonce: NONCE });
      const again = await signRequest({ ...KEYED, key: other, timestamp: T, nonce: NONCE });
      expect(again).toBe(first);
      expect(first).not.toBe(KEYED_SIGNATURE);
      expect(await signRequest({ ...KEYED, timestamp: T, nonce: NONCE })).toBe(KEYED_SIGNATURE);
      expect(importKey.mock.calls.filter(([, raw]) => new TextDecoder().decode(raw as Uint8Array) === other)).toHaveLength(1);
    } finally {
      importKey.mockRestore();
    }
  });
});
