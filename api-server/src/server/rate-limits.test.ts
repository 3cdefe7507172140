// Issue 21, item 4: each of the probe's floods meets its limit, with the envelope's message and the
// time to wait; a player's ordinary use never does. Limits at production's scale (1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_HEADERS, LOGIN_TYPE } from '@casino/shared-kernel/api-contract';
import { tempDirs } from '../testing/temp-dirs.ts';
import { ACCOUNT_MESSAGES } from '../accounts/accounts.ts';
import { startTestApiServer, type TestApiServer } from '../testing/test-api-server.ts';
import { readConfig } from '../config.ts';
import { RATE_LIMITS } from './rate-limits.ts';

const dirs = tempDirs();
let server: TestApiServer;
beforeAll(async () => {
  server = await startTestApiServer(dirs, { rateLimitScale: 1 });
});
afterAll(async () => {
  await server.close();
  dirs.cleanup();
});

const LIMITED = /^Too many attempts\. Please try again in \d+ seconds$/;
const device = (id: string) => ({ headers: { [API_HEADERS.deviceId]: id } });
const pointsOf = (call: keyof typeof RATE_LIMITS, index = 0) => RATE_LIMITS[call]?.[index]?.points ?? 0;

describe('rate limits', () => {
  it('locks an account after 10 sign-ins in 15 minutes, saying when to try again, and a right password resets it', async () => {
    const registered = await server.register({ client_type: LOGIN_TYPE.PHONE, mobile: '9500000001', password: 'right-one-1', channel_id: 1 });
    expect(registered.msg).toBe('ok');
    const login = (password: string) => server.call('login', { client_type: LOGIN_TYPE.PHONE, mobile: '9500000001', password, system_type: 3 });
    for (let attempt = 1; attempt < pointsOf('login'); attempt += 1) expect((await login('wrong-password')).msg).not.toMatch(LIMITED);
    // A right password before the limit clears the count.
    expect((await login('right-one-1')).msg).toBe('ok');
    for (let attempt = 0; attempt < pointsOf('login'); attempt += 1) await login('wrong-password');
    const locked = await login('right-one-1');
    expect(locked.code).toBe(500);
    expect(locked.msg).toMatch(LIMITED);
    expect(Number(/in (\d+) seconds/.exec(locked.msg)?.[1])).toBeGreaterThan(800);
  });

  it('stops one device asking for codes to many numbers (SMS pumping)', async () => {
    const answers = [];
    for (let index = 0; index <= pointsOf('sendCode'); index += 1) {
      answers.push(await server.call('sendCode', { mobile_or_email: `9196000000${String(index).padStart(2, '0')}` }, device('7000000001')));
    }
    expect(answers.slice(0, -1).every((answer) => answer.code === 0)).toBe(true);
    expect(answers.at(-1)?.msg).toMatch(LIMITED);
    // Another device still may.
    expect((await server.call('sendCode', { mobile_or_email: '919600000099' }, device('7000000002'))).code).toBe(0);
  });

  it('keys the address on the connection, whatever X-Forwarded-For says, unless the proxy is listed', async () => {
    // Production's default: no trusted proxy, so a forged X-Forwarded-For per request escapes nothing.
    const direct = await startTestApiServer(dirs, { rateLimitScale: 1, trustedProxies: readConfig([], {}).trustedProxies });
    const behindProxy = await startTestApiServer(dirs, { rateLimitScale: 1, trustedProxies: ['127.0.0.1'] });
    try {
      const codes = async (server: TestApiServer, prefix: string) => {
        const answers = [];
        for (let index = 0; index <= pointsOf('sendCode', 1); index += 1) {
          const headers = { [API_HEADERS.deviceId]: `${prefix}${index}`, 'X-Forwarded-For': `203.0.113.${index + 1}` };
          answers.push(await server.call('sendCode', { mobile_or_email: `9197${prefix}${String(index).padStart(5, '0')}` }, { headers }));
        }
        return answers;
      };
      expect((await codes(direct, '111')).at(-1)?.msg).toMatch(LIMITED);
      // Behind a listed proxy each forwarded address is its own player.
      expect((await codes(behindProxy, '222')).every((answer) => answer.code === 0)).toBe(true);
    } finally {
      await direct.close();
      await behindProxy.close();
    }
  });

  it('stops guessing redeem codes after 10 tries in 10 minutes', async () => {
    const demo = await server.signInDemo('india');
    const guesses = [];
    for (let index = 0; index <= pointsOf('redeemCode'); index += 1) guesses.push(await server.call('redeemCode', { code: `GUESS${index}` }, { token: demo.accessToken }));
    expect(guesses.slice(0, -1).every((guess) => !LIMITED.test(guess.msg))).toBe(true);
    expect(guesses.at(-1)?.msg).toMatch(LIMITED);
  });

  it('stops one device opening guest account after guest account', async () => {
    let made = 0;
    const guest = () =>
      server.call('loginRegister', { client_type: LOGIN_TYPE.GUEST, channel_id: 1, device_id: `71000000${(made += 1)}`, system_type: 3 }, device('7100000001'));
    for (let index = 0; index < pointsOf('loginRegister', 1); index += 1) expect((await guest()).code).toBe(0);
    expect((await guest()).msg).toMatch(LIMITED);
  });

  it('stops guessing a guest account’s secret: 10 tries in 15 minutes, from any device', async () => {
    const owner = await server.call('loginRegister', { client_type: LOGIN_TYPE.GUEST, channel_id: 1, device_id: '7200000001', system_type: 3 }, device('7200000001'));
    if (owner.code !== 0) throw new Error(owner.msg);
    const attempt = (n: number, guest_secret: string) =>
      server.call('loginRegister', { client_type: LOGIN_TYPE.GUEST, channel_id: 1, device_id: '7200000001', system_type: 3, guest_secret }, device(`72000001${n}`));
    // The owner's sign-in cleared the count; each guess comes from another device id.
    for (let n = 0; n < pointsOf('loginRegister'); n += 1) expect((await attempt(n, `guess-${n}`)).msg).toBe(ACCOUNT_MESSAGES.guestSecretWrong);
    expect((await attempt(99, owner.data.guest_secret)).msg).toMatch(LIMITED);
  });
});
