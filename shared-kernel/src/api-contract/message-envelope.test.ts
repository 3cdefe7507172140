import { describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGE_KEY, DEFAULT_MESSAGE_PATH } from './message-envelope-config.ts';
import {
  MessageEnvelopeError,
  generateMessageKey,
  openMessage,
  openMessageRequest,
  sealMessage,
  sealMessageResponse,
} from './message-envelope.ts';

const KEY = generateMessageKey();
const SEALED_FORMAT = /^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/;

describe('message envelope', () => {
  it('defaults to POST /api/message under the "sealed" key', () => {
    expect(DEFAULT_MESSAGE_PATH).toBe('/api/message');
    expect(DEFAULT_MESSAGE_KEY).toBe('sealed');
  });

  it('makes 32-byte keys in base64url', () => {
    expect(KEY).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(generateMessageKey()).not.toBe(KEY);
  });

  it('round-trips JSON values as v1.<12-byte iv>.<ciphertext>', async () => {
    const value = { route: '/api/user/order', method: 'POST', payload: { amount: 10_000, note: 'ação ₹' } };
    const sealed = await sealMessage(value, KEY, 'request');
    expect(sealed).toMatch(SEALED_FORMAT);
    expect(sealed).not.toContain('10000');
    await expect(openMessage(sealed, KEY, 'request')).resolves.toEqual(value);
    await expect(openMessage(await sealMessage(null, KEY, 'response'), KEY, 'response')).resolves.toBeNull();
  });

  it('uses a fresh IV every time', async () => {
    const [first, second] = await Promise.all([sealMessage({ a: 1 }, KEY, 'request'), sealMessage({ a: 1 }, KEY, 'request')]);
    expect(first).not.toBe(second);
    expect(first?.split('.')[1]).not.toBe(second?.split('.')[1]);
  });

  it('does not open with another key, another direction, or after tampering', async () => {
    const sealed = await sealMessage({ a: 1 }, KEY, 'request');
    await expect(openMessage(sealed, generateMessageKey(), 'request')).rejects.toThrow(MessageEnvelopeError);
    // A sealed request can never pass as a response.
    await expect(openMessage(sealed, KEY, 'response')).rejects.toThrow(/wrong direction/);
    const [version, iv, data = ''] = sealed.split('.');
    // The first character's six bits are all ciphertext, so changing it changes a byte.
    const flipped = `${version}.${iv}.${data.startsWith('A') ? 'B' : 'A'}${data.slice(1)}`;
    await expect(openMessage(flipped, KEY, 'request')).rejects.toThrow(MessageEnvelopeError);
  });

  it.each(['', 'v1', 'v2.AAAAAAAAAAAAAAAA.AAAA', 'v1.AAAA.AAAA', 'v1.AAAAAAAAAAAAAAAA.!!!!', 'v1.AAAAAAAAAAAAAAAA.AAAA.extra'])(
    'refuses the malformed text %j',
    async (text) => {
      await expect(openMessage(text, KEY, 'request')).rejects.toThrow(/Not a sealed message/);
    },
  );

  it('refuses a key that is not 32 bytes of base64url', async () => {
    await expect(sealMessage({}, 'short', 'request')).rejects.toThrow(/32 bytes/);
    await expect(sealMessage({}, `${KEY}+`, 'request')).rejects.toThrow(/32 bytes/);
  });

  it('lets the server read a sealed request and seal its answer', async () => {
    const config = { key: KEY, messageKey: 'm' };
    const body = { m: await sealMessage({ route: '/api/wallet', method: 'GET', payload: { reserve: 1 }, extra: true }, KEY, 'request') };
    await expect(openMessageRequest(body, config)).resolves.toEqual({ route: '/api/wallet', method: 'GET', payload: { reserve: 1 } });
    const answer = await sealMessageResponse({ code: 0, msg: 'ok', data: 1 }, config);
    expect(Object.keys(answer)).toEqual(['m']);
    await expect(openMessage(answer.m ?? '', KEY, 'response')).resolves.toEqual({ code: 0, msg: 'ok', data: 1 });
  });

  it('refuses a request body without the key, or whose content is not a call', async () => {
    await expect(openMessageRequest({ sealed: 1 }, { key: KEY })).rejects.toThrow(/no "sealed" text/);
    await expect(openMessageRequest(null, { key: KEY })).rejects.toThrow(MessageEnvelopeError);
    const notACall = { sealed: await sealMessage({ route: 'api/x', method: 'DELETE' }, KEY, 'request') };
    await expect(openMessageRequest(notACall, { key: KEY })).rejects.toThrow(/route, method, payload/);
  });
});
