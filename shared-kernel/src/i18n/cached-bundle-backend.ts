import { isLanguage, type Language } from '@casino/shared-kernel/state';
import { bundleCacheKey, isBundle, readCachedBundle, writeCachedBundle, type BundleStorageAccess } from './bundle-cache.ts';
import type { Bundle, NamespaceSource } from './namespaces.ts';

export interface CachedBundleBackendOptions {
  /** The registered source of a namespace, looked up at read time so late registrations count. */
  source: (namespace: string) => NamespaceSource | undefined;
  storage: BundleStorageAccess;
  /** A load that has not settled by then counts as failed, so a hung request cannot hold up start-up. */
  loadTimeoutMs: number;
}

/** Where the translator gets a namespace's bundle in one language. */
export interface CachedBundleBackend {
  read(language: string, namespace: string): Promise<Bundle>;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Accepts a bundle or the JSON module that holds it (what `import('./en.json')` resolves to). */
function unwrapModule(loaded: unknown): unknown {
  if (typeof loaded === 'object' && loaded !== null && 'default' in loaded && typeof loaded.default === 'object') {
    return loaded.default;
  }
  return loaded;
}

/**
 * The bundle source of the kernel's translator (spec 1: "Bundles are cached per language in local
 * storage and reused if the stored version matches"). `read(language, namespace)` throws at once for
 * a namespace nobody registered or a language without bundles; otherwise it:
 * 1. answers from the cache entry `i18n:<namespace>:<language>` when its version equals the
 *    registered version;
 * 2. otherwise calls the namespace's `load` and stores `{ version, resources }`;
 * 3. if that load fails, answers from a cache entry of another version (stale texts beat none),
 *    and only without one rejects, so the translator falls back to pt-br and then to the keys.
 */
export function createCachedBundleBackend(options: CachedBundleBackendOptions): CachedBundleBackend {
  async function fetchBundle(language: Language, namespace: string, source: NamespaceSource): Promise<Bundle> {
    const key = bundleCacheKey(namespace, language);
    const cached = readCachedBundle(options.storage, key);
    if (cached?.version === source.version) return cached.resources;

    try {
      const loaded = unwrapModule(await withTimeout(source.load(language), options.loadTimeoutMs, key));
      if (!isBundle(loaded)) throw new Error(`i18n: ${key} is not a flat map of strings`);
      // A copy: the translator keeps the object it is given, and a JSON module's default is shared.
      const resources: Bundle = { ...loaded };
      writeCachedBundle(options.storage, key, { version: source.version, resources });
      return resources;
    } catch (error) {
      if (cached) return cached.resources;
      throw error;
    }
  }

  return {
    read(language, namespace) {
      // Thrown at once, not rejected later: the bundle counts as failed before anyone can register
      // the namespace, so the registration reads it afresh instead of joining a read that is bound
      // to fail (a component may ask for a namespace before its remote registers).
      const source = options.source(namespace);
      if (!source) throw new Error(`i18n: namespace "${namespace}" is not registered`);
      if (!isLanguage(language)) throw new Error(`i18n: "${language}" is not a language with bundles`);
      return fetchBundle(language, namespace, source);
    },
  };
}
