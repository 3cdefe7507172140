// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { casinoBus, type CasinoEvents } from '@casino/shared-kernel/events';
import {
  storedDeviceId,
  storedGamePath,
  storedGameToken,
  storedIndexInfo,
  storedLanguage,
  storedNoticeCounters,
  storedPreLoaded,
  storedToken,
  storedUserInfo,
  storedVersion,
  storedWithdrawAccountId,
} from '@casino/shared-kernel/storage';
import { lobbyInfoFixture, userInfoFixture } from '../testing/player-fixtures.ts';
import { AUTH_DIALOGS, requireLogin, signIn, signOut } from './auth.ts';
import { openDialog, openDialogsAtom } from './dialogs.ts';
import { kernelStore } from './kernel-store.ts';
import { redDotsAtom } from './red-dots-atom.ts';
import { isSignedInAtom, sessionAtom, tokenAtom, userInfoAtom } from './session.ts';
import { toastsAtom } from './toasts.ts';
import { walletAtom } from './wallet-atom.ts';

const PLAYER = userInfoFixture();
const openNames = () => kernelStore.get(openDialogsAtom).map(({ name }) => name);

/** Records every payload of the given events, in order, as [name, payload]. */
function recordEvents<Name extends keyof CasinoEvents>(names: readonly Name[]) {
  const seen: [Name, CasinoEvents[Name]][] = [];
  const offs = names.map((name) => casinoBus.on(name, (payload) => seen.push([name, payload])));
  return { seen, off: () => offs.forEach((off) => off()) };
}

beforeEach(() => {
  signOut();
  localStorage.clear();
  sessionStorage.clear();
  location.hash = '';
});
afterEach(() => vi.restoreAllMocks());

describe('signIn', () => {
  it('stores the token and user info and makes the player signed in', () => {
    signIn({ accessToken: 'tok-1', accessExpire: Math.floor(Date.now() / 1000) + 3600, userInfo: PLAYER });
    expect(kernelStore.get(sessionAtom)).toEqual({ token: 'tok-1', userInfo: PLAYER });
    expect(kernelStore.get(isSignedInAtom)).toBe(true);
    expect(kernelStore.get(tokenAtom)).toBe('tok-1');
    expect(storedToken.get()).toBe('tok-1');
    expect(document.cookie).toContain('token=tok-1');
    expect(storedUserInfo.get()).toEqual(PLAYER);
  });

  it('writes the token cookie with the expiry of the login, or 2 days without one', () => {
    const cookies: string[] = [];
    const setter = vi.spyOn(document, 'cookie', 'set').mockImplementation((cookie: string) => void cookies.push(cookie));
    signIn({ accessToken: 'a', userInfo: PLAYER });
    signIn({ accessToken: 'b', accessExpire: Math.floor(Date.now() / 1000) + 600, userInfo: PLAYER });
    setter.mockRestore();
    expect(cookies[0]).toMatch(/^token=a; Max-Age=172800;/);
    expect(cookies[1]).toMatch(/^token=b; Max-Age=(599|600);/);
  });

  it('forgets the balances and red dots of whoever was signed in before', () => {
    signIn({ accessToken: 'first', userInfo: PLAYER });
    kernelStore.set(walletAtom, { money: 1, coin: 2, gold: 3, taskBonus: 0, taskCur: 0, taskTarget: 0 });
    kernelStore.set(redDotsAtom, { activity_list: [], actnew_list: [], down_load_status: 1 });
    signIn({ accessToken: 'second', userInfo: userInfoFixture({ uid: 2002 }) });
    expect(kernelStore.get(walletAtom)).toBeNull();
    expect(kernelStore.get(redDotsAtom)).toBeNull();
  });

  it('closes the sign-in dialogs and no other', () => {
    for (const name of AUTH_DIALOGS) openDialog(name);
    openDialog('wallet.deposit');
    signIn({ accessToken: 't', userInfo: PLAYER });
    expect(openNames()).toEqual(['wallet.deposit']);
  });

  it('announces the sign-in, then asks for the wallet, mail, red dots, reward center and blind box', () => {
    const { seen, off } = recordEvents([
      'auth:changed',
      'wallet:changed',
      'mail:changed',
      'red-dots:changed',
      'reward-center:refresh-requested',
      'blind-box:refresh-requested',
    ]);
    seen.length = 0; // drop the replayed auth state
    signIn({ accessToken: 't', userInfo: PLAYER });
    off();
    expect(seen).toEqual([
      ['auth:changed', { token: 't', signedIn: true, reason: 'signed-in' }],
      ['wallet:changed', { reason: 'sign-in' }],
      ['mail:changed', { reason: 'sign-in' }],
      ['red-dots:changed', { reason: 'sign-in' }],
      ['reward-center:refresh-requested', { reason: 'sign-in' }],
      ['blind-box:refresh-requested', { reason: 'sign-in' }],
    ]);
  });

  it('accepts a token login without user info, and refuses an answer without a token', () => {
    storedUserInfo.set(PLAYER);
    signIn({ accessToken: 't' });
    expect(kernelStore.get(userInfoAtom)).toBeNull();
    expect(storedUserInfo.get()).toBeUndefined();
    signOut();
    expect(() => signIn({ accessToken: '', userInfo: PLAYER })).toThrow(TypeError);
    expect(kernelStore.get(isSignedInAtom)).toBe(false);
  });
});

describe('signOut', () => {
  function signInEverywhere() {
    signIn({ accessToken: 'tok', userInfo: PLAYER });
    storedWithdrawAccountId.set(9);
    storedGameToken.set('game');
    storedGamePath.set('/webgame?id=1');
    storedDeviceId.set(1_234_567_890);
    storedLanguage.set('th');
    storedNoticeCounters.set(PLAYER.uid, { dismissed: 1 });
    storedVersion.set('21');
    storedPreLoaded.set(true);
    storedIndexInfo.set(lobbyInfoFixture());
    kernelStore.set(walletAtom, { money: 1, coin: 2, gold: 3, taskBonus: 0, taskCur: 0, taskTarget: 0 });
    kernelStore.set(redDotsAtom, { activity_list: [], actnew_list: [], down_load_status: 0 });
  }

  it('clears the token, user info and signed-in keys, and keeps the browser’s', () => {
    signInEverywhere();
    signOut();
    expect(kernelStore.get(sessionAtom)).toEqual({ token: '', userInfo: null });
    expect(storedToken.get()).toBeUndefined();
    expect(localStorage.getItem('token')).toBeNull();
    expect(storedUserInfo.get()).toBeUndefined();
    expect(storedWithdrawAccountId.get()).toBeUndefined();
    expect(storedGameToken.get()).toBeUndefined();
    expect(storedGamePath.get()).toBeUndefined();
    expect(storedDeviceId.get()).toBe(1_234_567_890);
    expect(storedLanguage.get()).toBe('th');
    expect(storedNoticeCounters.get(PLAYER.uid)).toEqual({ dismissed: 1 });
    expect(storedVersion.get()).toBe('21');
    expect(storedPreLoaded.get()).toBe(true);
    expect(storedIndexInfo.get()).toEqual(lobbyInfoFixture());
  });

  it('forgets the wallet and red dots, closes every dialog and goes home', () => {
    signInEverywhere();
    openDialog('wallet.deposit');
    location.hash = '#/my';
    signOut();
    expect(kernelStore.get(walletAtom)).toBeNull();
    expect(kernelStore.get(redDotsAtom)).toBeNull();
    expect(openNames()).toEqual([]);
    expect(location.hash).toBe('#/');
  });

  it('announces the sign-out once, and not at all for a visitor', () => {
    signIn({ accessToken: 'tok', userInfo: PLAYER });
    const { seen, off } = recordEvents(['auth:changed']);
    seen.length = 0;
    signOut();
    signOut();
    off();
    expect(seen).toEqual([['auth:changed', { token: '', signedIn: false, reason: 'signed-out' }]]);
  });

  it('when forced, opens the login dialog with the warning in it, and no toast', () => {
    signIn({ accessToken: 'tok', userInfo: PLAYER });
    const { seen, off } = recordEvents(['auth:changed']);
    seen.length = 0;
    signOut({ forced: true, message: 'USER_FORBIDDEN' });
    off();
    expect(seen).toEqual([['auth:changed', { token: '', signedIn: false, reason: 'forced-sign-out' }]]);
    expect(openNames()).toEqual(['shell.login']);
    expect(kernelStore.get(openDialogsAtom)[0]?.props).toEqual({ message: 'USER_FORBIDDEN' });
    expect(kernelStore.get(toastsAtom)).toEqual([]);
  });
});

describe('requireLogin', () => {
  it('for a visitor: opens the register dialog, announces auth:required, returns false', () => {
    const required = vi.fn();
    const off = casinoBus.on('auth:required', required);
    expect(requireLogin()).toBe(false);
    off();
    expect(openNames()).toEqual(['shell.register']);
    expect(required).toHaveBeenCalledExactlyOnceWith({ dialog: 'register' });
  });

  it('for a signed-in player: returns true and opens nothing', () => {
    signIn({ accessToken: 'tok', userInfo: PLAYER });
    const required = vi.fn();
    const off = casinoBus.on('auth:required', required);
    expect(requireLogin()).toBe(true);
    off();
    expect(openNames()).toEqual([]);
    expect(required).not.toHaveBeenCalled();
  });
});

describe('userInfoAtom', () => {
  it('stores refreshed user info while signed in', () => {
    signIn({ accessToken: 'tok', userInfo: PLAYER });
    kernelStore.set(userInfoAtom, { ...PLAYER, money: 9000 });
    expect(storedUserInfo.get()).toMatchObject({ money: 9000 });
    expect(kernelStore.get(sessionAtom).userInfo).toMatchObject({ money: 9000 });
  });

  it('ignores an answer that arrives after sign-out', () => {
    kernelStore.set(userInfoAtom, PLAYER);
    expect(kernelStore.get(userInfoAtom)).toBeNull();
    expect(storedUserInfo.get()).toBeUndefined();
  });
});
