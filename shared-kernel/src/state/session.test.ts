// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lobbyInfoFixture, userInfoFixture } from '../testing/player-fixtures.ts';

/** A fresh copy of the kernel, as a new page load would have, over what storage holds now. */
async function startPage() {
  vi.resetModules();
  const [state, events] = await Promise.all([import('./index.ts'), import('@casino/shared-kernel/events')]);
  return { ...state, casinoBus: events.casinoBus };
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'token=; Max-Age=0; Path=/';
});

describe('the session at start', () => {
  it('is restored from the token cookie and the stored user info', async () => {
    document.cookie = 'token=tok-9; Max-Age=3600; Path=/';
    localStorage.setItem('token', '"tok-9"');
    localStorage.setItem('userInfo', JSON.stringify(userInfoFixture({ uid: 9, nick_name: 'Ravi' })));
    const { kernelStore, sessionAtom, isSignedInAtom, casinoBus } = await startPage();
    expect(kernelStore.get(sessionAtom)).toEqual({ token: 'tok-9', userInfo: userInfoFixture({ uid: 9, nick_name: 'Ravi' }) });
    expect(kernelStore.get(isSignedInAtom)).toBe(true);
    const late = vi.fn();
    casinoBus.on('auth:changed', late);
    expect(late).toHaveBeenCalledExactlyOnceWith({ token: 'tok-9', signedIn: true, reason: 'restored' });
  });

  it('is signed out when the token cookie has expired, and the stale user info goes', async () => {
    localStorage.setItem('token', '"old"');
    localStorage.setItem('userInfo', JSON.stringify(userInfoFixture()));
    const { kernelStore, sessionAtom, casinoBus } = await startPage();
    expect(kernelStore.get(sessionAtom)).toEqual({ token: '', userInfo: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(casinoBus.last('auth:changed')).toEqual({ token: '', signedIn: false, reason: 'restored' });
  });

  it('is signed in without user info when the stored copy is corrupt', async () => {
    document.cookie = 'token=tok; Max-Age=3600; Path=/';
    localStorage.setItem('userInfo', '{"uid":');
    const { kernelStore, sessionAtom } = await startPage();
    expect(kernelStore.get(sessionAtom)).toEqual({ token: 'tok', userInfo: null });
  });
});

describe('the language at start', () => {
  it('is the stored choice', async () => {
    localStorage.setItem('language', '"pt-br"');
    const { kernelStore, languageAtom, casinoBus } = await startPage();
    expect(kernelStore.get(languageAtom)).toBe('pt-br');
    expect(casinoBus.last('language:changed')).toEqual({ language: 'pt-br' });
  });

  it('is en (the site default) without a usable choice', async () => {
    for (const stored of [null, '"fr"', '{bad json', '42']) {
      if (stored === null) localStorage.removeItem('language');
      else localStorage.setItem('language', stored);
      const { kernelStore, languageAtom, DEFAULT_LANGUAGE } = await startPage();
      expect(kernelStore.get(languageAtom), String(stored)).toBe('en');
      expect(DEFAULT_LANGUAGE).toBe('en');
    }
  });

  it('is stored when the player chooses, and announced', async () => {
    const { kernelStore, languageAtom, casinoBus } = await startPage();
    const changed = vi.fn();
    casinoBus.on('language:changed', changed);
    kernelStore.set(languageAtom, 'th');
    expect(localStorage.getItem('language')).toBe('"th"');
    expect(changed).toHaveBeenLastCalledWith({ language: 'th' });
    const next = await startPage();
    expect(next.kernelStore.get(next.languageAtom)).toBe('th');
  });
});

describe('the lobby info at start', () => {
  it('is the cached indexInfo, and every write refreshes the cache', async () => {
    localStorage.setItem('indexInfo', JSON.stringify(lobbyInfoFixture({ public_save_str: 'cached' })));
    const { kernelStore, lobbyInfoAtom } = await startPage();
    expect(kernelStore.get(lobbyInfoAtom)).toEqual(lobbyInfoFixture({ public_save_str: 'cached' }));
    kernelStore.set(lobbyInfoAtom, lobbyInfoFixture({ public_save_str: 'fresh' }));
    expect(JSON.parse(localStorage.getItem('indexInfo') ?? '')).toEqual(lobbyInfoFixture({ public_save_str: 'fresh' }));
    kernelStore.set(lobbyInfoAtom, null);
    expect(localStorage.getItem('indexInfo')).toBeNull();
  });

  it('is null when the cache is corrupt', async () => {
    localStorage.setItem('indexInfo', 'not json');
    const { kernelStore, lobbyInfoAtom } = await startPage();
    expect(kernelStore.get(lobbyInfoAtom)).toBeNull();
  });
});
