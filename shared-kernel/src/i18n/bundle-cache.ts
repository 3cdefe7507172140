/**
 * The calls the cache needs of `localStorage` (tests pass a fake): reading and writing entries, and
 * listing and removing them to forget the entries of the cache's former key format.
 */
export type BundleStorage = Pick<Storage, 'getItem' | 'setItem'> & Partial<Pick<Storage, 'key' | 'length' | 'removeItem'>>;

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

/**
 * The key format of the kernel's own cache before it ran on i18next-localstorage-backend:
 * `i18n:<namespace>:<language>` (`i18n:wallet:pt-br`). Nothing reads those entries any more.
 */
const FORMER_KEY = /^i18n:[a-z0-9-]+:[a-z-]+$/;

/**
 * Removes the entries of the former key format, which would otherwise sit in every returning
 * player's storage for good (each up to a whole bundle). Returns how many went. A storage that
 * cannot list its keys, or throws, is left as it is: the entries cost space, never a translation.
 */
export function forgetFormerBundleEntries(storage: BundleStorage | undefined): number {
  if (!storage?.key || !storage.removeItem || storage.length === undefined) return 0;
  try {
    const former: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null && FORMER_KEY.test(key)) former.push(key);
    }
    for (const key of former) storage.removeItem(key);
    return former.length;
  } catch {
    return 0;
  }
}
