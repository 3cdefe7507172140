import type { KeyValueStorage } from './safe-storage.ts';
import { createStorageItem, isString } from './storage-item.ts';

/** The token cookie's life when the login gives no usable expiry: 2 days (spec 9). */
export const TOKEN_COOKIE_DEFAULT_MAX_AGE_SECONDS = 2 * 24 * 60 * 60;

// Below this an `accessExpire` cannot be an epoch (it would be before September 2001), so it is
// read as a duration; at or above 1e12 it can only be an epoch in milliseconds.
const EPOCH_SECONDS_FROM = 1e9;
const EPOCH_MILLISECONDS_FROM = 1e12;

/**
 * How many seconds the token cookie lives, from a login's `accessExpire`.
 *
 * The contract is a Unix epoch in seconds (the go-zero convention `now + AccessExpire`, which the
 * names `accessToken`/`accessExpire` come from). To survive a backend that sends something else:
 * values under 1e9 are read as seconds from now, values from 1e12 as an epoch in milliseconds, and
 * numeric strings are accepted. Missing, non-numeric, non-positive or already-past expiries (a
 * device clock running fast) give the 2-day default rather than a cookie that is dead on arrival.
 */
export function tokenCookieMaxAge(accessExpire: unknown, nowMs: number = Date.now()): number {
  const value = typeof accessExpire === 'string' && accessExpire.trim() !== '' ? Number(accessExpire) : accessExpire;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return TOKEN_COOKIE_DEFAULT_MAX_AGE_SECONDS;
  if (value < EPOCH_SECONDS_FROM) return Math.floor(value);
  const expiresAtMs = value >= EPOCH_MILLISECONDS_FROM ? value : value * 1000;
  const seconds = Math.floor((expiresAtMs - nowMs) / 1000);
  return seconds > 0 ? seconds : TOKEN_COOKIE_DEFAULT_MAX_AGE_SECONDS;
}

/** Read and write access to `document.cookie`. */
export interface CookieJar {
  read(): string;
  write(cookie: string): void;
}

/** The page's cookies, or `undefined` where there are none (Node, cookies disabled, sandboxed frame). */
export function documentCookieJar(): CookieJar | undefined {
  if (typeof document === 'undefined') return undefined;
  if (typeof navigator !== 'undefined' && navigator.cookieEnabled === false) return undefined;
  try {
    void document.cookie;
  } catch {
    return undefined;
  }
  return {
    read: () => document.cookie,
    write: (cookie) => {
      document.cookie = cookie;
    },
  };
}

function readCookie(jar: CookieJar, name: string): string | undefined {
  for (const part of jar.read().split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The signed-in player's token: kept in local storage and in a cookie that carries its expiry. */
export interface TokenStore {
  readonly key: string;
  /** The token, or `undefined` when signed out or when the cookie has expired. */
  get(): string | undefined;
  /** Stores the token; the cookie lives as long as {@link tokenCookieMaxAge} says. Empty = remove. */
  set(token: string, accessExpire?: unknown): void;
  remove(): void;
}

/**
 * The token store. Where cookies work, the cookie is the truth: its expiry is the token's, so a
 * token left in local storage after the cookie died reads as signed out (and is removed). Where
 * cookies do not work, local storage alone keeps the token.
 */
export function createTokenStore(
  area: KeyValueStorage,
  key: string,
  cookies: () => CookieJar | undefined,
  now: () => number = Date.now,
): TokenStore {
  const item = createStorageItem(area, key, isString);
  const secure = () => typeof location !== 'undefined' && location.protocol === 'https:';
  const cookie = (value: string, maxAge: number) =>
    `${key}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Expires=${new Date(now() + maxAge * 1000).toUTCString()}; Path=/; SameSite=Lax${secure() ? '; Secure' : ''}`;

  const store: TokenStore = {
    key,
    get() {
      const jar = cookies();
      if (!jar) return item.get() || undefined;
      const fromCookie = readCookie(jar, key);
      if (fromCookie) return fromCookie;
      item.remove();
      return undefined;
    },
    set(token, accessExpire) {
      if (token === '') {
        store.remove();
        return;
      }
      item.set(token);
      cookies()?.write(cookie(token, tokenCookieMaxAge(accessExpire, now())));
    },
    remove() {
      item.remove();
      cookies()?.write(`${key}=; Max-Age=0; Expires=${new Date(0).toUTCString()}; Path=/; SameSite=Lax`);
    },
  };
  return store;
}
