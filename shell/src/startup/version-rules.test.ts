// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { safeLocalStorage, storedVersion } from '@casino/shared-kernel/storage';
import {
  applyPageVersion,
  applyTimestampRules,
  EXPIRE_TIME_OFFSET_MS,
  isPushTokenRefreshDue,
  LOBBY_CACHE_MAX_AGE_MS,
  pageVersion,
  PUSH_TOKEN_MAX_AGE_MS,
  VERSION_RULE_KEYS,
} from './version-rules.ts';

/** An in-memory Cache Storage holding caches by name. */
function fakeCaches(names: string[]) {
  const held = new Set(names);
  return {
    held,
    keys: vi.fn(async () => [...held]),
    delete: vi.fn(async (name: string) => held.delete(name)),
  } as unknown as CacheStorage & { held: Set<string> };
}

beforeEach(() => localStorage.clear());

describe('versions and caches', () => {
  it("reads the page's meta version", () => {
    document.head.innerHTML = '<meta name="version" content=" 2026.11.22-3 ">';
    expect(pageVersion()).toBe('2026.11.22-3');
    document.head.innerHTML = '';
    expect(pageVersion()).toBeNull();
  });

  it('on a new version deletes the image, font and script caches only, and stores the version', async () => {
    storedVersion.set('1');
    const caches = fakeCaches(['images-v1', 'fonts', 'scripts-cache', 'IMG', 'api-data', 'lobby']);
    expect((await applyPageVersion('2', caches)).sort()).toEqual(['IMG', 'fonts', 'images-v1', 'scripts-cache']);
    expect([...caches.held].sort()).toEqual(['api-data', 'lobby']);
    expect(storedVersion.get()).toBe('2');
  });

  it('on the same version, or a page naming none, leaves every cache', async () => {
    storedVersion.set('2');
    const caches = fakeCaches(['images']);
    expect(await applyPageVersion('2', caches)).toEqual([]);
    expect(await applyPageVersion(null, caches)).toEqual([]);
    expect(caches.delete).not.toHaveBeenCalled();
    expect(storedVersion.get()).toBe('2');
  });

  it('stores the version on a first visit even without Cache Storage', async () => {
    expect(await applyPageVersion('7', undefined)).toEqual([]);
    expect(storedVersion.get()).toBe('7');
  });
});

describe('timestamps', () => {
  const T = 1_800_000_000_000;
  const stored = (key: string) => JSON.parse(safeLocalStorage.getItem(key) ?? 'null') as unknown;

  it('clears the lobby cache only when more than 24 hours have passed since the last clear', () => {
    const clearLobbyCache = vi.fn();
    expect(applyTimestampRules({ clearLobbyCache, now: T })).toBe(false);
    expect(stored(VERSION_RULE_KEYS.lobbyCacheClearedAt)).toBe(T);
    expect(applyTimestampRules({ clearLobbyCache, now: T + LOBBY_CACHE_MAX_AGE_MS })).toBe(false);
    expect(clearLobbyCache).not.toHaveBeenCalled();
    expect(applyTimestampRules({ clearLobbyCache, now: T + LOBBY_CACHE_MAX_AGE_MS + 1 })).toBe(true);
    expect(clearLobbyCache).toHaveBeenCalledTimes(1);
    expect(stored(VERSION_RULE_KEYS.lobbyCacheClearedAt)).toBe(T + LOBBY_CACHE_MAX_AGE_MS + 1);
  });

  it('sets the second timestamp to now + 6 hours at every start', () => {
    applyTimestampRules({ clearLobbyCache: () => undefined, now: T });
    expect(stored(VERSION_RULE_KEYS.expireTime)).toBe(T + EXPIRE_TIME_OFFSET_MS);
    expect(EXPIRE_TIME_OFFSET_MS).toBe(6 * 60 * 60 * 1000);
  });

  it('says a push token is due for refresh when never refreshed or after 7 days', () => {
    expect(isPushTokenRefreshDue(undefined, T)).toBe(true);
    expect(isPushTokenRefreshDue(T - PUSH_TOKEN_MAX_AGE_MS, T)).toBe(false);
    expect(isPushTokenRefreshDue(T - PUSH_TOKEN_MAX_AGE_MS - 1, T)).toBe(true);
  });
});
