import type { Bundle } from './namespaces.ts';

/** The two calls the cache needs of `localStorage`; tests pass a fake. */
export type BundleStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * How the cache reaches its storage. A getter, not the object, because merely reading
 * `window.localStorage` throws when storage is disabled (Safari private mode, blocked cookies).
 */
export type BundleStorageAccess = () => BundleStorage | undefined;

/** What one cache entry holds: the bundle and the version it was fetched for. */
export interface CachedBundle {
  version: string;
  resources: Bundle;
}

/** Every cache entry's key starts with this. */
export const BUNDLE_CACHE_PREFIX = 'i18n:';

/**
 * The local-storage key of one namespace in one language: `i18n:<namespace>:<language>`, e.g.
 * `i18n:wallet:pt-br`. The version is inside the value, not the key, so a new version overwrites
 * the old entry instead of piling up next to it.
 */
export function bundleCacheKey(namespace: string, language: string): string {
  return `${BUNDLE_CACHE_PREFIX}${namespace}:${language}`;
}

/** Whether `value` is a flat map of strings, the only bundle shape the kernel accepts. */
export function isBundle(value: unknown): value is Bundle {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((text) => typeof text === 'string');
}

function isCachedBundle(value: unknown): value is CachedBundle {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<Record<keyof CachedBundle, unknown>>;
  return typeof entry.version === 'string' && isBundle(entry.resources);
}

/**
 * The cached entry under `key`, or `undefined` when there is none or it cannot be used: storage
 * disabled or throwing, JSON corrupt, or a shape this version does not know. Never throws, so a
 * broken cache costs a download, never a translation.
 */
export function readCachedBundle(storage: BundleStorageAccess, key: string): CachedBundle | undefined {
  try {
    const text = storage()?.getItem(key);
    if (text == null) return undefined;
    const entry: unknown = JSON.parse(text);
    return isCachedBundle(entry) ? entry : undefined;
  } catch {
    return undefined;
  }
}

/** Stores `entry` under `key`; a full or disabled storage only means the next start downloads again. */
export function writeCachedBundle(storage: BundleStorageAccess, key: string, entry: CachedBundle): void {
  try {
    storage()?.setItem(key, JSON.stringify(entry));
  } catch {
    // Quota exceeded or storage disabled: the bundle is in memory for this visit anyway.
  }
}
