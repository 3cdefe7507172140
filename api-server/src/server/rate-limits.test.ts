// Issue 21, item 4: each of the probe's floods meets its limit, with the envelope's message and the
// time to wait; a player's ordinary use never does. Limits at production's scale (1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_HEADERS, LOGIN_TYPE } from '@casino/shared-kernel/api-contract';
import { tempDirs } from '../testing/temp-dirs.ts';
import { ACCOUNT_MESSAGES } from '../accounts/accounts.ts';
import { startTestApiServer, type TestApiServer } from '../testing/test-api-server.ts';
import { readConfig } from '../config.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import { ACCOUNT_FREE_FAILURES, FREE_FAILURES } from '../accounts/sign-in-throttle.ts';

const dirs = tempDirs();
let server: TestApiServer;
beforeAll(async () => {
  // Behind a proxy on loopback, so a test can come from several addresses (X-Forwarded-For).
  server = await startTestApiServer(dirs, { rateLimitScale: 1, trustedProxies: ['127.0.0.1'] });
});
afterAll(async () => {
  await server.close();
  dirs.cleanup();
});

const LIMITED = /^Too many attempts\. Please try again in \d+ seconds$/;
const SLOWED = /^Too many wrong attempts\. Please try again in (\d+) seconds, or sign in with a code sent to your phone or e-mail$/;
const device = (id: string) => ({ headers: { [API_HEADERS.deviceId]: id } });
/** A request from `address` (through the proxy) on `deviceId`. */
const from = (address: string, deviceId = '7300000001') => ({ headers: { [API_HEADERS.deviceId]: deviceId, 'X-Forwarded-For': address } });
const pointsOf = (call: keyof typeof RATE_LIMITS, index = 0) => RATE_LIMITS[call]?.[index]?.points ?? 0;
const waitOf = (msg: string) => Number(SLOWED.exec(msg)?.[1] ?? 0);

let phones = 0;
/** A player with a password, signed up on `deviceId` (so that device is theirs). */
async function owner(deviceId: string): Promise<{ national: string; email: string }> {
  phones += 1;
  const national = `95000${String(phones).padStart(5, '0')}`;
  const email = `owner${phones}@example.com`;
  const made = await server.register({ client_type: LOGIN_TYPE.PHONE, mobile: national, password: 'right-one-1', channel_id: 1 }, from('198.51.100.1', deviceId));
  if (made.code !== 0) throw new Error(made.msg);
  const token = made.data.accessToken;
  await server.call('sendCode', { mobile_or_email: email }, { token, ...from('198.51.100.1', deviceId) });
  const [code] = await server.outbox(email);
  const bound = await server.call('bindEmail', { email, verify_code: code?.code ?? '' }, { token, ...from('198.51.100.1', deviceId) });
  if (bound.code !== 0) throw new Error(bound.msg);
  return { national, email };
}

const byPassword = (mobile: string, password: string, options: ReturnType<typeof from>) =>
  server.call('login', { client_type: LOGIN_TYPE.PHONE, mobile, password, system_type: 3 }, options);

describe('wrong passwords slow the source that sends them, not the owner', () => {
  it('keys on the account the sign-in names: decoy fields and the spellings of one number share one count', async () => {
    const { national, email } = await owner('7300000010');
    const attacker = from('203.0.113.10', 'attacker-0001');
    // E-mail sign-ins, each with another decoy phone number: the decoy names nothing.
    for (let attempt = 0; attempt < FREE_FAILURES; attempt += 1) {
      const answer = await server.call('login', { client_type: LOGIN_TYPE.EMAIL, email, mobile: `91960000${1000 + attempt}`, password: 'wrong-password', system_type: 3 }, attacker);
      expect(answer.msg).toBe(ACCOUNT_MESSAGES.wrongPassword);
    }
    const decoyed = await server.call('login', { client_type: LOGIN_TYPE.EMAIL, email: email.toUpperCase(), mobile: '919600009999', password: 'right-one-1', system_type: 3 }, attacker);
    expect(decoyed.msg).toMatch(SLOWED);
    // The three spellings of one number are one account.
    const spellings = [national, `91${national}`, `+91${national}`];
    for (let attempt = 0; attempt < FREE_FAILURES; attempt += 1) {
      expect((await byPassword(spellings[attempt % 3] ?? national, 'wrong-password', attacker)).msg).toBe(ACCOUNT_MESSAGES.wrongPassword);
    }
    for (const spelling of spellings) expect((await byPassword(spelling, 'right-one-1', attacker)).msg).toMatch(SLOWED);
  });

  it('lets the owner in by code, and by password on their own device, after guesses from elsewhere; the guesser waits longer each time', async () => {
    const { national } = await owner('7300000020');
    const attacker = from('203.0.113.20', 'attacker-0002');
    const waits: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const answer = await byPassword(national, 'wrong-password', attacker);
      if (SLOWED.test(answer.msg)) {
        waits.push(waitOf(answer.msg));
        server.clock.advance(waitOf(answer.msg) * 1000);
      } else expect(answer.msg).toBe(ACCOUNT_MESSAGES.wrongPassword);
    }
    // 2 s, 4 s, 8 s …: each failure past the free ones doubles the guesser's wait.
    expect(waits.slice(0, 3)).toEqual([2, 4, 8]);
    expect((await byPassword(national, 'wrong-password', attacker)).msg).toBe(ACCOUNT_MESSAGES.wrongPassword);
    expect((await byPassword(national, 'right-one-1', attacker)).msg).toMatch(SLOWED);

    // The owner proves the phone by code from another address and device: in.
    const ownerElsewhere = from('198.51.100.20', 'owner-new-phone');
    expect((await server.call('sendCode', { mobile_or_email: `91${national}` }, ownerElsewhere)).code).toBe(0);
    const [code] = await server.outbox(`91${national}`);
    const byCode = await server.call('login', { client_type: LOGIN_TYPE.PHONECODE, mobile: national, verify_code: code?.code ?? '', system_type: 3 }, ownerElsewhere);
    expect(byCode.code).toBe(0);
    // And by password on the device they signed up on, from their own address.
    expect((await byPassword(national, 'right-one-1', from('198.51.100.21', '7300000020'))).code).toBe(0);
  });

  it('counts guesses sent all at once before their hashes finish: a burst gets no more than the free ones', async () => {
    const { national } = await owner('7300000040');
    const burst = await Promise.all(Array.from({ length: 16 }, () => byPassword(national, 'wrong-password', from('203.0.113.60', 'burst-0001'))));
    expect(burst.filter((answer) => answer.msg === ACCOUNT_MESSAGES.wrongPassword)).toHaveLength(FREE_FAILURES);
    expect(burst.filter((answer) => SLOWED.test(answer.msg))).toHaveLength(16 - FREE_FAILURES);
  });

  it('slows devices that never signed in to an account once it has met guesses from many addresses', async () => {
    const { national } = await owner('7300000030');
    for (let address = 0; address < ACCOUNT_FREE_FAILURES; address += 1) {
      expect((await byPassword(national, 'wrong-password', from(`203.0.114.${address + 1}`, `spread-${address}`))).msg).toBe(ACCOUNT_MESSAGES.wrongPassword);
    }
    expect((await byPassword(national, 'wrong-password', from('203.0.114.200', 'spread-new'))).msg).toMatch(SLOWED);
    // The owner's own device is not among them.
    expect((await byPassword(national, 'right-one-1', from('198.51.100.30', '7300000030'))).code).toBe(0);
  });
});

describe('rate limits', () => {
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
    for (let index = 0; index < pointsOf('loginRegister'); index += 1) expect((await guest()).code).toBe(0);
    expect((await guest()).msg).toMatch(LIMITED);
  });

  it('slows guesses of a guest account’s secret where they come from; its device still opens it at once', async () => {
    const ownDevice = from('198.51.100.40', '7200000001');
    const guest = (guest_secret: string | undefined, options: ReturnType<typeof from>) =>
      server.call('loginRegister', { client_type: LOGIN_TYPE.GUEST, channel_id: 1, device_id: '7200000001', system_type: 3, ...(guest_secret ? { guest_secret } : {}) }, options);
    const owner = await guest(undefined, ownDevice);
    if (owner.code !== 0) throw new Error(owner.msg);
    const guesser = (n: number) => from('203.0.113.40', `72000001${n}`);
    for (let n = 0; n < ACCOUNT_FREE_FAILURES; n += 1) expect((await guest(`guess-${n}`, guesser(n))).msg).toBe(ACCOUNT_MESSAGES.guestSecretWrong);
    expect((await guest('guess-last', guesser(99))).msg).toMatch(SLOWED);
    // The owner's device, from its own address, is not held up by them.
    expect((await guest(owner.data.guest_secret, ownDevice)).code).toBe(0);
  });

  it('counts the device limits per device and address: someone sending the owner’s device id spends only their own', async () => {
    const victim = '7400000001';
    for (let index = 0; index <= pointsOf('sendCode'); index += 1) {
      await server.call('sendCode', { mobile_or_email: `9197400${String(index).padStart(5, '0')}` }, from('203.0.113.50', victim));
    }
    expect((await server.call('sendCode', { mobile_or_email: '919740099999' }, from('203.0.113.50', victim))).msg).toMatch(LIMITED);
    // The owner of the device, on their own address, still gets a code and a guest account.
    expect((await server.call('sendCode', { mobile_or_email: '919740088888' }, from('198.51.100.50', victim))).code).toBe(0);
    for (let index = 0; index <= pointsOf('loginRegister'); index += 1) {
      await server.call('loginRegister', { client_type: LOGIN_TYPE.GUEST, channel_id: 1, device_id: `74000${index}`, system_type: 3 }, from('203.0.113.51', victim));
    }
    const own = await server.call('loginRegister', { client_type: LOGIN_TYPE.GUEST, channel_id: 1, device_id: victim, system_type: 3 }, from('198.51.100.51', victim));
    expect(own.code).toBe(0);
  });
});
