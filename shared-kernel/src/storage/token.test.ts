// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from './safe-storage.ts';
import { createTokenStore, documentCookieJar, tokenCookieMaxAge, TOKEN_COOKIE_DEFAULT_MAX_AGE_SECONDS, type CookieJar } from './token.ts';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const TWO_DAYS = 172_800;

describe('token cookie life', () => {
  it('is 2 days by default', () => {
    expect(TOKEN_COOKIE_DEFAULT_MAX_AGE_SECONDS).toBe(TWO_DAYS);
    expect(tokenCookieMaxAge(undefined, NOW)).toBe(TWO_DAYS);
    expect(tokenCookieMaxAge(null, NOW)).toBe(TWO_DAYS);
  });

  it('falls back to 2 days for an unusable expiry', () => {
    for (const expiry of [0, -60, Number.NaN, Number.POSITIVE_INFINITY, '', 'soon', {}, true]) {
      expect(tokenCookieMaxAge(expiry, NOW), String(expiry)).toBe(TWO_DAYS);
    }
  });

  it('reads accessExpire as a Unix epoch in seconds', () => {
    expect(tokenCookieMaxAge(NOW / 1000 + 7 * 86_400, NOW)).toBe(7 * 86_400);
    expect(tokenCookieMaxAge(String(NOW / 1000 + 3600), NOW)).toBe(3600);
  });

  it('falls back to 2 days for an epoch already past (a device clock running fast)', () => {
    expect(tokenCookieMaxAge(NOW / 1000 - 1, NOW)).toBe(TWO_DAYS);
    expect(tokenCookieMaxAge(NOW / 1000, NOW)).toBe(TWO_DAYS);
  });

  it('reads a small value as seconds from now, and a huge one as an epoch in milliseconds', () => {
    expect(tokenCookieMaxAge(3600, NOW)).toBe(3600);
    expect(tokenCookieMaxAge(999_999_999, NOW)).toBe(999_999_999);
    expect(tokenCookieMaxAge(NOW + 90_000, NOW)).toBe(90);
  });
});

/** A cookie jar that records what was written and serves name=value pairs like a browser. */
function recordingJar() {
  const written: string[] = [];
  const values = new Map<string, string>();
  const jar: CookieJar = {
    read: () => [...values].map(([name, value]) => `${name}=${value}`).join('; '),
    write: (cookie) => {
      written.push(cookie);
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/Max-Age=0(;|$)/.test(cookie)) values.delete(name);
      else values.set(name, value);
    },
  };
  return { jar, written, values };
}

describe('token store', () => {
  afterEach(() => {
    document.cookie = 'token=; Max-Age=0; Path=/';
  });

  it('keeps the token in local storage and in a cookie living as the expiry says', () => {
    const area = createSafeStorage(() => undefined);
    const { jar, written } = recordingJar();
    const store = createTokenStore(area, 'token', () => jar, () => NOW);
    store.set('abc 1', NOW / 1000 + 3600);
    expect(area.getItem('token')).toBe('"abc 1"');
    expect(written[0]).toBe(`token=abc%201; Max-Age=3600; Expires=${new Date(NOW + 3_600_000).toUTCString()}; Path=/; SameSite=Lax`);
    expect(store.get()).toBe('abc 1');
  });

  it('gives the cookie 2 days when the login has no expiry', () => {
    const { jar, written } = recordingJar();
    createTokenStore(createSafeStorage(() => undefined), 'token', () => jar, () => NOW).set('t');
    expect(written[0]).toContain(`Max-Age=${TWO_DAYS};`);
  });

  it('reads as signed out once the cookie has expired, and drops the stale stored token', () => {
    const area = createSafeStorage(() => undefined);
    const { jar, values } = recordingJar();
    const store = createTokenStore(area, 'token', () => jar);
    store.set('t');
    values.delete('token');
    expect(store.get()).toBeUndefined();
    expect(area.getItem('token')).toBeNull();
  });

  it('uses local storage alone where there are no cookies', () => {
    const area = createSafeStorage(() => undefined);
    const store = createTokenStore(area, 'token', () => undefined);
    store.set('t');
    expect(store.get()).toBe('t');
    store.remove();
    expect(store.get()).toBeUndefined();
  });

  it('removes both copies; setting an empty token is a removal', () => {
    const area = createSafeStorage(() => undefined);
    const { jar, values } = recordingJar();
    const store = createTokenStore(area, 'token', () => jar);
    store.set('t');
    store.set('');
    expect(values.has('token')).toBe(false);
    expect(area.getItem('token')).toBeNull();
    expect(store.get()).toBeUndefined();
  });

  it('works with the real document cookie, whose expiry is the token’s', () => {
    vi.useFakeTimers();
    try {
      const store = createTokenStore(createSafeStorage(() => undefined), 'token', documentCookieJar);
      store.set('live', 60);
      expect(document.cookie).toContain('token=live');
      expect(store.get()).toBe('live');
      vi.setSystemTime(Date.now() + 61_000);
      expect(store.get()).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('has no cookie jar where cookies are disabled', () => {
    const enabled = vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    expect(documentCookieJar()).toBeUndefined();
    enabled.mockRestore();
    expect(documentCookieJar()).toBeDefined();
  });
});
