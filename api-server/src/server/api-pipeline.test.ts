import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_HEADERS, SIGNATURE_MAX_SKEW_MS, developmentSigningKey, type ApiEnvelope } from '@casino/shared-kernel/api-contract';
import { tempDirs } from '../testing/temp-dirs.ts';
import { startTestApiServer, type TestApiServer } from '../testing/test-api-server.ts';
import { SIGNATURE_MESSAGES } from './api-pipeline.ts';

const dirs = tempDirs();
let server: TestApiServer;
let token: string;

beforeAll(async () => {
  server = await startTestApiServer(dirs, { withoutCalls: ['betTask'] });
  token = (await server.signInDemo()).accessToken;
});

afterAll(async () => {
  await server.close();
  dirs.cleanup();
});

const wallet = (overrides: Partial<Parameters<TestApiServer['request']>[0]> = {}) =>
  server.request({ method: 'GET', path: '/api/wallet?reserve=1', token, ...overrides });

/** The envelope of an answer, after checking it is one. */
function envelope(answer: { body: unknown }): ApiEnvelope<unknown> {
  const body = answer.body as ApiEnvelope<unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg']);
  return body;
}

describe('headers of spec 7', () => {
  it('answers a well-formed call with code 0', async () => {
    const answer = await wallet();
    expect(answer.status).toBe(200);
    expect(envelope(answer)).toMatchObject({ code: 0, msg: 'ok', data: { money: 100_000, coin: 5_000 } });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    [API_HEADERS.platformId, undefined, 'Accept-PlatformID: header is missing'],
    [API_HEADERS.platformId, '4', 'Accept-PlatformID: must be 3, not "4"'],
    [API_HEADERS.subChannelId, '1', 'Accept-SubChannelID: must be 0, not "1"'],
    [API_HEADERS.version, '20', 'Accept-Version: must be 21, not "20"'],
    [API_HEADERS.version, undefined, 'Accept-Version: header is missing'],
    // fetch sends "Accept-Language: *" when none is set, so "missing" is tested as empty.
    [API_HEADERS.language, '', 'Accept-Language: header is missing'],
    [API_HEADERS.language, '*', 'Accept-Language: must be one language tag such as "en" or "pt-br"'],
    [API_HEADERS.language, 'en-US,en;q=0.9', 'Accept-Language: must be one language tag such as "en" or "pt-br"'],
    [API_HEADERS.deviceId, undefined, 'Accept-DeviceID: header is missing'],
    [API_HEADERS.deviceId, 'a b', 'Accept-DeviceID: must be 1 to 64 letters, digits, "-" or "_"'],
  ])('refuses %s = %s with code 500 and a clear msg', async (name, value, msg) => {
    const answer = await wallet({ headers: { [name]: value } });
    expect(answer.status).toBe(200);
    expect(envelope(answer)).toEqual({ code: 500, msg, data: null });
  });

  it('wants Accept-ChannelID on lobby info only', async () => {
    const lobby = await server.request({ method: 'GET', path: '/api/preload', headers: { [API_HEADERS.channelId]: undefined } });
    expect(envelope(lobby)).toEqual({ code: 500, msg: 'Accept-ChannelID: header is missing', data: null });
    const badChannel = await server.request({ method: 'GET', path: '/api/index', headers: { [API_HEADERS.channelId]: '0' } });
    expect(envelope(badChannel).msg).toBe('Accept-ChannelID: must be a channel id such as 1');
    expect(envelope(await wallet({ headers: { [API_HEADERS.channelId]: undefined } })).code).toBe(0);
  });
});

describe('signed security header', () => {
  it.each([
    ['missing', { signature: 'none' as const }],
    ['malformed', { signature: 'none' as const, headers: { [API_HEADERS.signature]: 'sig=abc' } }],
    ['stale', { signature: { timestamp: Date.now() - SIGNATURE_MAX_SKEW_MS - 60_000 } }],
    ['mismatch', { signature: { key: 'not-the-brand-key' } }],
  ] as const)('refuses a %s signature', async (reason, overrides) => {
    expect(envelope(await wallet(overrides))).toEqual({ code: 500, msg: SIGNATURE_MESSAGES[reason], data: null });
  });

  it('accepts a clock 4 minutes off either way', async () => {
    for (const offset of [-4, 4]) {
      expect(envelope(await wallet({ signature: { timestamp: server.clock.now() + offset * 60_000 } })).code).toBe(0);
    }
  });

  it('covers the body: a body changed after signing is refused', async () => {
    // Signed over one body, sent with another: the request helper signs what it sends, so spoil it by hand.
    const signed = await server.request({ method: 'POST', path: '/api/user/updateName', token, body: { nick_name: 'Asha' } });
    expect(envelope(signed).code).toBe(0);
    const { signRequest } = await import('@casino/shared-kernel/api-contract');
    const header = await signRequest({
      method: 'POST',
      pathAndQuery: '/api/user/updateName',
      body: '{"nick_name":"Asha"}',
      key: developmentSigningKey('india'),
      timestamp: server.clock.now(),
    });
    const tampered = await server.request({
      method: 'POST',
      path: '/api/user/updateName',
      token,
      body: '{"nick_name":"Eve"}',
      signature: 'none',
      headers: { [API_HEADERS.signature]: header },
    });
    expect(envelope(tampered)).toEqual({ code: 500, msg: SIGNATURE_MESSAGES.mismatch, data: null });
  });

  it('verifies with the key of the request’s brand', async () => {
    const india = await server.request({ method: 'GET', path: '/api/site/settings?brand=brasil', brand: 'india' });
    expect(envelope(india).msg).toBe(SIGNATURE_MESSAGES.mismatch);
    const brasil = await server.request({ method: 'GET', path: '/api/site/settings?brand=brasil', brand: 'brasil' });
    expect(envelope(brasil).code).toBe(0);
  });
});

describe('envelope on every answer', () => {
  it('answers an unknown path 404 with the envelope', async () => {
    const answer = await server.request({ method: 'GET', path: '/api/nothing/here' });
    expect(answer.status).toBe(404);
    expect(envelope(answer)).toEqual({ code: 500, msg: 'Request address error: no call GET /api/nothing/here', data: null });
  });

  it('answers a known path with the wrong method 404', async () => {
    expect((await server.request({ method: 'POST', path: '/api/wallet', body: {} })).status).toBe(404);
  });

  it('answers a body that is not JSON 400, and a body of another type 415', async () => {
    const broken = await server.request({ method: 'POST', path: '/api/user/login', body: '{"client_type":' });
    expect(broken.status).toBe(400);
    expect(envelope(broken)).toMatchObject({ code: 500, msg: expect.stringMatching(/^wrong request: /) as unknown });
    const form = await server.request({
      method: 'POST',
      path: '/api/user/login',
      body: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(envelope(form).code).toBe(500);
  });

  it('answers a body over 64 KiB 413', async () => {
    const answer = await server.request({ method: 'POST', path: '/api/user/updateName', token, body: { nick_name: 'x'.repeat(70_000) } });
    expect(answer.status).toBe(413);
    expect(envelope(answer).code).toBe(500);
  });

  it('refuses __proto__ in a body instead of letting it through', async () => {
    const answer = await server.request({ method: 'POST', path: '/api/user/updateName', token, body: '{"nick_name":"Asha","__proto__":{"admin":true}}' });
    expect(answer.status).toBe(400);
    expect(envelope(answer).code).toBe(500);
  });

  it('answers a call the server has not built 501 "service not implemented"', async () => {
    const answer = await server.request({ method: 'GET', path: '/api/bet_task?reserve=1', token });
    expect(answer.status).toBe(501);
    expect(envelope(answer)).toEqual({ code: 500, msg: 'service not implemented', data: null });
  });

  it('validates the payload with the contract’s schema: every problem in msg, code 500', async () => {
    const answer = await server.request({ method: 'POST', path: '/api/user/login', body: { client_type: 9, system_type: '3' } });
    expect(envelope(answer)).toEqual({
      code: 500,
      msg: 'client_type: must be a login type (0, 1, 2, 3, 4, 5 or 10); system_type: must be 1 (iOS), 2 (Android) or 3 (other)',
      data: null,
    });
  });
});

describe('token (1013)', () => {
  it.each([
    ['missing', '', 'Please sign in first'],
    ['unknown', 'not-a-token', 'Your session is not valid, please sign in again'],
  ])('answers 1013 for a %s token on a call that needs one', async (_label, sent, msg) => {
    expect(envelope(await wallet({ token: sent }))).toEqual({ code: 1013, msg, data: null });
  });

  it('checks the token before the payload, so a visitor is asked to sign in', async () => {
    const answer = await server.request({ method: 'POST', path: '/api/user/updateName', body: { nick_name: '' } });
    expect(envelope(answer).code).toBe(1013);
  });

  it('lets visitor calls run with a dead token, as a visitor', async () => {
    const answer = await server.request({ method: 'GET', path: '/api/site/settings', token: 'dead' });
    expect(envelope(answer).code).toBe(0);
  });
});

describe('brand of a request', () => {
  const currencyOf = (answer: { body: unknown }) =>
    (envelope(answer).data as { groups: { group: string; items: { key: string; value: string }[] }[] }).groups
      .flatMap((group) => group.items)
      .find((item) => item.key === 'currency')?.value;

  it('is india by default, brasil with ?brand=brasil in development, and refuses an unknown one', async () => {
    expect(currencyOf(await server.request({ method: 'GET', path: '/api/site/settings' }))).toBe('INR');
    expect(currencyOf(await server.request({ method: 'GET', path: '/api/site/settings?brand=brasil', brand: 'brasil' }))).toBe('BRL');
    const unknown = await server.request({ method: 'GET', path: '/api/site/settings?brand=chile' });
    expect(envelope(unknown)).toEqual({ code: 500, msg: 'brand: "chile" is not a brand of this casino', data: null });
  });

  it('is the page’s ?brand= in development when the call names none (its Referer)', async () => {
    const answer = await server.request({
      method: 'GET',
      path: '/api/site/settings',
      brand: 'brasil',
      headers: { referer: 'http://127.0.0.1:8080/?brand=brasil' },
    });
    expect(currencyOf(answer)).toBe('BRL');
    const plain = await server.request({ method: 'GET', path: '/api/site/settings', headers: { referer: 'http://127.0.0.1:8080/' } });
    expect(currencyOf(plain)).toBe('INR');
  });

  it('follows the page’s Origin host (a shared API host) through the host mapping', async () => {
    const answer = await server.request({ method: 'GET', path: '/api/site/settings', brand: 'brasil', headers: { origin: 'http://brasil.localhost:4310' } });
    expect(currencyOf(answer)).toBe('BRL');
  });

  it('signs a player in on their own brand only', async () => {
    const answer = await server.request({ method: 'GET', path: '/api/wallet?reserve=1&brand=brasil', brand: 'brasil', token });
    expect(envelope(answer)).toEqual({ code: 1013, msg: 'Your session is not valid, please sign in again', data: null });
  });
});

describe('CORS', () => {
  it('answers a preflight with the headers of spec 7 allowed', async () => {
    const response = await fetch(`${server.url}/api/wallet?reserve=1`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:4310', 'access-control-request-method': 'GET', 'access-control-request-headers': 'accept-version' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4310');
    expect(response.headers.get('access-control-allow-headers')).toContain('X-Casino-Signature');
    expect(response.headers.get('access-control-allow-headers')).toContain('Accept-PlatformID');
  });
});

describe('production mode', () => {
  it('has no dev outbox, and refuses to start without real signing keys', async () => {
    await expect(startTestApiServer(dirs, { mode: 'production' })).rejects.toThrow(/Production needs the signing key of brasil/);
    await expect(
      startTestApiServer(dirs, { mode: 'production', signingKeys: { india: developmentSigningKey('india'), brasil: 'b'.repeat(30) } }),
    ).rejects.toThrow(/not a development key/);
    const production = await startTestApiServer(dirs, { mode: 'production', signingKeys: { india: 'i'.repeat(30), brasil: 'b'.repeat(30) } });
    try {
      expect((await fetch(`${production.url}/dev/outbox`)).status).toBe(404);
      const unknownBrand = await production.request({ method: 'GET', path: '/api/site/settings?brand=brasil', signature: { key: 'i'.repeat(30) } });
      // ?brand= is a development aid: production goes by host, here the default brand.
      expect(envelope(unknownBrand).code).toBe(0);
    } finally {
      await production.close();
    }
  });
});
