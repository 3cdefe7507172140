import { createStorageItem, safeLocalStorage, storedVersion, type KeyValueStorage } from '@casino/shared-kernel/storage';

const HOUR_MS = 60 * 60 * 1000;
/** The lobby cache is cleared when more than this has passed since the last clear (spec 7). */
export const LOBBY_CACHE_MAX_AGE_MS = 24 * HOUR_MS;
/** The second timestamp of spec 7: now plus this, set at every start. */
export const EXPIRE_TIME_OFFSET_MS = 6 * HOUR_MS;
/** A push token is refreshed after this (spec 7); the PWA part calls {@link isPushTokenRefreshDue}. */
export const PUSH_TOKEN_MAX_AGE_MS = 7 * 24 * HOUR_MS;

/** Local-storage keys of these rules (the spec names the timestamps, not their keys). */
export const VERSION_RULE_KEYS = { lobbyCacheClearedAt: 'lobbyCacheClearedAt', expireTime: 'expireTime' } as const;

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The Cache Storage caches a new version deletes (spec 5): images, fonts and scripts. */
export const STALE_CACHE_PATTERN = /image|img|font|script/i;

/** The page's version, from `<meta name="version" content="…">`; null when the page has none. */
export function pageVersion(doc: Document = document): string | null {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="version"]')?.content.trim();
  return content ? content : null;
}

/**
 * Spec 5: the page's meta version compared with the stored `version`; when they differ, the image,
 * font and script caches of Cache Storage are deleted and the new version stored. Returns the
 * names of the deleted caches (empty when the version is the same or the page names none).
 */
export async function applyPageVersion(version: string | null, caches: CacheStorage | undefined = globalThis.caches): Promise<string[]> {
  if (version === null || storedVersion.get() === version) return [];
  const names = caches ? (await caches.keys()).filter((name) => STALE_CACHE_PATTERN.test(name)) : [];
  const deleted: string[] = [];
  for (const name of names) if (await caches!.delete(name)) deleted.push(name);
  // Stored after the deletion: a start cut short by a reload tries again.
  storedVersion.set(version);
  return deleted;
}

export interface TimestampRules {
  /** Clears the lobby cache (the kernel's `lobbyInfoAtom` ← null, which removes `indexInfo`). */
  clearLobbyCache: () => void;
  now?: number;
  storage?: KeyValueStorage;
}

/**
 * Spec 7: the lobby cache is cleared when more than 24 hours have passed since the last clear (the
 * first start only records the time), and the second timestamp is set to now + 6 hours. Returns
 * whether the lobby cache was cleared.
 */
export function applyTimestampRules({ clearLobbyCache, now = Date.now(), storage = safeLocalStorage }: TimestampRules): boolean {
  const clearedAt = createStorageItem(storage, VERSION_RULE_KEYS.lobbyCacheClearedAt, isTime);
  const last = clearedAt.get();
  const stale = last !== undefined && now - last > LOBBY_CACHE_MAX_AGE_MS;
  if (stale) clearLobbyCache();
  // A time in the future (a clock set back) counts as a fresh start, or the cache would never clear.
  if (last === undefined || stale || last > now) clearedAt.set(now);
  createStorageItem(storage, VERSION_RULE_KEYS.expireTime, isTime).set(now + EXPIRE_TIME_OFFSET_MS);
  return stale;
}

/** The hook the PWA part uses for its push token: due when it was never refreshed or 7 days ago. */
export function isPushTokenRefreshDue(lastRefreshedAt: number | undefined, now = Date.now()): boolean {
  return lastRefreshedAt === undefined || now - lastRefreshedAt > PUSH_TOKEN_MAX_AGE_MS;
}
