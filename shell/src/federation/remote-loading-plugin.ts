import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import type { RemoteMap, RemoteName } from '@casino/shared-kernel/remote-map';

export interface RemoteLoadingOptions {
  /** Pause before the one retry of an entry that failed to load. */
  retryDelayMs: number;
  /** How long an entry script may take before it counts as failed. */
  entryTimeoutMs: number;
}

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryError>[0];

const defaults: RemoteLoadingOptions = { retryDelayMs: 400, entryTimeoutMs: 15_000 };

/**
 * The shell's Module Federation runtime plugin for remote entries:
 * - `createScript`: entry scripts load with `crossorigin` and, when the map gives one, `integrity`,
 *   so a script whose hash does not match never runs (fail closed);
 * - `loadEntryError`: an entry that failed is retried once, then loaded from the map's fallback
 *   (the brand's last-known-good version) if it has one. What still fails reaches the caller, whose
 *   area shows the error panel and its Retry button.
 */
export function remoteLoadingPlugin(map: RemoteMap, options: Partial<RemoteLoadingOptions> = {}): ModuleFederationRuntimePlugin {
  const { retryDelayMs, entryTimeoutMs } = { ...defaults, ...options };
  const absolute = (url: string) => new URL(url, document.baseURI).href;
  const integrityByUrl = new Map<string, string | undefined>();
  for (const remote of Object.values(map.remotes)) {
    integrityByUrl.set(absolute(remote.entry), remote.integrity);
    if (remote.fallback) integrityByUrl.set(absolute(remote.fallback.entry), remote.fallback.integrity);
  }

  return {
    name: 'casino-remote-loading',
    createScript({ url }) {
      const key = absolute(url);
      if (!integrityByUrl.has(key)) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      const integrity = integrityByUrl.get(key);
      if (integrity) script.integrity = integrity;
      return { script, timeout: entryTimeoutMs };
    },
    // The runtime awaits what this hook returns; its declared type nests the promise twice, which
    // no async function can satisfy, hence the cast.
    loadEntryError: (async ({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }: LoadEntryErrorArgs) => {
      // The failed attempt is still cached under this key: drop it, or the retry would await it.
      delete globalLoading[uniqueKey];
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      try {
        const exports = await getRemoteEntry({ origin, remoteInfo });
        if (exports) return exports;
      } catch {
        // Fall through to the fallback entry.
      }
      const fallback = map.remotes[remoteInfo.name as RemoteName]?.fallback;
      if (!fallback || fallback.entry === remoteInfo.entry) return undefined;
      console.warn(`[shell] ${remoteInfo.name}: entry failed, loading last-known-good ${fallback.version}`);
      return getRemoteEntry({ origin, remoteInfo: { ...remoteInfo, entry: fallback.entry } });
    }) as unknown as LoadEntryError,
  };
}
