import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_TYPE,
  loginResponseSchema,
  guestLoginResponseSchema,
  tokenVerifyResponseSchema,
  userInfoSchema,
  type LoginResponse,
} from '@casino/shared-kernel/api-contract';
import { tempDirs } from '../testing/temp-dirs.ts';
import { createTestIdentityProvider, type TestIdentityProvider } from '../testing/test-identity-provider.ts';
import { dataOf, startTestApiServer, type TestApiServer } from '../testing/test-api-server.ts';
import { ACCOUNT_MESSAGES } from './accounts.ts';
import { hashPassword } from './passwords.ts';
import { PLAYER_STATE } from './players.ts';
import { CODE_MESSAGES } from './verification-codes.ts';

const dirs = tempDirs();
let server: TestApiServer;
let provider: TestIdentityProvider;

beforeAll(async () => {
  provider = await createTestIdentityProvider(dirs.make('idp'));
  server = await startTestApiServer(dirs, { jwksPath: provider.jwksPath });
});

afterAll(async () => {
  await server.close();
  dirs.cleanup();
});

let phones = 0;
/** A fresh Indian phone number: 10 digits, as a player types it. */
const newPhone = () => `98${String((phones += 1)).padStart(8, '0')}`;
let addresses = 0;
const newEmail = () => `player${(addresses += 1)}@Example.com`;

const SYSTEM = { system_type: 3 as const };

/** Asks for a code and reads it from the dev outbox (`to` as stored: area code first, or lower case). */
async function codeFor(mobileOrEmail: string, stored: string, brand?: string): Promise<string> {
  expect(await server.call('sendCode', { mobile_or_email: mobileOrEmail }, brand ? { brand } : {})).toEqual({ code: 0, msg: 'ok', data: {} });
  const [message] = await server.outbox(stored);
  if (!message) throw new Error(`no code for ${stored}`);
  return message.code;
}

/** Registers by phone and password, proved by the code sent there; then a minute passes, so a new code may be asked for. */
async function registerByPassword(phone = newPhone(), password = 'secret-1'): Promise<LoginResponse> {
  const login = dataOf(await server.register({ client_type: LOGIN_TYPE.PHONE, mobile: phone, password, channel_id: 1 }));
  server.clock.advance(61_000);
  return login;
}

/**
 * An account as registrations made one before issue 21: a phone and a password, the phone never
 * proved (a squatter's), signed in by that password.
 */
async function unprovenAccount(phone: string, password: string): Promise<LoginResponse> {
  const brand = server.services.brands.get('india');
  if (!brand) throw new Error('no india');
  server.services.players.create({
    brand: 'india',
    name: `91${phone}`,
    nickName: 'Player{uid}',
    mobile: `91${phone}`,
    mobileVerified: false,
    passwordHash: await hashPassword(password),
    channelId: 1,
    invitationCode: undefined,
    ip: '127.0.0.1',
    deviceId: 'squatter-device',
    finger: '',
  });
  return dataOf(await server.call('login', { client_type: LOGIN_TYPE.PHONE, mobile: phone, password, ...SYSTEM }));
}

async function guest(device = `device-${Math.random().toString(36).slice(2)}`, guestSecret?: string) {
  return dataOf(
    await server.call('loginRegister', { client_type: 0, channel_id: 1, device_id: device, ...SYSTEM, ...(guestSecret === undefined ? {} : { guest_secret: guestSecret }) }),
  );
}

const info = async (token: string) => dataOf(await server.call('userInfo', {}, { token }));

describe('POST /api/user/login_register (guest)', () => {
  it('makes a guest account for the device, and gives the same one back with its secret while it is guest-only', async () => {
    const first = await guest('device-a');
    expect(guestLoginResponseSchema.parse(first)).toEqual(first);
    expect(first.guest_secret).toMatch(/^[\w-]{43}$/);
    expect(first.accessExpire).toBe(Math.floor(server.clock.now() / 1000) + 2 * 24 * 3600);
    const again = await guest('device-a', first.guest_secret);
    expect(again.guest_secret).toBe(first.guest_secret);
    expect(again.accessToken).not.toBe(first.accessToken);
    const [one, two] = await Promise.all([info(first.accessToken), info(again.accessToken)]);
    expect(two.uid).toBe(one.uid);
    expect(one).toMatchObject({ name: `guest${one.uid}`, nick_name: `Guest${one.uid}`, money: 0, coin: 0, mobile: '', regist_device_code: '4815162342' });
  });

  it('opens a guest account only with its secret, never by the device id alone (issue 21)', async () => {
    const owner = await guest('device-c');
    dataOf(await server.call('updateName', { nick_name: 'Owner' }, { token: owner.accessToken }));
    const refused = { code: 500, msg: ACCOUNT_MESSAGES.guestSecretWrong, data: null };
    expect(await server.call('loginRegister', { client_type: 0, channel_id: 1, device_id: 'device-c', ...SYSTEM })).toEqual(refused);
    expect(await server.call('loginRegister', { client_type: 0, channel_id: 1, device_id: 'device-c', guest_secret: 'guessed', ...SYSTEM })).toEqual(refused);
    expect((await info((await guest('device-c', owner.guest_secret)).accessToken)).nick_name).toBe('Owner');
  });

  it('gives a guest account made before secrets one at its next sign-in, then asks for it', async () => {
    const first = await guest('device-d');
    server.services.db.prepare("UPDATE players SET guest_secret_hash = NULL WHERE guest_device_id = 'device-d'").run();
    const upgraded = await guest('device-d');
    expect(upgraded.guest_secret).not.toBe(first.guest_secret);
    expect((await info(upgraded.accessToken)).uid).toBe((await info(first.accessToken)).uid);
    expect((await server.call('loginRegister', { client_type: 0, channel_id: 1, device_id: 'device-d', ...SYSTEM })).msg).toBe(ACCOUNT_MESSAGES.guestSecretWrong);
  });

  it('gives the device a new guest account once the old one has credentials', async () => {
    const first = await guest('device-b');
    const phone = newPhone();
    const code = await codeFor(phone, `91${phone}`);
    expect(await server.call('bindMobile', { mobile: phone, verify_code: code }, { token: first.accessToken })).toMatchObject({ code: 0, msg: 'ok' });
    const second = await guest('device-b');
    expect((await info(second.accessToken)).uid).not.toBe((await info(first.accessToken)).uid);
  });

  it('refuses a payload that is not a guest sign-in', async () => {
    expect(await server.call('loginRegister', { client_type: 1, channel_id: 1, ...SYSTEM } as never)).toEqual({
      code: 500,
      msg: 'device_id: is missing; client_type: must be 0 (guest)',
      data: null,
    });
  });
});

describe('POST /api/user/register', () => {
  it('registers by phone and password, proved by the code sent there: a login response of the contract, the phone confirmed', async () => {
    const phone = newPhone();
    const login = await registerByPassword(phone);
    expect(loginResponseSchema.parse(login)).toEqual(login);
    expect(login.userInfo).toMatchObject({ mobile: `91${phone}`, name: `91${phone}`, is_need_opt: false, money: 0, pay_count: 0, vip_level: 0, email: '' });
    expect(login.oauth_user_info).toBeNull();
    expect(login.withdraw_notice).toEqual({ has_notice: false, is_succ: false });
  });

  it('knows a number with or without its area code as the same account', async () => {
    const phone = newPhone();
    await registerByPassword(phone);
    for (const variant of [`+91${phone}`, `91${phone}`]) {
      server.clock.advance(61_000);
      expect(await server.register({ client_type: LOGIN_TYPE.PHONE, mobile: variant, password: 'secret-1', channel_id: 1 })).toEqual({
        code: 500,
        msg: ACCOUNT_MESSAGES.mobileTaken,
        data: null,
      });
    }
  });

  it('registers with a code and a password (PHONECODEPW): confirmed, and the code works once', async () => {
    const phone = newPhone();
    const code = await codeFor(phone, `91${phone}`);
    const payload = { client_type: LOGIN_TYPE.PHONECODEPW, mobile: phone, verify_code: code, password: 'secret-1', channel_id: 1 };
    expect(dataOf(await server.call('register', payload)).userInfo.is_need_opt).toBe(false);
    expect((await server.call('register', { ...payload, mobile: newPhone() })).msg).toBe(CODE_MESSAGES.expired);
  });

  it('registers by e-mail code (EMAILCODE) and by e-mail and password (EMAIL), addresses in lower case', async () => {
    const address = newEmail();
    const code = await codeFor(address, address.toLowerCase());
    const byCode = dataOf(await server.call('register', { client_type: LOGIN_TYPE.EMAILCODE, email: address, verify_code: code, channel_id: 1 }));
    expect(byCode.userInfo).toMatchObject({ email: address.toLowerCase(), name: address.toLowerCase() });
    const other = newEmail();
    const byPassword = dataOf(await server.register({ client_type: LOGIN_TYPE.EMAIL, email: other, password: 'secret-1', channel_id: 1 }));
    expect(byPassword.userInfo.email).toBe(other.toLowerCase());
    server.clock.advance(61_000);
    expect((await server.register({ client_type: LOGIN_TYPE.EMAIL, email: other.toUpperCase(), password: 'secret-1', channel_id: 1 })).msg).toBe(
      ACCOUNT_MESSAGES.emailTaken,
    );
  });

  it('counts wrong codes: five wrong tries burn the code', async () => {
    const phone = newPhone();
    const code = await codeFor(phone, `91${phone}`);
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = (verify_code: string) => server.call('register', { client_type: LOGIN_TYPE.PHONECODE, mobile: phone, verify_code, channel_id: 1 });
    for (let i = 0; i < 5; i += 1) expect((await attempt(wrong)).msg).toBe(CODE_MESSAGES.invalid);
    expect((await attempt(code)).msg).toBe(CODE_MESSAGES.expired);
  });

  it('checks phone numbers by the brand’s rules (spec 5)', async () => {
    expect((await server.call('register', { client_type: LOGIN_TYPE.PHONE, mobile: '123456789012', password: 'secret-1', channel_id: 1 })).msg).toBe(
      'mobile: must be a phone number of India (+91 and the national number)',
    );
    const brasil = dataOf(
      await server.register({ client_type: LOGIN_TYPE.PHONE, mobile: '11987654321', password: 'secret-1', channel_id: 1 }, { brand: 'brasil' }),
    );
    expect(brasil.userInfo.mobile).toBe('5511987654321');
    // The same digits are a different player on another brand.
    server.clock.advance(61_000);
    expect(
      (await server.register({ client_type: LOGIN_TYPE.PHONE, mobile: '+5511987654321', password: 'secret-1', channel_id: 1 }, { brand: 'brasil' }))
        .msg,
    ).toBe(ACCOUNT_MESSAGES.mobileTaken);
  });

  it('links the inviter by invitation code and ignores an unknown one', async () => {
    const inviter = await registerByPassword();
    const code = String(dataOf(await server.call('userProfile', {}, { token: inviter.accessToken })).uid);
    const row = server.services.db.prepare('SELECT invitation_code FROM players WHERE uid = ?').get(Number(code));
    const invitation = String(row?.invitation_code);
    const invited = dataOf(
      await server.register({ client_type: LOGIN_TYPE.PHONE, mobile: newPhone(), password: 'secret-1', channel_id: 1001, invitation_code: invitation }),
    );
    expect(invited.userInfo).toMatchObject({ parent_invitation_code: invitation, channel_id: 1001 });
    const stranger = dataOf(
      await server.register({ client_type: LOGIN_TYPE.PHONE, mobile: newPhone(), password: 'secret-1', channel_id: 1, invitation_code: 'NOSUCH' }),
    );
    expect(stranger.userInfo.parent_invitation_code).toBe('');
  });

  it('refuses a registration by password without its code, or with a wrong one, making no account (issue 21)', async () => {
    const phone = newPhone();
    const register = (verify_code?: string) =>
      server.call('register', { client_type: LOGIN_TYPE.PHONE, mobile: phone, password: 'secret-1', channel_id: 1, ...(verify_code === undefined ? {} : { verify_code }) });
    expect(await register()).toEqual({ code: 500, msg: ACCOUNT_MESSAGES.codeRequired, data: null });
    const code = await codeFor(phone, `91${phone}`);
    expect(await register(code === '000000' ? '111111' : '000000')).toEqual({ code: 500, msg: CODE_MESSAGES.invalid, data: null });
    const address = newEmail();
    expect((await server.call('register', { client_type: LOGIN_TYPE.EMAIL, email: address, password: 'secret-1', channel_id: 1, verify_code: '123456' })).code).toBe(500);
    expect(server.services.db.prepare('SELECT COUNT(*) AS n FROM players WHERE mobile = ? OR email = ?').get(`91${phone}`, address.toLowerCase())).toEqual({ n: 0 });
    expect((await register(code)).code).toBe(0);
  });

  it('refuses a guest registration and missing credentials', async () => {
    expect((await server.call('register', { client_type: LOGIN_TYPE.GUEST, channel_id: 1 })).msg).toBe(ACCOUNT_MESSAGES.guestByLogin);
    expect((await server.call('register', { client_type: LOGIN_TYPE.PHONECODEPW, channel_id: 1 })).msg).toBe(
      'mobile: is required for client_type 10; password: is required for client_type 10; verify_code: is required for client_type 10',
    );
  });
});

describe('POST /api/user/login', () => {
  it('signs the demo player in by phone and password, with a new token each time', async () => {
    const first = await server.signInDemo();
    const second = await server.signInDemo();
    expect(first.accessToken).not.toBe(second.accessToken);
    expect(first.userInfo).toMatchObject({ nick_name: 'Demo Player', money: 100_000, coin: 5_000, mobile: '919000000001', is_need_opt: false });
    expect((await info(first.accessToken)).uid).toBe(first.userInfo.uid);
  });

  it('gives the same answer for a wrong password and an unknown phone', async () => {
    const wrongPassword = await server.call('login', { client_type: LOGIN_TYPE.PHONE, mobile: '9000000001', password: 'nope-nope', ...SYSTEM });
    const unknownPhone = await server.call('login', { client_type: LOGIN_TYPE.PHONE, mobile: newPhone(), password: 'demo1234', ...SYSTEM });
    expect(wrongPassword).toEqual({ code: 500, msg: ACCOUNT_MESSAGES.wrongPassword, data: null });
    expect(unknownPhone).toEqual(wrongPassword);
  });

  it('signs in by one-time code (PHONECODE) to a proved account, its password and sessions untouched', async () => {
    const phone = newPhone();
    const registered = await registerByPassword(phone);
    const code = await codeFor(phone, `91${phone}`);
    const login = dataOf(await server.call('login', { client_type: LOGIN_TYPE.PHONECODE, mobile: phone, verify_code: code, ...SYSTEM }));
    expect(login.userInfo).toMatchObject({ uid: registered.userInfo.uid, is_need_opt: false });
    expect((await server.call('userInfo', {}, { token: registered.accessToken })).code).toBe(0);
    expect((await server.call('login', { client_type: LOGIN_TYPE.PHONE, mobile: phone, password: 'secret-1', ...SYSTEM })).code).toBe(0);
  });

  it('takes an unproved account from whoever set its password at the owner’s first code sign-in (issue 21: pre-hijacking)', async () => {
    const phone = newPhone();
    const squatter = await unprovenAccount(phone, 'squatter-1');
    expect(squatter.userInfo.is_need_opt).toBe(true);
    const code = await codeFor(phone, `91${phone}`);
    const owner = dataOf(await server.call('login', { client_type: LOGIN_TYPE.PHONECODE, mobile: phone, verify_code: code, ...SYSTEM }));
    expect(owner.userInfo).toMatchObject({ uid: squatter.userInfo.uid, is_need_opt: false });
    // The squatter's session ends and the password no longer opens the account.
    expect((await server.call('userInfo', {}, { token: squatter.accessToken })).code).toBe(1013);
    expect((await server.call('login', { client_type: LOGIN_TYPE.PHONE, mobile: phone, password: 'squatter-1', ...SYSTEM })).msg).toBe(
      ACCOUNT_MESSAGES.wrongPassword,
    );
    expect((await server.call('userInfo', {}, { token: owner.accessToken })).code).toBe(0);
    // The owner sets a password of their own: none is asked for.
    expect((await server.call('updateAccount', { password: 'owner-pw-1' }, { token: owner.accessToken })).code).toBe(0);
    expect((await server.call('login', { client_type: LOGIN_TYPE.PHONE, mobile: phone, password: 'owner-pw-1', ...SYSTEM })).code).toBe(0);
  });

  it('asks an unknown phone to register first when signing in by code', async () => {
    const phone = newPhone();
    const code = await codeFor(phone, `91${phone}`);
    expect((await server.call('login', { client_type: LOGIN_TYPE.PHONECODE, mobile: phone, verify_code: code, ...SYSTEM })).msg).toBe(
      ACCOUNT_MESSAGES.noAccount,
    );
  });

  it('signs in by e-mail and password (EMAIL)', async () => {
    const address = newEmail();
    await server.register({ client_type: LOGIN_TYPE.EMAIL, email: address, password: 'secret-1', channel_id: 1 });
    expect((await server.call('login', { client_type: LOGIN_TYPE.EMAIL, email: address.toUpperCase(), password: 'secret-1', ...SYSTEM })).code).toBe(0);
  });

  it('refuses a suspended account, and ends its sessions (1013)', async () => {
    const login = await registerByPassword();
    server.services.db.prepare('UPDATE players SET state = ? WHERE uid = ?').run(PLAYER_STATE.SUSPENDED, login.userInfo.uid);
    expect((await server.call('login', { client_type: LOGIN_TYPE.PHONE, mobile: login.userInfo.mobile, password: 'secret-1', ...SYSTEM })).msg).toBe(
      ACCOUNT_MESSAGES.suspended,
    );
    expect(await server.call('walletInfo', {}, { token: login.accessToken })).toEqual({ code: 1013, msg: 'This account is suspended', data: null });
  });

  it('refuses a guest sign-in through login', async () => {
    expect((await server.call('login', { client_type: LOGIN_TYPE.GUEST, ...SYSTEM })).msg).toBe(ACCOUNT_MESSAGES.guestByLogin);
  });
});

describe('third-party sign-in (client_type 5, an ID token in verify_code)', () => {
  it('makes an account on the first sign-in and finds it again by the token’s subject', async () => {
    const token = await provider.idToken({ sub: 'google-123', email: 'Rahul@Example.com', name: 'Rahul' });
    const first = dataOf(await server.call('login', { client_type: LOGIN_TYPE.THIRD, verify_code: token, ...SYSTEM }));
    expect(first.userInfo).toMatchObject({ email: 'rahul@example.com', nick_name: 'Rahul' });
    expect(first.oauth_user_info).toMatchObject({ sub: 'google-123', email: 'rahul@example.com', name: 'Rahul' });
    const again = dataOf(
      await server.call('register', { client_type: LOGIN_TYPE.THIRD, verify_code: await provider.idToken({ sub: 'google-123' }), channel_id: 1 }),
    );
    expect(again.userInfo.uid).toBe(first.userInfo.uid);
  });

  it('never links to an account that holds the same address', async () => {
    const address = newEmail();
    const owner = dataOf(await server.register({ client_type: LOGIN_TYPE.EMAIL, email: address, password: 'secret-1', channel_id: 1 }));
    const federated = dataOf(
      await server.call('login', { client_type: LOGIN_TYPE.THIRD, verify_code: await provider.idToken({ sub: 'other-1', email: address }), ...SYSTEM }),
    );
    expect(federated.userInfo.uid).not.toBe(owner.userInfo.uid);
    expect(federated.userInfo.email).toBe('');
  });

  it.each([
    ['another audience', () => provider.idToken({ sub: 'x' }, { audience: 'someone-else' }), 'The sign-in token is not valid'],
    ['another issuer', () => provider.idToken({ sub: 'x' }, { issuer: 'https://evil.example' }), 'The sign-in token is not valid'],
    ['an unknown key', () => provider.foreignIdToken({ sub: 'x' }), 'The sign-in token is not valid'],
    [
      'an expired token',
      () => provider.idToken({ sub: 'x' }, { expiresIn: Math.floor(Date.now() / 1000) - 3600 }),
      'The sign-in token has expired; sign in with the provider again',
    ],
    ['text that is no token', () => Promise.resolve('not.a.token'), 'The sign-in token is not valid'],
  ])('refuses %s', async (_label, make, msg) => {
    expect(await server.call('login', { client_type: LOGIN_TYPE.THIRD, verify_code: await make(), ...SYSTEM })).toEqual({ code: 500, msg, data: null });
  });
});

describe('POST /api/user/sendCode and the dev outbox', () => {
  it('puts the code in the outbox with its text, and waits 60 s before another', async () => {
    const phone = newPhone();
    await codeFor(`+91${phone}`, `91${phone}`);
    const [message] = await server.outbox(`+91${phone}`);
    expect(message).toMatchObject({ brand: 'india', channel: 'sms', to: `91${phone}` });
    expect(message?.text).toBe(`${message?.code} is your Casino India verification code. It expires in 10 minutes.`);
    expect(await server.call('sendCode', { mobile_or_email: phone })).toEqual({ code: 500, msg: CODE_MESSAGES.tooSoon(60), data: null });
    server.clock.advance(61_000);
    expect((await server.call('sendCode', { mobile_or_email: phone })).code).toBe(0);
    expect(await server.outbox(`91${phone}`)).toHaveLength(2);
  });

  it('lets a code expire after 10 minutes', async () => {
    const phone = newPhone();
    const code = await codeFor(phone, `91${phone}`);
    server.clock.advance(10 * 60_000 + 1_000);
    expect((await server.call('register', { client_type: LOGIN_TYPE.PHONECODE, mobile: phone, verify_code: code, channel_id: 1 })).msg).toBe(
      CODE_MESSAGES.expired,
    );
  });

  it('refuses what is neither a phone number nor an address', async () => {
    expect(await server.call('sendCode', { mobile_or_email: 'call me' })).toEqual({
      code: 500,
      msg: 'mobile_or_email: must be a phone number or an e-mail address',
      data: null,
    });
  });
});

describe('POST /api/user/resetPassword (forgot password)', () => {
  it('sets a new password with the code sent to the phone, and signs the account out everywhere', async () => {
    const phone = newPhone();
    const { accessToken } = await registerByPassword(phone, 'old-secret');
    const code = await codeFor(phone, `91${phone}`);
    expect(await server.call('resetPassword', { client_type: LOGIN_TYPE.PHONECODE, mobile: phone, verify_code: code, password: 'new-secret' })).toEqual({
      code: 0,
      msg: 'Modified successfully',
      data: {},
    });
    expect((await server.call('userInfo', {}, { token: accessToken })).code).toBe(1013);
    const login = (password: string) => server.call('login', { client_type: LOGIN_TYPE.PHONE, mobile: phone, password, ...SYSTEM });
    expect((await login('old-secret')).msg).toBe(ACCOUNT_MESSAGES.wrongPassword);
    expect((await login('new-secret')).code).toBe(0);
    // The code is spent.
    expect((await server.call('resetPassword', { client_type: LOGIN_TYPE.PHONECODE, mobile: phone, verify_code: code, password: 'other-secret' })).code).toBe(
      500,
    );
  });

  it('refuses a wrong code and an address no account uses, changing nothing', async () => {
    const phone = newPhone();
    await registerByPassword(phone, 'old-secret');
    await codeFor(phone, `91${phone}`);
    const wrong = await server.call('resetPassword', { client_type: LOGIN_TYPE.PHONECODE, mobile: phone, verify_code: '000000', password: 'new-secret' });
    expect(wrong.code).toBe(500);
    const email = newEmail();
    const code = await codeFor(email, email.toLowerCase());
    expect(await server.call('resetPassword', { client_type: LOGIN_TYPE.EMAILCODE, email, verify_code: code, password: 'new-secret' })).toMatchObject({
      code: 500,
      msg: ACCOUNT_MESSAGES.noAccount,
    });
    expect((await server.call('login', { client_type: LOGIN_TYPE.PHONE, mobile: phone, password: 'old-secret', ...SYSTEM })).code).toBe(0);
  });
});

describe('tokens: tokenLogin, tokenVerify, logout, expiry', () => {
  it('token login keeps the token and gives it a full term again', async () => {
    const login = await registerByPassword();
    server.clock.advance(24 * 3600_000);
    const renewed = dataOf(await server.call('tokenLogin', { token: login.accessToken, ...SYSTEM }));
    expect(renewed).toEqual({ accessToken: login.accessToken, accessExpire: Math.floor(server.clock.now() / 1000) + 2 * 24 * 3600 });
    expect(tokenVerifyResponseSchema.parse(dataOf(await server.call('tokenVerify', { token: login.accessToken, ...SYSTEM })))).toEqual({
      accessExpire: renewed.accessExpire,
    });
  });

  it('answers 1013 once the token expired', async () => {
    const login = await registerByPassword();
    server.clock.advance(2 * 24 * 3600_000 + 1_000);
    const expired = { code: 1013, msg: 'Your session has expired, please sign in again', data: null };
    expect(await server.call('walletInfo', {}, { token: login.accessToken })).toEqual(expired);
    expect(await server.call('tokenLogin', { token: login.accessToken, ...SYSTEM })).toEqual(expired);
    expect(await server.call('tokenVerify', { token: login.accessToken, ...SYSTEM })).toEqual(expired);
  });

  it('revokes the token on sign-out; signing out again is harmless', async () => {
    const login = await registerByPassword();
    expect(await server.call('logout', {}, { token: login.accessToken })).toEqual({ code: 0, msg: 'ok', data: null });
    expect(await server.call('walletInfo', {}, { token: login.accessToken })).toEqual({
      code: 1013,
      msg: 'You have signed out on this device, please sign in again',
      data: null,
    });
    expect((await server.call('logout', {}, { token: login.accessToken })).code).toBe(0);
  });
});

describe('the signed-in player’s account', () => {
  it('binds a phone and an e-mail with their codes (msg "ok"), never one bound to someone else', async () => {
    const player = await guest();
    const phone = newPhone();
    const bound = await server.call('bindMobile', { mobile: phone, verify_code: await codeFor(phone, `91${phone}`) }, { token: player.accessToken });
    expect(bound).toMatchObject({ code: 0, msg: 'ok', data: { mobile: `91${phone}`, is_need_opt: false } });
    const address = newEmail();
    const withEmail = await server.call(
      'bindEmail',
      { email: address, verify_code: await codeFor(address, address.toLowerCase()) },
      { token: player.accessToken },
    );
    expect(withEmail).toMatchObject({ code: 0, msg: 'ok', data: { email: address.toLowerCase() } });

    const other = await guest();
    server.clock.advance(61_000);
    const stolen = await server.call('bindMobile', { mobile: phone, verify_code: await codeFor(phone, `91${phone}`) }, { token: other.accessToken });
    expect(stolen).toEqual({ code: 500, msg: ACCOUNT_MESSAGES.mobileBoundElsewhere, data: null });
  });

  it('sets a first password without the old one, then wants the old one; other devices are signed out', async () => {
    const player = await guest();
    const phone = newPhone();
    await server.call('bindMobile', { mobile: phone, verify_code: await codeFor(phone, `91${phone}`) }, { token: player.accessToken });
    expect(await server.call('updateAccount', { password: 'first-pass' }, { token: player.accessToken })).toEqual({
      code: 0,
      msg: 'Modified successfully',
      data: {},
    });
    const elsewhere = dataOf(await server.call('login', { client_type: LOGIN_TYPE.PHONE, mobile: phone, password: 'first-pass', ...SYSTEM }));
    expect((await server.call('updateAccount', { password: 'second-pass' }, { token: player.accessToken })).msg).toBe(ACCOUNT_MESSAGES.oldPasswordRequired);
    expect((await server.call('updateAccount', { password: 'second-pass', old_password: 'wrong-pass' }, { token: player.accessToken })).msg).toBe(
      ACCOUNT_MESSAGES.oldPasswordWrong,
    );
    expect((await server.call('updateAccount', { password: 'second-pass', old_password: 'first-pass' }, { token: player.accessToken })).code).toBe(0);
    expect((await server.call('walletInfo', {}, { token: elsewhere.accessToken })).code).toBe(1013);
    expect((await server.call('walletInfo', {}, { token: player.accessToken })).code).toBe(0);
    expect((await server.call('login', { client_type: LOGIN_TYPE.PHONE, mobile: phone, password: 'second-pass', ...SYSTEM })).code).toBe(0);
    expect((await server.call('updateAccount', { password: 'short' }, { token: player.accessToken })).msg).toBe('password: must be at least 6 characters');
  });

  it('changes the nickname and the avatar ("Modified successfully")', async () => {
    const { accessToken: token } = await guest();
    expect(await server.call('updateName', { nick_name: 'Priya K' }, { token })).toMatchObject({
      code: 0,
      msg: 'Modified successfully',
      data: { nick_name: 'Priya K' },
    });
    expect((await server.call('updateName', { nick_name: 'Priya<script>' }, { token })).msg).toBe('nick_name: must not contain special symbols');
    expect((await server.call('updateName', { nick_name: '   ' }, { token })).msg).toBe(ACCOUNT_MESSAGES.nameBlank);
    expect(await server.call('updateAvatar', { avatar_id: 7 }, { token })).toMatchObject({ code: 0, msg: 'Modified successfully', data: { avatar_id: 7 } });
    expect((await server.call('updateAvatar', { avatar_id: 12 }, { token })).msg).toBe(ACCOUNT_MESSAGES.avatarUnknown);
    expect((await server.call('updateAvatar', { avatar_id: -1 }, { token })).msg).toBe('avatar_id: must be 0 or more');
  });

  it('reads the profile (GET) and the user info (POST) alike, in the contract’s shape', async () => {
    const { accessToken: token } = await server.signInDemo();
    const profile = dataOf(await server.call('userProfile', {}, { token }));
    expect(userInfoSchema.parse(profile)).toEqual(profile);
    expect(dataOf(await server.call('userInfo', {}, { token }))).toEqual(profile);
  });

  it('reports frozen accounts, which still sign in', async () => {
    const login = await registerByPassword();
    expect(dataOf(await server.call('checkFrozen', {}, { token: login.accessToken }))).toEqual({ is_frozen: false });
    server.services.db.prepare('UPDATE players SET state = ? WHERE uid = ?').run(PLAYER_STATE.FROZEN, login.userInfo.uid);
    expect(dataOf(await server.call('checkFrozen', {}, { token: login.accessToken }))).toEqual({ is_frozen: true });
  });

  it('shows the VIP ladder and the way to the next level', async () => {
    const { accessToken: token, userInfo } = await server.signInDemo();
    const vip = dataOf(await server.call('vipInfo', {}, { token }));
    expect(vip.vip_list).toHaveLength(11);
    expect(vip.vip_list[1]).toEqual({ vip_level: 1, minimum_amount: 100_000, cashback_rate: 0.3 });
    expect(vip.user_info).toEqual({
      uid: userInfo.uid,
      name: userInfo.nick_name,
      vip_level: 0,
      pay_total: 0,
      bet_total: 0,
      vip_upgrade_required_deposits: 100_000,
      vip_upgrade_required_betting: 500_000,
    });
  });

  it('saves the push token for the player’s own uid only', async () => {
    const { accessToken: token, userInfo } = await registerByPassword();
    expect((await server.call('pushFcm', { token: 'fcm-token-1', uid: userInfo.uid + 1 }, { token })).msg).toBe(ACCOUNT_MESSAGES.uidNotYours);
    expect((await server.call('pushFcm', { token: 'fcm-token-1', uid: userInfo.uid }, { token })).code).toBe(0);
    expect((await info(token)).fcm_token).toBe('fcm-token-1');
  });

  it('needs a token for every one of these calls', async () => {
    for (const name of ['userProfile', 'userInfo', 'checkFrozen', 'vipInfo', 'walletInfo'] as const) {
      expect((await server.call(name, {})).code).toBe(1013);
    }
  });
});
