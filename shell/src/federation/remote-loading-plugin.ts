import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import type { RemoteEntry } from '@casino/shared-kernel/remote-map';
import type { EntryFailure } from './diagnose-entry.ts';
import { reportLoad, reportLoadWhenKnown } from './load-beacons.ts';
import type { Recovery } from './start-failure.ts';

/**
 * Why a remote's version does not run: its entry could not be loaded ({@link EntryFailure}), or
 * `start`: the entry came but the remote failed to start (the entry threw while running, defined
 * no container, its `init` or `get` threw, or it does not fit the shared modules this shell gives).
 */
export type RemoteFailure = EntryFailure | 'start';

export interface RemoteLoadingOptions {
  /** Pause before the one retry of an entry that failed to load. */
  retryDelayMs: number;
  /** How long an entry script may take before it counts as failed. */
  entryTimeoutMs: number;
  /** Looks at an entry that failed for good again, to say why. */
  diagnose: (url: string, integrity: string | undefined) => Promise<EntryFailure>;
}

/** What the plugin needs to know about the entries the shell registered. */
export interface RemoteEntries {
  /** The integrity an entry must have, or `undefined` when `url` is no entry the shell registered. */
  integrityOf(url: string): { integrity: string | undefined } | undefined;
  /** A remote's entries in the order to try them: the one chosen for this tab, then its fallbacks. */
  chainOf(remote: string): readonly RemoteEntry[];
  /** Told when `version` runs because the entries before it failed. */
  fellBackTo(remote: string, version: string): void;
  /** Told when a version failed for good (`checking` at once for an entry looked at again, then why). */
  entryFailed(remote: string, version: string, failure: RemoteFailure | 'checking'): void;
}

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryError>[0];
type ErrorLoadRemote = NonNullable<ModuleFederationRuntimePlugin['errorLoadRemote']>;
export type ErrorLoadRemoteArgs = Parameters<ErrorLoadRemote>[0];

const defaults: RemoteLoadingOptions = {
  retryDelayMs: 400,
  entryTimeoutMs: 15_000,
  // Only a page with a failed entry downloads this.
  diagnose: (url, integrity) => import('./diagnose-entry.ts').then(({ diagnoseEntry }) => diagnoseEntry(url, integrity)),
};

/**
 * The shell's Module Federation runtime plugin for remote entries:
 * - `createScript`: every entry the shell registered (pin, canary, preview, fallback) loads with
 *   `crossorigin` and its `integrity`, so a script whose hash does not match never runs (fail
 *   closed: the browser refuses it, which the runtime sees as a failed load);
 * - `loadEntryError` (an entry that could not be fetched, or was refused for its hash): retried
 *   once, then the next entries of its chain are tried in order: a canary or preview falls back to
 *   the pin, the pin to the brand's last-known-good;
 * - `errorLoadRemote` (every other way a `loadRemote` fails: the entry threw while running — MF
 *   calls no `loadEntryError` for that — or defined no container, its `init` or `get` threw, a
 *   shared module it needs is not there in a version it accepts): the runtime is pointed at the next
 *   entry of the chain and the load made again, down to the last-known-good; when none runs, the
 *   runtime is pointed back at the tab's own version, so that the area's Retry starts from it.
 * What still fails reaches the caller, whose area shows the error panel and its Retry button. Each
 * entry that failed to load for good is looked at again (`diagnoseEntry`, off the path of the
 * fallbacks) so the area can tell "offline" from "not there" from "being updated"; each failure and
 * any fallback taken are reported (`reportLoad`).
 */
export function remoteLoadingPlugin(entries: RemoteEntries, options: Partial<RemoteLoadingOptions> = {}): ModuleFederationRuntimePlugin {
  const { retryDelayMs, entryTimeoutMs, diagnose } = { ...defaults, ...options };
  const absolute = (url: string) => new URL(url, document.baseURI).href;
  const indexIn = (chain: readonly RemoteEntry[], url: string) => chain.findIndex((candidate) => absolute(candidate.entry) === absolute(url));
  const failedForGood = (remote: string, entry: RemoteEntry | undefined) => {
    if (!entry) return;
    entries.entryFailed(remote, entry.version, 'checking');
    const outcome = diagnose(absolute(entry.entry), entry.integrity)
      .catch((): EntryFailure => 'offline')
      .then((failure) => {
        entries.entryFailed(remote, entry.version, failure);
        return failure === 'integrity' ? 'integrity-failed' : 'entry-failed';
      });
    reportLoadWhenKnown(remote, entry.version, outcome);
  };
  const fellBack = (remote: string, entry: RemoteEntry) => {
    entries.fellBackTo(remote, entry.version);
    reportLoad(remote, entry.version, 'fallback');
  };
  const recovery: Recovery = { entries, walks: new Map(), fellBack };

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
      const failed = indexIn(chain, remoteInfo.entry);
      failedForGood(remoteInfo.name, chain[failed]);
      // A walk down the chain (errorLoadRemote's) tries the next entries itself.
      if (recovery.walks.has(remoteInfo.name)) return undefined;
      for (const next of chain.slice(failed + 1)) {
        console.warn(`[shell] ${remoteInfo.name}: ${remoteInfo.entry} failed, loading ${next.version}`);
        try {
          const exports = await getRemoteEntry({ origin, remoteInfo: { ...remoteInfo, entry: absolute(next.entry) } });
          if (exports) {
            fellBack(remoteInfo.name, next);
            return exports;
          }
        } catch {
          // Try the one after it.
        }
        failedForGood(remoteInfo.name, next);
      }
      return undefined;
    }) as unknown as LoadEntryError,
    // Only a page where a remote failed to start downloads the walk down its chain.
    errorLoadRemote: async (args: ErrorLoadRemoteArgs) => {
      if (args.lifecycle !== 'onLoad' || !args.remote || !('entry' in args.remote)) return undefined;
      // Offline, the walk cannot download either: the load fails as it is.
      const walk = await import('./start-failure.ts').catch(() => undefined);
      return walk?.recoverFromStartFailure(recovery, args);
    },
  };
}
