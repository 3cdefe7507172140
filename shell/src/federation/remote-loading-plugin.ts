import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import type { RemoteEntry } from '@casino/shared-kernel/remote-map';

export interface RemoteLoadingOptions {
  /** Pause before the one retry of an entry that failed to load. */
  retryDelayMs: number;
  /** How long an entry script may take before it counts as failed. */
  entryTimeoutMs: number;
}

/** What the plugin needs to know about the entries the shell registered. */
export interface RemoteEntries {
  /** The integrity an entry must have, or `undefined` when `url` is no entry the shell registered. */
  integrityOf(url: string): { integrity: string | undefined } | undefined;
  /** A remote's entries in the order to try them: the one chosen for this tab, then its fallbacks. */
  chainOf(remote: string): readonly RemoteEntry[];
  /** Told when `version` runs because the entries before it failed. */
  fellBackTo(remote: string, version: string): void;
}

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryError>[0];

const defaults: RemoteLoadingOptions = { retryDelayMs: 400, entryTimeoutMs: 15_000 };

/**
 * The shell's Module Federation runtime plugin for remote entries:
 * - `createScript`: every entry the shell registered (pin, canary, preview, fallback) loads with
 *   `crossorigin` and its `integrity`, so a script whose hash does not match never runs (fail
 *   closed: the browser refuses it, which the runtime sees as a failed load);
 * - `loadEntryError`: an entry that failed (unreachable, or refused for its hash) is retried once,
 *   then the next entries of its chain are tried in order: a canary or preview falls back to the
 *   pin, the pin to the brand's last-known-good. What still fails reaches the caller, whose area
 *   shows the error panel and its Retry button.
 */
export function remoteLoadingPlugin(entries: RemoteEntries, options: Partial<RemoteLoadingOptions> = {}): ModuleFederationRuntimePlugin {
  const { retryDelayMs, entryTimeoutMs } = { ...defaults, ...options };
  const absolute = (url: string) => new URL(url, document.baseURI).href;

  return {
    name: 'casino-remote-loading',
    createScript({ url }) {
      const known = entries.integrityOf(url);
      if (!known) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      if (known.integrity) script.integrity = known.integrity;
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
        // Fall through to the next entry of the chain.
      }
      const chain = entries.chainOf(remoteInfo.name);
      const failed = chain.findIndex((candidate) => absolute(candidate.entry) === absolute(remoteInfo.entry));
      for (const next of chain.slice(failed + 1)) {
        if (absolute(next.entry) === absolute(remoteInfo.entry)) continue;
        console.warn(`[shell] ${remoteInfo.name}: ${remoteInfo.entry} failed, loading ${next.version}`);
        try {
          const exports = await getRemoteEntry({ origin, remoteInfo: { ...remoteInfo, entry: absolute(next.entry) } });
          if (exports) {
            entries.fellBackTo(remoteInfo.name, next.version);
            return exports;
          }
        } catch {
          // Try the one after it.
        }
      }
      return undefined;
    }) as unknown as LoadEntryError,
  };
}
