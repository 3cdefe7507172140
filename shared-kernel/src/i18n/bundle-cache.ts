/** The two calls the cache needs of `localStorage`; tests pass a fake. */
export type BundleStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * How the cache reaches its storage. A getter, not the object, because merely reading
 * `window.localStorage` throws when storage is disabled (Safari private mode, blocked cookies).
 */
export type BundleStorageAccess = () => BundleStorage | undefined;

/** Every cache entry's key starts with this (i18next-localstorage-backend's `prefix`). */
export const BUNDLE_CACHE_PREFIX = 'i18n:';

/**
 * The local-storage key of one namespace in one language, as i18next-localstorage-backend writes
 * it: `i18n:<language>-<namespace>`, e.g. `i18n:pt-br-wallet`. The version is inside the value
 * (`i18nVersion`), not the key, so a new version overwrites the old entry instead of piling up.
 */
export function bundleCacheKey(namespace: string, language: string): string {
  return `${BUNDLE_CACHE_PREFIX}${language}-${namespace}`;
}
