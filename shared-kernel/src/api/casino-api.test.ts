// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { okEnvelope, verifyRequestSignature } from '@casino/shared-kernel/api-contract';
import { deviceId } from '@casino/shared-kernel/device';
import { initI18n } from '@casino/shared-kernel/i18n';
import {
  dismissToast,
  isSignedInAtom,
  kernelStore,
  languageAtom,
  openDialogsAtom,
  signIn,
  signOut,
  toastsAtom,
} from '@casino/shared-kernel/state';
import { userInfoFixture } from '../testing/player-fixtures.ts';
import { isApiError } from './api-error.ts';
import { casinoApi, configureApi, isApiConfigured } from './casino-api.ts';
import { startTestApiServer, type TestApiServer } from './test-api-server.ts';

const SIGNING_KEY = 'brand-india-signing-key';
const WALLET = { money: 150_000, coin: 2_500, gold: 0, taskBonus: 0, taskCur: 0, taskTarget: 0 };

let server: TestApiServer;
const openNames = () => kernelStore.get(openDialogsAtom).map(({ name }) => name);
const toasts = () => kernelStore.get(toastsAtom).map(({ type, text }) => [type, text]);

beforeAll(async () => {
  server = await startTestApiServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  signOut();
  for (const { id } of kernelStore.get(toastsAtom)) dismissToast(id);
  kernelStore.set(languageAtom, 'en');
  location.hash = '';
  server.reset();
});

describe('casinoApi before start-up', () => {
  it('says who must configure it instead of sending a request', () => {
    expect(isApiConfigured()).toBe(false);
    expect(() => casinoApi.get('walletInfo')).toThrow(/configureApi\(\)/);
    expect(server.requests).toHaveLength(0);
  });
});

describe('casinoApi wired to the kernel', () => {
  beforeAll(async () => {
    configureApi({ apiHost: server.url, signingKey: SIGNING_KEY });
    await initI18n();
  });

  it('sends the signed-in token, the chosen language and this browser’s device id, signed', async () => {
    server.route('/api/wallet', () => ({ body: okEnvelope(WALLET) }));
    signIn({ accessToken: 'tok-player', userInfo: userInfoFixture() });
    kernelStore.set(languageAtom, 'pt-br');

    await expect(casinoApi.get('walletInfo')).resolves.toEqual(WALLET);

    const [request] = server.requests;
    expect(request?.headers).toMatchObject({
      authorization: 'tok-player',
      'accept-language': 'pt-br',
      'accept-deviceid': String(deviceId()),
    });
    const signature = request?.headers['x-casino-signature'] ?? '';
    await expect(
      verifyRequestSignature({ key: SIGNING_KEY, header: signature, method: 'GET', pathAndQuery: request?.url ?? '', body: '' }),
    ).resolves.toMatchObject({ valid: true });
  });

  it('sends an empty Authorization for a visitor', async () => {
    server.route('/api/wallet', () => ({ body: okEnvelope(WALLET) }));
    await casinoApi.get('walletInfo');
    expect(server.requests[0]?.headers.authorization).toBe('');
  });

  it('takes the lobby channel from the link the player came by (cid inside the hash route)', async () => {
    server.route('/api/preload', () => ({ body: okEnvelope({}) }));
    location.hash = '#/?cid=B8C37E';
    await casinoApi.call('lobbyPreload');
    expect(server.requests[0]?.headers['accept-channelid']).toBe('1001');
  });

  it('shows a refused call’s message as an error toast, in the player’s language', async () => {
    server.route('/api/wallet', () => ({ body: { code: 7, msg: 'Request timed out', data: null } }));
    kernelStore.set(languageAtom, 'en');
    const error: unknown = await casinoApi.get('walletInfo').catch((reason: unknown) => reason);
    expect(isApiError(error) && error.code).toBe(7);
    expect(toasts()).toEqual([['error', 'Request timed out']]);
  });

  it('1013 for a signed-in player: signed out, login open with the USER_FORBIDDEN warning and the message, shown once', async () => {
    server.route('/api/wallet', () => ({ body: { code: 1013, msg: 'Token expired', data: null } }));
    signIn({ accessToken: 'tok-old', userInfo: userInfoFixture() });

    await casinoApi.get('walletInfo').catch(() => undefined);

    expect(kernelStore.get(isSignedInAtom)).toBe(false);
    expect(openNames()).toEqual(['shell.login']);
    // Said once, in the login dialog: no toast repeats it over the dialog.
    expect(kernelStore.get(openDialogsAtom)[0]?.props).toEqual({ message: 'You have been signed out. Please log in again. Token expired' });
    expect(toasts()).toEqual([]);
  });

  it('a visitor’s 1013 after a signed-in player’s leaves the login dialog with the first reason', async () => {
    server.route('/api/wallet', () => ({ body: { code: 1013, msg: 'Token expired', data: null } }));
    server.route('/api/user/userinfo', () => ({ body: { code: 1013, msg: 'Please sign in first', data: null } }));
    signIn({ accessToken: 'tok-ended-elsewhere', userInfo: userInfoFixture() });

    await casinoApi.get('walletInfo').catch(() => undefined);
    // A call of the same page, sent once the session had gone (no token).
    await casinoApi.call('userInfo').catch(() => undefined);

    expect(openNames()).toEqual(['shell.login']);
    expect(kernelStore.get(openDialogsAtom)[0]?.props).toEqual({ message: 'You have been signed out. Please log in again. Token expired' });
  });

  it('1013 for a visitor: login open and the message, no sign-out warning', async () => {
    server.route('/api/wallet', () => ({ body: { code: 500, msg: 'Authorization token error', data: null } }));

    await casinoApi.get('walletInfo').catch(() => undefined);

    expect(openNames()).toEqual(['shell.login']);
    expect(kernelStore.get(openDialogsAtom)[0]?.props).toEqual({ message: 'Authorization token error. Please log in again.' });
    expect(toasts()).toEqual([]);
  });
});
