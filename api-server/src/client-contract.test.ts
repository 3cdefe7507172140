// The contract proven from the client's side: the kernel's own browser client (`createApiClient`,
// fetch over real HTTP) against the real server, in clear and through the message envelope.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGIN_TYPE, PAY_TYPE, encodePassword, generateMessageKey, siteSettingsResponseSchema, walletInfoSchema } from '@casino/shared-kernel/api-contract';
import type { TokenInvalidEvent } from '@casino/shared-kernel/api';
import { tempDirs } from './testing/temp-dirs.ts';
import { startTestApiServer, type TestApiServer } from './testing/test-api-server.ts';

const dirs = tempDirs();
const MESSAGE_KEY = generateMessageKey();
let clear: TestApiServer;
let sealed: TestApiServer;

beforeAll(async () => {
  [clear, sealed] = await Promise.all([
    startTestApiServer(dirs, { withoutCalls: ['betTask'] }),
    startTestApiServer(dirs, { messageKeys: { india: MESSAGE_KEY } }),
  ]);
});

afterAll(async () => {
  await Promise.all([clear.close(), sealed.close()]);
  dirs.cleanup();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A client with a token slot, and what it reported to its host. */
function player(server: TestApiServer, encryption?: { key: string }) {
  let token = '';
  const errors: string[] = [];
  const invalid: TokenInvalidEvent[] = [];
  const client = server.client({
    getToken: () => token,
    showError: (text) => errors.push(text),
    onTokenInvalid: (event) => invalid.push(event),
    ...(encryption ? { encryption } : {}),
  });
  return {
    client,
    errors,
    invalid,
    setToken: (value: string) => {
      token = value;
    },
  };
}

const DEMO = { client_type: LOGIN_TYPE.PHONE, mobile: '9000000001', password: 'demo1234', system_type: 3 as const };

describe('the kernel client against the real server', () => {
  it('signs in, reads the wallet and the site settings, and updates the name', async () => {
    const { client, setToken, errors } = player(clear);
    const login = await client.post('login', DEMO);
    setToken(login.accessToken);
    expect(walletInfoSchema.parse(await client.get('walletInfo'))).toMatchObject({ money: 100_000, coin: 5_000 });
    const settings = siteSettingsResponseSchema.parse(await client.get('siteSettings'));
    expect(settings.groups.map((group) => group.group)).toEqual(['base', 'google', 'fcm', 'cooperativeFirm', 'asideMenu']);
    const renamed = await client.callEnvelope('updateName', { nick_name: 'Asha' });
    expect(renamed).toMatchObject({ code: 0, msg: 'Modified successfully', data: { nick_name: 'Asha' } });
    expect(errors).toEqual([]);
  });

  it('shows a refusal’s msg, and signs out on 1013 after sign-out on the server', async () => {
    const { client, setToken, errors, invalid } = player(clear);
    await expect(client.post('login', { ...DEMO, password: 'wrong-one' })).rejects.toMatchObject({ kind: 'envelope', code: 500 });
    expect(errors).toEqual(['The account or password is wrong']);
    const login = await client.post('login', DEMO);
    setToken(login.accessToken);
    await expect(client.post('logout')).resolves.toBeNull();
    await expect(client.get('walletInfo')).rejects.toMatchObject({ kind: 'token-invalid', code: 1013 });
    expect(invalid).toEqual([{ code: 1013, forced: true, message: 'You have signed out on this device, please sign in again' }]);
  });

  it('signs each request afresh: the same POST sent twice at once is answered twice', async () => {
    const { client, setToken, errors } = player(clear);
    setToken((await client.post('login', DEMO)).accessToken);
    const [one, two] = await Promise.all([client.post('userInfo'), client.post('userInfo')]);
    expect(one.id).toBe(two.id);
    expect(errors).toEqual([]);
  });

  it('sends idempotencyKey as the Idempotency-Key header: a withdrawal sent again with it moves money once', async () => {
    const { client, setToken } = player(clear);
    setToken((await client.post('login', DEMO)).accessToken);
    const info = await client.get('withdrawInfo');
    const account = info.account_list[0];
    if (!account) throw new Error('the demo player has a bound account');
    const send = () => client.post('withdraw', { amount: info.min_amount, account_id: account.id }, { idempotencyKey: 'kernel-intent-1' });
    const first = await send();
    expect(await send()).toEqual(first);
    expect(first.money).toBe(info.money - info.min_amount);
  });

  it('takes the password encoded (spec 7) and the device fields of the shop and order calls; an order retried with fresh ones is one order', async () => {
    let sent = 0;
    const deviceFields = () => Promise.resolve({ device_model: 'Pixel 8', os_version: 'Android 14', device_id: '4815162342', system_type: 2 as const, nonce: `nonce-${++sent}`, timestamp: 1_750_000_000 + sent });
    let token = '';
    const client = clear.client({ getToken: () => token, deviceFields });
    token = (await client.post('login', { ...DEMO, password: encodePassword(DEMO.password) })).accessToken;
    expect(token).not.toBe('');
    await expect(client.post('shop', { type: 0 })).resolves.toMatchObject({ fix_list: expect.any(Array) });
    const order = { goods_id: 0, goods_type: 0, amount: 500_00, pay_type: PAY_TYPE.CUSTOM, is_add_coin: false, is_join_charge_reward: false, pay_method_id: 1 };
    const first = await client.post('createOrder', order, { idempotencyKey: 'kernel-order-1' });
    expect(first?.order_no).toMatch(/\S/);
    expect(await client.post('createOrder', order, { idempotencyKey: 'kernel-order-1' })).toEqual(first);
    expect(sent).toBe(3);
  });

  it('answers a call the server has not built with the HTTP text of 501', async () => {
    const { client, setToken, errors } = player(clear);
    setToken((await client.post('login', DEMO)).accessToken);
    await expect(client.get('betTask')).rejects.toMatchObject({ kind: 'http', status: 501, msg: 'service not implemented' });
    expect(errors).toEqual(['service not implemented']);
  });
});

describe('the message envelope, when configured', () => {
  it('carries every call sealed to POST /api/message and opens the sealed answers', async () => {
    const wire: { url: string; body: string; answer: string }[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      const body = await request.clone().text();
      const response = await realFetch(request);
      wire.push({ url: new URL(request.url).pathname, body, answer: await response.clone().text() });
      return response;
    });
    const { client, setToken, errors, invalid } = player(sealed, { key: MESSAGE_KEY });
    const login = await client.post('login', DEMO);
    setToken(login.accessToken);
    expect(await client.get('walletInfo')).toMatchObject({ money: 100_000 });
    await expect(client.post('login', { ...DEMO, password: 'wrong-one' })).rejects.toMatchObject({ code: 500 });
    await client.post('logout');
    await expect(client.post('userInfo')).rejects.toMatchObject({ kind: 'token-invalid' });

    expect(wire.map((entry) => entry.url)).toEqual(Array(5).fill('/api/message'));
    for (const entry of wire) {
      expect(entry.body).toMatch(/^\{"sealed":"v1\.[\w-]+\.[\w-]+"\}$/);
      expect(entry.answer).toMatch(/^\{"sealed":"v1\.[\w-]+\.[\w-]+"\}$/);
      // Nothing of the payload or the answer travels in clear.
      expect(entry.body + entry.answer).not.toMatch(/demo1234|9000000001|accessToken|money/);
    }
    expect(errors).toEqual(['The account or password is wrong']);
    expect(invalid).toMatchObject([{ code: 1013 }]);
  });

  it('answers in clear when the sealed text cannot be opened, and for brands without a key', async () => {
    const spoiled = await sealed.request({ method: 'POST', path: '/api/message', body: { sealed: 'v1.AAAAAAAAAAAAAAAA.AAAA' } });
    expect(spoiled.body).toMatchObject({ code: 500, msg: expect.stringMatching(/^The sealed message does not open/) as unknown });
    const brasil = await sealed.request({ method: 'POST', path: '/api/message?brand=brasil', brand: 'brasil', body: { sealed: 'x' } });
    expect(brasil.body).toEqual({ code: 500, msg: 'The message envelope is not configured for this site', data: null });
  });

  it('seals an unknown route’s 404 too', async () => {
    const { sealMessage, openMessage } = await import('@casino/shared-kernel/api-contract');
    const body = { sealed: await sealMessage({ route: '/api/nowhere', method: 'GET', payload: {} }, MESSAGE_KEY, 'request') };
    const answer = await sealed.request({ method: 'POST', path: '/api/message', body });
    expect(answer.status).toBe(404);
    const opened = await openMessage((answer.body as { sealed: string }).sealed, MESSAGE_KEY, 'response');
    expect(opened).toEqual({ code: 500, msg: 'Request address error: no call GET /api/nowhere', data: null });
  });
});
