import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  HTTP_STATUS_TEXT,
  REQUEST_SCHEMAS,
  REQUEST_TIMEOUT_MS,
  generateMessageKey,
  okEnvelope,
  openMessageRequest,
  parseApiRequest,
  sealMessageResponse,
  verifyRequestSignature,
  type MessageEncryptionConfig,
  type OrderResult,
  type WalletInfo,
} from '@casino/shared-kernel/api-contract';
import { GET_RETRY_DELAY_MS, createApiClient, type ApiClientOptions } from './api-client.ts';
import { ApiError, isApiError } from './api-error.ts';
import { startTestApiServer, type RecordedRequest, type TestApiServer } from './test-api-server.ts';

const SIGNING_KEY = 'brand-india-signing-key';
/** The Idempotency-Key every money call carries (one per intent). */
const INTENT = { idempotencyKey: 'intent-1' };
const WALLET = { money: 150_000, coin: 2_500, gold: 0, taskBonus: 0, taskCur: 0, taskTarget: 0 };

let server: TestApiServer;

beforeAll(async () => {
  server = await startTestApiServer();
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  server.reset();
});

function setup(overrides: Partial<ApiClientOptions> = {}) {
  const showError = vi.fn<(text: string) => void>();
  const onTokenInvalid = vi.fn<ApiClientOptions['onTokenInvalid']>();
  const client = createApiClient({
    apiHost: server.url,
    getToken: () => 'token-abc',
    getLanguage: () => 'pt-br',
    getDeviceId: () => 4_815_162_342,
    getChannelId: () => 1001,
    signingKey: SIGNING_KEY,
    translate: (text) => `«${text}»`,
    showError,
    onTokenInvalid,
    ...overrides,
  });
  return { client, showError, onTokenInvalid };
}

/** The rejection of a call, which must be an ApiError. */
async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

const only = (requests: RecordedRequest[]): RecordedRequest => {
  expect(requests).toHaveLength(1);
  return requests[0] as RecordedRequest;
};

describe('request headers (spec 7)', () => {
  it('sends every header with its exact value, and the path and fixed query of the table', async () => {
    server.route('/api/wallet', () => ({ body: okEnvelope(WALLET) }));
    const { client } = setup();
    await expect(client.get('walletInfo')).resolves.toEqual(WALLET);
    const request = only(server.requests);
    expect(request.method).toBe('GET');
    expect(request.url).toBe('/api/wallet?reserve=1');
    expect(request.headers).toMatchObject({
      authorization: 'token-abc',
      'accept-language': 'pt-br',
      'accept-platformid': '3',
      'accept-subchannelid': '0',
      'accept-version': '21',
      'accept-deviceid': '4815162342',
      accept: 'application/json',
    });
    expect(request.headers['x-casino-signature']).toMatch(/^t=\d+, n=[A-Za-z0-9_-]{16}, sig=[A-Za-z0-9_-]{43}$/);
    // Only lobby info names the channel.
    expect(request.headers).not.toHaveProperty('accept-channelid');
  });

  it('adds Accept-ChannelID to lobby info, by endpoint name or by path', async () => {
    server.route('/api/preload', () => ({ body: okEnvelope({}) }));
    server.route('/api/index', () => ({ body: okEnvelope({}) }));
    const { client } = setup();
    await client.get('lobbyPreload');
    await client.get('/api/index');
    expect(server.requests.map((request) => request.headers['accept-channelid'])).toEqual(['1001', '1001']);
  });

  it('sends an empty Authorization for a visitor', async () => {
    server.route('/api/preload', () => ({ body: okEnvelope({}) }));
    const { client } = setup({ getToken: () => undefined });
    await client.get('lobbyPreload');
    expect(only(server.requests).headers.authorization).toBe('');
  });

  it('sends GET payloads as the query and POST payloads as a JSON body', async () => {
    server.route('/api/game/detail', (request) => {
      // The server reads the query with the contract's schema: text in, numbers out.
      const parsed = parseApiRequest('gameDetail', request.query);
      return { body: okEnvelope(parsed) };
    });
    server.route('/api/user/withdraw', (request) => ({ body: okEnvelope(request.json) }));
    const { client } = setup();
    await expect(client.get('gameDetail', { game_id: 7 })).resolves.toEqual({ success: true, data: { game_id: 7 } });
    expect(server.requests[0]?.url).toBe('/api/game/detail?game_id=7');
    await expect(client.post('withdraw', { amount: 50_000, account_id: 3 }, INTENT)).resolves.toEqual({ amount: 50_000, account_id: 3 });
    const post = server.requests[1];
    expect(post?.headers['content-type']).toMatch(/^application\/json/);
    expect(post?.text).toBe('{"amount":50000,"account_id":3}');
  });

  it('sends {} for a POST without payload and uses the table method for call()', async () => {
    server.route('/api/mail/list', (request) => ({ body: okEnvelope({ list: [], unread_num: 0, echo: request.text }) }));
    const { client } = setup();
    await expect(client.call('mailList')).resolves.toEqual({ list: [], unread_num: 0, echo: '{}' });
    expect(only(server.requests).method).toBe('POST');
  });

  it('joins an apiHost with a trailing slash without doubling it', async () => {
    server.route('/api/wallet', () => ({ body: okEnvelope(WALLET) }));
    const { client } = setup({ apiHost: `${server.url}/` });
    await client.get('walletInfo');
    expect(only(server.requests).url).toBe('/api/wallet?reserve=1');
  });

  it('refuses an endpoint used with the wrong method', async () => {
    const { client } = setup();
    const wrong = client.post as unknown as (name: string) => Promise<unknown>;
    await expect(wrong('walletInfo')).rejects.toThrow(TypeError);
    expect(server.requests).toHaveLength(0);
  });
});

describe('device fields (spec 7: shop, order, payout accounts)', () => {
  const DEVICE = { device_model: 'Pixel 8', os_version: 'Android 14', device_id: '4815162342', system_type: 2, token: 'token-abc', nonce: 'n-1', timestamp: 1_750_000_000 };

  it('go with the calls whose payload spec 7 says carries them, the payload’s own fields first', async () => {
    server.route('/api/user/shop', () => ({ body: okEnvelope({}) }));
    server.route('/api/user/order', () => ({ body: okEnvelope({ url: '', br_code: 'qr', pay_method: 1, order_no: 'A1' }) }));
    server.route('/api/withdraw/delAccount', () => ({ body: okEnvelope({}) }));
    server.route('/api/wallet', () => ({ body: okEnvelope(WALLET) }));
    const deviceFields = vi.fn(() => Promise.resolve(DEVICE));
    const { client } = setup({ deviceFields });
    await client.post('shop', { type: 0 });
    await client.post('createOrder', { goods_id: 0, goods_type: 0, amount: 500_00, pay_type: 1, is_add_coin: false, is_join_charge_reward: false, pay_method_id: 2, system_type: 3 }, INTENT);
    await client.call('deleteWithdrawAccount', { id: 7 });
    await client.get('walletInfo');
    const [shop, order, deleted, wallet] = server.requests;
    expect(shop?.json).toEqual({ ...DEVICE, type: 0 });
    expect(order?.json).toMatchObject({ ...DEVICE, amount: 500_00, pay_method_id: 2, system_type: 3 });
    expect(deleted?.json).toEqual({ ...DEVICE, id: 7 });
    expect(wallet?.url).toBe('/api/wallet?reserve=1');
    expect(deviceFields).toHaveBeenCalledTimes(3);
    // The contract the api-server checks payloads with accepts them.
    expect(parseApiRequest('shop', shop?.json).success).toBe(true);
    expect(parseApiRequest('createOrder', order?.json).success).toBe(true);
    expect(parseApiRequest('deleteWithdrawAccount', deleted?.json).success).toBe(true);
  });

  it('do not go with other calls', async () => {
    server.route('/api/user/userinfo', () => ({ body: okEnvelope({}) }));
    const deviceFields = vi.fn(() => Promise.resolve(DEVICE));
    const { client } = setup({ deviceFields });
    await client.post('userInfo');
    expect(only(server.requests).json).toEqual({});
    expect(deviceFields).not.toHaveBeenCalled();
  });
});

describe('typing from the contract', () => {
  it('types payloads and results by endpoint name', () => {
    const { client } = setup();
    // Closures that are never called: these lines are checked by tsc, not run.
    const wallet = () => client.get('walletInfo');
    const order = () =>
      client.post('createOrder', { goods_id: 1, goods_type: 1, amount: 1, pay_type: 2, is_add_coin: false, is_join_charge_reward: false, pay_method_id: 1 });
    const raw = () => client.get<{ up: boolean }>('/status');
    expectTypeOf(wallet).returns.resolves.toEqualTypeOf<WalletInfo>();
    expectTypeOf(order).returns.resolves.toEqualTypeOf<OrderResult | null>();
    expectTypeOf(raw).returns.resolves.toEqualTypeOf<{ up: boolean }>();
    const mistakes = () => [
      // @ts-expect-error withdraw cannot be sent without its payload
      client.post('withdraw'),
      // @ts-expect-error walletInfo is a GET call
      client.post('walletInfo'),
      // @ts-expect-error the amount is a number of minor units, not text
      client.post('withdraw', { amount: '100', account_id: 1 }),
    ];
    expect(typeof mistakes).toBe('function');
  });
});

describe('signed security header', () => {
  it('verifies with verifyRequestSignature, and fails when the body, path or key differ', async () => {
    server.route('/api/user/order', () => ({ body: okEnvelope({ url: 'https://pay.example/1', br_code: '', pay_method: 2, order_no: 'A1' }) }));
    const { client } = setup({ now: () => 1_750_000_000_000 });
    const order = {
      goods_id: 0,
      goods_type: 1,
      amount: 10_000,
      pay_type: 1 as const,
      is_add_coin: false,
      is_join_charge_reward: true,
      pay_method_id: 4,
    };
    await client.post('createOrder', order, INTENT);
    const request = only(server.requests);
    const signed = {
      header: request.headers['x-casino-signature'],
      method: request.method,
      pathAndQuery: request.url,
      idempotencyKey: request.headers['idempotency-key'],
      key: SIGNING_KEY,
      now: 1_750_000_000_500,
    };
    expect(signed.idempotencyKey).toBe('intent-1');
    expect(request.headers['x-casino-signature']).toMatch(/^t=1750000000000, n=[A-Za-z0-9_-]{16}, sig=/);
    await expect(verifyRequestSignature({ ...signed, body: request.body })).resolves.toEqual({ valid: true, timestamp: 1_750_000_000_000 });

    const tampered = request.text.replace('10000', '99999');
    await expect(verifyRequestSignature({ ...signed, body: tampered })).resolves.toEqual({ valid: false, reason: 'mismatch' });
    await expect(verifyRequestSignature({ ...signed, body: request.body, pathAndQuery: '/api/user/withdraw' })).resolves.toEqual({
      valid: false,
      reason: 'mismatch',
    });
    await expect(verifyRequestSignature({ ...signed, body: request.body, key: 'another-brand' })).resolves.toEqual({
      valid: false,
      reason: 'mismatch',
    });
  });

  it('sends a money call only with its Idempotency-Key, which the signature covers', async () => {
    server.route('/api/user/withdraw', (request) => ({ body: okEnvelope(request.json) }));
    const { client } = setup();
    const send = client.post as unknown as (name: string, payload: unknown) => Promise<unknown>;
    await expect(send('withdraw', { amount: 100, account_id: 1 })).rejects.toThrow(/moves money: send it with an idempotencyKey/);
    expect(server.requests).toHaveLength(0);
    await client.post('withdraw', { amount: 100, account_id: 1 }, INTENT);
    const request = only(server.requests);
    const check = { header: request.headers['x-casino-signature'], method: 'POST', pathAndQuery: request.url, body: request.body, key: SIGNING_KEY };
    await expect(verifyRequestSignature({ ...check, idempotencyKey: 'intent-1' })).resolves.toMatchObject({ valid: true });
    await expect(verifyRequestSignature({ ...check, idempotencyKey: 'intent-2' })).resolves.toMatchObject({ valid: false, reason: 'mismatch' });
  });

  it('signs a GET over its path and query and an empty body', async () => {
    server.route('/api/wallet', () => ({ body: okEnvelope(WALLET) }));
    const { client } = setup();
    await client.get('walletInfo');
    const request = only(server.requests);
    const verdict = await verifyRequestSignature({
      header: request.headers['x-casino-signature'],
      method: 'GET',
      pathAndQuery: '/api/wallet?reserve=1',
      key: SIGNING_KEY,
    });
    expect(verdict.valid).toBe(true);
  });
});

describe('replays and repeats (issue 21)', () => {
  it('signs each request at its own millisecond, so no two share a signature', async () => {
    server.route('/api/user/withdraw', () => ({ body: okEnvelope(null) }));
    const { client } = setup({ now: () => 1_750_000_000_000 });
    await Promise.all([client.post('/api/user/withdraw', { amount: 1 }, INTENT), client.post('/api/user/withdraw', { amount: 1 }, INTENT)]);
    const times = server.requests.map((request) => /^t=(\d+),/.exec(request.headers['x-casino-signature'] ?? '')?.[1]);
    // Both are signed concurrently (WebCrypto is asynchronous), so either may reach the server first.
    expect(times.sort()).toEqual(['1750000000000', '1750000000001']);
  });

  it('sends the Idempotency-Key of a call that moves money, and none otherwise', async () => {
    server.route('/api/user/withdraw', () => ({ body: okEnvelope(null) }));
    server.route('/api/mail/list', () => ({ body: okEnvelope(null) }));
    const { client } = setup();
    await client.post('/api/user/withdraw', { amount: 1 }, { idempotencyKey: 'withdrawal-7' });
    await client.post('mailList');
    expect(server.requests.map((request) => request.headers['idempotency-key'])).toEqual(['withdrawal-7', undefined]);
  });
});

describe('envelope policy (spec 8)', () => {
  it('resolves data for code 0, and the whole envelope through callEnvelope', async () => {
    server.route('/api/withdraw/addAccount', () => ({ body: { code: 0, msg: 'ok', data: { id: 9 } } }));
    const { client, showError } = setup();
    const payload = { name: 'Ana Souza', cpf: '529.982.247-25' };
    await expect(client.post('addWithdrawAccount', payload)).resolves.toEqual({ id: 9 });
    await expect(client.callEnvelope('addWithdrawAccount', payload)).resolves.toEqual({ code: 0, msg: 'ok', data: { id: 9 } });
    expect(showError).not.toHaveBeenCalled();
  });

  it('accepts 501 for an order and resolves null, silently', async () => {
    server.route('/api/user/order', () => ({ body: { code: 501, msg: 'order exists', data: null } }));
    const { client, showError } = setup();
    const order = { goods_id: 3, goods_type: 1, amount: 10_000, pay_type: 2 as const, is_add_coin: false, is_join_charge_reward: false, pay_method_id: 1 };
    await expect(client.post('createOrder', order, INTENT)).resolves.toBeNull();
    await expect(client.post('/api/user/order', order, INTENT)).resolves.toBeNull();
    expect(showError).not.toHaveBeenCalled();
  });

  it('treats 501 from any other call as an error', async () => {
    server.route('/api/user/withdraw', () => ({ body: { code: 501, msg: 'not now', data: null } }));
    const { client, showError } = setup();
    const error = await rejection(client.post('withdraw', { amount: 100, account_id: 1 }, INTENT));
    expect(error).toMatchObject({ kind: 'envelope', code: 501, msg: 'not now', shown: true });
    expect(showError).toHaveBeenCalledWith('«not now»');
  });

  it('signs out once on 1013, with the translated message, forced for a signed-in player', async () => {
    server.route('/api/wallet', () => ({ body: { code: 1013, msg: 'token invalid', data: null } }));
    const { client, showError, onTokenInvalid } = setup();
    const errors = await Promise.all([rejection(client.get('walletInfo')), rejection(client.get('walletInfo'))]);
    for (const error of errors) expect(error).toMatchObject({ kind: 'token-invalid', code: 1013, msg: 'token invalid', shown: false });
    expect(onTokenInvalid).toHaveBeenCalledTimes(1);
    expect(onTokenInvalid).toHaveBeenCalledWith({ message: '«token invalid»', code: 1013, forced: true });
    expect(showError).not.toHaveBeenCalled();
  });

  it('reports a visitor’s token error unforced, every time', async () => {
    server.route('/api/user/vip', () => ({ body: { code: 1013, msg: 'please sign in', data: null } }));
    const { client, onTokenInvalid } = setup({ getToken: () => '' });
    await rejection(client.post('vipInfo'));
    await rejection(client.post('vipInfo'));
    expect(onTokenInvalid).toHaveBeenCalledTimes(2);
    expect(onTokenInvalid).toHaveBeenLastCalledWith({ message: '«please sign in»', code: 1013, forced: false });
  });

  it('signs out on 500 with "Authorization token error", even when hideErrorMsg is set', async () => {
    server.route('/api/user/userinfo', () => ({ body: { code: 500, msg: 'Authorization token error', data: null } }));
    const { client, showError, onTokenInvalid } = setup();
    const error = await rejection(client.post('userInfo', {}, { hideErrorMsg: true }));
    expect(error).toMatchObject({ kind: 'token-invalid', code: 500 });
    expect(onTokenInvalid).toHaveBeenCalledWith({ message: '«Authorization token error»', code: 500, forced: true });
    expect(showError).not.toHaveBeenCalled();
  });

  it('treats 500 with another msg as an ordinary error', async () => {
    server.route('/api/user/userinfo', () => ({ body: { code: 500, msg: 'database busy', data: null } }));
    const { client, showError, onTokenInvalid } = setup();
    expect(await rejection(client.post('userInfo'))).toMatchObject({ kind: 'envelope', code: 500, msg: 'database busy' });
    expect(showError).toHaveBeenCalledWith('«database busy»');
    expect(onTokenInvalid).not.toHaveBeenCalled();
  });

  it('ignores 1014: rejects without a message or a sign-out', async () => {
    server.route('/api/hall/getRed', () => ({ body: { code: 1014, msg: 'busy', data: null } }));
    const { client, showError, onTokenInvalid } = setup();
    const error = await rejection(client.post('hallRed', { device_model: 'iPhone' }));
    expect(error).toMatchObject({ kind: 'ignored', code: 1014, shown: false });
    expect(isApiError(error, 'ignored')).toBe(true);
    expect(showError).not.toHaveBeenCalled();
    expect(onTokenInvalid).not.toHaveBeenCalled();
  });

  it('shows the translated msg of any other code and rejects with a typed ApiError', async () => {
    server.route('/api/user/withdraw', () => ({ body: { code: 2001, msg: 'Insufficient balance', data: null } }));
    const { client, showError } = setup();
    const error = await rejection(client.post('withdraw', { amount: 100, account_id: 1 }, INTENT));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'envelope', code: 2001, msg: 'Insufficient balance', status: undefined, shown: true, path: '/api/user/withdraw' });
    expect(error.message).toBe('Insufficient balance');
    expect(showError).toHaveBeenCalledExactlyOnceWith('«Insufficient balance»');
  });

  it('keeps quiet with hideErrorMsg, and for an empty msg', async () => {
    server.route('/api/user/withdraw', () => ({ body: { code: 2001, msg: 'Insufficient balance', data: null } }));
    server.route('/api/user/bindEmail', () => ({ body: { code: 2002, msg: '', data: null } }));
    const { client, showError } = setup();
    expect(await rejection(client.post('withdraw', { amount: 100, account_id: 1 }, { ...INTENT, hideErrorMsg: true }))).toMatchObject({ code: 2001, shown: false });
    expect(await rejection(client.post('bindEmail', { email: 'a@b.co', verify_code: '123456' }))).toMatchObject({ code: 2002, shown: false });
    expect(showError).not.toHaveBeenCalled();
  });

  it.each([
    ['a body without code', { body: { data: { money: 1 } } }],
    ['a code that is not a number', { body: { code: '0', msg: 'ok', data: {} } }],
    ['an HTML page', { text: '<html>proxy login</html>', contentType: 'text/html' }],
    ['an empty body', { text: '' }],
  ])('rejects %s as "non-system interface", untoasted', async (_label, reply) => {
    server.route('/api/wallet', () => reply);
    const { client, showError } = setup();
    expect(await rejection(client.get('walletInfo'))).toMatchObject({ kind: 'non-system', code: null, msg: 'non-system interface', shown: false });
    expect(showError).not.toHaveBeenCalled();
  });

  it('does not let a throwing host effect replace the outcome', async () => {
    server.route('/api/user/withdraw', () => ({ body: { code: 2001, msg: 'Insufficient balance', data: null } }));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = setup({
      showError: () => {
        throw new Error('toast host down');
      },
    });
    expect(await rejection(client.post('withdraw', { amount: 100, account_id: 1 }, INTENT))).toMatchObject({ code: 2001 });
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});

describe('HTTP failures (spec 8)', () => {
  const listed = Object.entries(HTTP_STATUS_TEXT).map(([status, text]) => [Number(status), text] as const);

  it('lists exactly the spec’s statuses', () => {
    expect(listed.map(([status]) => status)).toEqual([400, 403, 404, 408, 500, 501, 502, 503, 504, 505]);
  });

  it.each(listed)('rejects HTTP %i with "%s" and shows it translated', async (status, text) => {
    // A POST: never retried, so one request per status.
    server.route('/api/user/vip', () => ({ status, body: { error: 'x' } }));
    const { client, showError } = setup();
    const error = await rejection(client.post('vipInfo'));
    expect(error).toMatchObject({ kind: 'http', status, code: null, msg: text, shown: true });
    expect(showError).toHaveBeenCalledExactlyOnceWith(`«${text}»`);
    expect(server.requests).toHaveLength(1);
  });

  it('rejects 401 with no text and shows nothing', async () => {
    server.route('/api/user/vip', () => ({ status: 401, text: 'Unauthorized' }));
    const { client, showError } = setup();
    const error = await rejection(client.post('vipInfo'));
    expect(error).toMatchObject({ kind: 'http', status: 401, msg: '', shown: false });
    expect(error.message).toBe('http 401');
    expect(showError).not.toHaveBeenCalled();
  });

  it('names a status the spec does not list', async () => {
    server.route('/api/user/vip', () => ({ status: 429, text: 'Too Many Requests' }));
    const { client, showError } = setup();
    expect(await rejection(client.post('vipInfo'))).toMatchObject({ status: 429, msg: 'request failed (429)' });
    expect(showError).toHaveBeenCalledWith('«request failed (429)»');
  });

  it('hides an HTTP failure with hideErrorMsg', async () => {
    server.route('/api/user/vip', () => ({ status: 500, text: 'boom' }));
    const { client, showError } = setup();
    expect(await rejection(client.post('vipInfo', {}, { hideErrorMsg: true }))).toMatchObject({ status: 500, shown: false });
    expect(showError).not.toHaveBeenCalled();
  });

  it('still signs out when a non-2xx response carries a token-invalid envelope', async () => {
    server.route('/api/user/vip', () => ({ status: 401, body: { code: 1013, msg: 'signed in elsewhere', data: null } }));
    const { client, showError, onTokenInvalid } = setup();
    expect(await rejection(client.post('vipInfo'))).toMatchObject({ kind: 'token-invalid', code: 1013, status: 401 });
    expect(onTokenInvalid).toHaveBeenCalledWith({ message: '«signed in elsewhere»', code: 1013, forced: true });
    expect(showError).not.toHaveBeenCalled();
  });

  it('times out after timeoutMs with "Request timed out", shown; the default is 10000 ms', async () => {
    server.route('/api/user/vip', () => ({ body: okEnvelope({}), delayMs: 500 }));
    const { client, showError } = setup({ timeoutMs: 100 });
    // A time-out (not the answer, 500 ms away) ends the call: it gave up first, however busy the machine.
    expect(await rejection(client.post('vipInfo'))).toMatchObject({ kind: 'timeout', code: null, msg: 'Request timed out', shown: true });
    expect(showError).toHaveBeenCalledWith('«Request timed out»');
    expect(client.timeoutMs).toBe(100);
    expect(setup().client.timeoutMs).toBe(10_000);
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
  });

  it('rejects with "network error" when nothing answers', async () => {
    // Port 1 on loopback: nothing listens there, so the connection is refused.
    const { client, showError } = setup({ apiHost: 'http://127.0.0.1:1' });
    expect(await rejection(client.post('vipInfo'))).toMatchObject({ kind: 'network', msg: 'network error', shown: true });
    expect(showError).toHaveBeenCalledWith('«network error»');
  });

  it('links the caller’s signal and the time-out where AbortSignal.any is missing (Safari < 17.4)', async () => {
    const any = AbortSignal.any;
    Reflect.deleteProperty(AbortSignal, 'any');
    try {
      server.route('/api/user/vip', () => ({ body: okEnvelope({}), delayMs: 300 }));
      const { client } = setup({ timeoutMs: 80 });
      const controller = new AbortController();
      expect(await rejection(client.post('vipInfo', {}, { signal: controller.signal }))).toMatchObject({ kind: 'timeout' });
      const call = client.post('vipInfo', {}, { signal: controller.signal });
      setTimeout(() => controller.abort(), 20);
      expect(await rejection(call)).toMatchObject({ kind: 'aborted' });
      server.route('/api/user/vip', () => ({ body: okEnvelope({ vip: 1 }) }));
      // With the default time-out: 80 ms is no promise of an answer on a busy machine.
      await expect(setup().client.post('vipInfo', {}, { signal: new AbortController().signal })).resolves.toEqual({ vip: 1 });
    } finally {
      AbortSignal.any = any;
    }
  });

  it('rejects an aborted call as aborted, silently', async () => {
    server.route('/api/user/vip', () => ({ body: okEnvelope({}), delayMs: 300 }));
    const { client, showError } = setup();
    const controller = new AbortController();
    const call = client.post('vipInfo', {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(await rejection(call)).toMatchObject({ kind: 'aborted', shown: false });
    expect(showError).not.toHaveBeenCalled();
  });
});

describe('retries', () => {
  /** Answers `status` to the first request and the envelope to later ones. */
  const failOnce = (status: number, data: unknown) => {
    let calls = 0;
    return () => (calls++ === 0 ? { status, text: 'unavailable' } : { body: okEnvelope(data) });
  };

  it('tries a read-only GET once more after 502, 503 or 504', async () => {
    server.route('/api/wallet', failOnce(503, WALLET));
    let clock = 1_750_000_000_000;
    const { client, showError } = setup({ now: () => (clock += 1_000) });
    await expect(client.get('walletInfo')).resolves.toEqual(WALLET);
    expect(server.requests).toHaveLength(2);
    expect(showError).not.toHaveBeenCalled();
    // Each attempt is signed afresh, so a server may refuse a replayed signature.
    const [first, second] = server.requests.map((request) => request.headers['x-casino-signature']);
    expect(first).toMatch(/^t=1750000001000, /);
    expect(second).toMatch(/^t=1750000002000, /);
    for (const header of [first, second]) {
      const verdict = await verifyRequestSignature({ header, method: 'GET', pathAndQuery: '/api/wallet?reserve=1', key: SIGNING_KEY, now: clock });
      expect(verdict.valid).toBe(true);
    }
  });

  it('shows only the last failure of a retried GET', async () => {
    server.route('/api/wallet', () => ({ status: 502, text: 'bad gateway' }));
    const { client, showError } = setup();
    expect(await rejection(client.get('walletInfo'))).toMatchObject({ status: 502, msg: 'gateway error' });
    expect(server.requests).toHaveLength(2);
    expect(showError).toHaveBeenCalledTimes(1);
  });

  it('never retries a POST: money must not move twice', async () => {
    server.route('/api/user/withdraw', failOnce(503, {}));
    const { client } = setup();
    expect(await rejection(client.post('withdraw', { amount: 100, account_id: 1 }, INTENT))).toMatchObject({ status: 503 });
    expect(server.requests).toHaveLength(1);
  });

  it('never retries a PUT (favourite is a toggle)', async () => {
    server.route('/api/user/favorite', failOnce(503, { is_favorite: true }));
    const { client } = setup();
    expect(await rejection(client.put('favorite', { game_id: 5 }))).toMatchObject({ status: 503 });
    expect(server.requests).toHaveLength(1);
  });

  it('never retries a GET that changes state, a path outside the table, or an application error', async () => {
    server.route('/api/blind_box_wheel_withdraw', failOnce(503, {}));
    server.route('/api/unknown/read', failOnce(503, {}));
    server.route('/api/user/favorites', failOnce(500, { list: [] }));
    const { client } = setup();
    await rejection(client.get('blindBoxWheelWithdraw', { player_id: 8 }));
    await rejection(client.get('/api/unknown/read'));
    await rejection(client.get('favorites'));
    expect(server.requests.map((request) => request.pathname)).toEqual(['/api/blind_box_wheel_withdraw', '/api/unknown/read', '/api/user/favorites']);
  });

  it('tries a read-only GET once more after a network failure, and never a POST', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      const { client, showError } = setup({ apiHost: 'http://127.0.0.1:1' });
      const started = Date.now();
      expect(await rejection(client.get('walletInfo'))).toMatchObject({ kind: 'network', msg: 'network error' });
      expect(fetchSpy).toHaveBeenCalledTimes(2);
      expect(Date.now() - started).toBeGreaterThanOrEqual(GET_RETRY_DELAY_MS - 20);
      expect(showError).toHaveBeenCalledTimes(1);
      fetchSpy.mockClear();
      await rejection(client.post('vipInfo'));
      expect(fetchSpy).toHaveBeenCalledTimes(1);
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('stops waiting for the retry when the caller aborts', async () => {
    const controller = new AbortController();
    let retryDue = false;
    // The caller aborts 60 ms after the first 503, while the client waits to retry. The mark is set
    // when a retry would be due at the earliest (the client's wait starts once the answer is in):
    // timers run in order, so a client that stopped at the abort rejects before it, however slowly.
    server.route('/api/wallet', () => {
      setTimeout(() => controller.abort(), 60);
      setTimeout(() => (retryDue = true), GET_RETRY_DELAY_MS);
      return { status: 503, text: 'unavailable' };
    });
    const { client, showError } = setup();
    const call = client.get('walletInfo', undefined, { signal: controller.signal });
    expect(await rejection(call)).toMatchObject({ kind: 'aborted', shown: false });
    expect(retryDue).toBe(false);
    expect(server.requests).toHaveLength(1);
    expect(showError).not.toHaveBeenCalled();
  });

  it('does not retry a GET after a time-out', async () => {
    server.route('/api/wallet', () => ({ body: okEnvelope(WALLET), delayMs: 300 }));
    const { client } = setup({ timeoutMs: 80 });
    expect(await rejection(client.get('walletInfo'))).toMatchObject({ kind: 'timeout' });
    expect(server.requests).toHaveLength(1);
  });
});

describe('message envelope (optional encryption)', () => {
  const encryption: MessageEncryptionConfig = { key: generateMessageKey() };

  it('is off by default: calls travel in clear', async () => {
    server.route('/api/user/withdraw', (request) => ({ body: okEnvelope(request.json) }));
    const { client } = setup();
    await client.post('withdraw', { amount: 100, account_id: 1 }, INTENT);
    expect(only(server.requests).pathname).toBe('/api/user/withdraw');
  });

  it('round-trips a POST through the server: sealed request, sealed response, signature over the sealed body', async () => {
    server.route('/api/message', async (request) => {
      const call = await openMessageRequest(request.json, encryption);
      const payload = REQUEST_SCHEMAS.withdraw.parse(call.payload);
      return { body: await sealMessageResponse(okEnvelope({ route: call.route, method: call.method, payload }), encryption) };
    });
    const { client } = setup({ encryption });
    await expect(client.post('withdraw', { amount: 4_200, account_id: 6 }, INTENT)).resolves.toEqual({
      route: '/api/user/withdraw',
      method: 'POST',
      payload: { amount: 4_200, account_id: 6 },
    });
    const request = only(server.requests);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/message');
    expect(Object.keys(request.json as object)).toEqual(['sealed']);
    expect(request.text).not.toContain('4200');
    expect(request.headers['accept-version']).toBe('21');
    const verdict = await verifyRequestSignature({
      header: request.headers['x-casino-signature'],
      method: request.method,
      pathAndQuery: request.url,
      body: request.body,
      idempotencyKey: request.headers['idempotency-key'],
      key: SIGNING_KEY,
    });
    expect(verdict.valid).toBe(true);
  });

  it('seals a GET with its query as the payload, to a custom path and key', async () => {
    const custom: MessageEncryptionConfig = { key: encryption.key, path: '/api/m', messageKey: 'm' };
    server.route('/api/m', async (request) => {
      const call = await openMessageRequest(request.json, custom);
      return { body: await sealMessageResponse(okEnvelope(call), custom) };
    });
    const { client } = setup({ encryption: custom });
    await expect(client.get('walletInfo')).resolves.toEqual({ route: '/api/wallet', method: 'GET', payload: { reserve: 1 } });
  });

  it('applies the policy to a sealed error envelope, and reads a response in clear', async () => {
    server.route('/api/message', async () => ({ body: await sealMessageResponse({ code: 1013, msg: 'token invalid', data: null }, encryption) }));
    const { client, onTokenInvalid } = setup({ encryption });
    expect(await rejection(client.get('walletInfo'))).toMatchObject({ kind: 'token-invalid' });
    expect(onTokenInvalid).toHaveBeenCalledTimes(1);

    server.route('/api/message', () => ({ body: okEnvelope('clear') }));
    await expect(client.get('walletInfo')).resolves.toBe('clear');
  });

  it('rejects a response sealed with another key as non-system', async () => {
    server.route('/api/message', async () => ({ body: await sealMessageResponse(okEnvelope(1), { key: generateMessageKey() }) }));
    const { client } = setup({ encryption });
    expect(await rejection(client.get('walletInfo'))).toMatchObject({ kind: 'non-system' });
  });

  it('leaves paths without /api in clear', async () => {
    server.route('/status', () => ({ body: okEnvelope('up') }));
    const { client } = setup({ encryption });
    await expect(client.get('/status')).resolves.toBe('up');
    expect(only(server.requests).url).toBe('/status');
  });
});
