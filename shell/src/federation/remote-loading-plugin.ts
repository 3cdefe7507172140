import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import type { RemoteEntry } from '@casino/shared-kernel/remote-map';
import type { EntryFailure } from './diagnose-entry.ts';
import { reportLoad, reportLoadWhenKnown } from './load-beacons.ts';
import { pointRuntimeAt, registeredEntry, type RuntimeHost } from './point-runtime.ts';

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
type ErrorLoadRemoteArgs = Parameters<ErrorLoadRemote>[0];

/** What the plugin uses of the runtime's host instance (the hooks' `origin`). */
type Host = RuntimeHost & { loadRemote(id: string): Promise<unknown> };

const defaults: RemoteLoadingOptions = {
  retryDelayMs: 400,
  entryTimeoutMs: 15_000,
  // Only a page with a failed entry downloads this.
  diagnose: (url, integrity) => import('./diagnose-entry.ts').then(({ diagnoseEntry }) => diagnoseEntry(url, integrity)),
};

/**
 * Whether a failed `loadRemote` failed because the entry could not be fetched (MF's RUNTIME-008
 * for a script that errored or timed out). An entry that threw while running is RUNTIME-008 too
 * but says `ScriptExecutionError`: it came, so it failed to start, like an `init` or `get` that threw.
 */
function couldNotFetch(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return message.includes('RUNTIME-008') && !message.includes('ScriptExecutionError');
}

/** One walk down a remote's chain after its version failed to start (see `errorLoadRemote`). */
interface Walk {
  /** The `loadRemote` the walk makes; its own failures are the walk's to handle. */
  id: string;
  /** The entry the walk is trying now (absolute). */
  trying: string;
  /** Whether some entry of the chain ran. */
  done: Promise<boolean>;
}

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
  const failedToStart = (remote: string, entry: RemoteEntry, error: unknown) => {
    console.error(`[shell] ${remote} ${entry.version} failed to start`, error);
    entries.entryFailed(remote, entry.version, 'start');
    reportLoad(remote, entry.version, 'init-failed');
  };
  const fellBack = (remote: string, entry: RemoteEntry) => {
    entries.fellBackTo(remote, entry.version);
    reportLoad(remote, entry.version, 'fallback');
  };
  /** Walks in progress, by remote: one at a time, since each points the runtime elsewhere. */
  const walks = new Map<string, Walk>();

  /** Tries the entries after `failedAt` until one runs `id`; `false` when none does. */
  const walkFrom = (host: Host, remote: string, id: string, chain: readonly RemoteEntry[], failedAt: number): Walk => {
    const walk: Walk = { id, trying: absolute(chain[failedAt]!.entry), done: Promise.resolve(false) };
    walk.done = (async () => {
      for (const next of chain.slice(failedAt + 1)) {
        console.warn(`[shell] ${remote}: ${walk.trying} failed, loading ${next.version}`);
        walk.trying = absolute(next.entry);
        pointRuntimeAt(host, remote, next.entry);
        try {
          await host.loadRemote(id);
          fellBack(remote, next);
          return true;
        } catch (error) {
          // One that could not be fetched was looked at by `loadEntryError`.
          if (!couldNotFetch(error)) failedToStart(remote, next, error);
        }
      }
      // Retry starts again from the tab's own version.
      pointRuntimeAt(host, remote, chain[0]!.entry);
      return false;
    })().finally(() => walks.delete(remote));
    walks.set(remote, walk);
    return walk;
  };

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
      if (walks.has(remoteInfo.name)) return undefined;
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
    errorLoadRemote: async ({ id, error, lifecycle, remote: info, origin }: ErrorLoadRemoteArgs) => {
      if (lifecycle !== 'onLoad' || !info || !('entry' in info)) return undefined;
      const host = origin as unknown as Host;
      const remote = info.name;
      const failedEntry = absolute(info.entry);
      const walk = walks.get(remote);
      if (walk) {
        // The walk's own load: it sees this failure itself.
        if (walk.id === id && walk.trying === failedEntry) return undefined;
        // Another expose of the same failed version (the app and the dialogs fail together).
        return (await walk.done) ? host.loadRemote(id) : undefined;
      }
      // Fetching failures went down the chain in `loadEntryError` already.
      if (couldNotFetch(error)) return undefined;
      const chain = entries.chainOf(remote);
      const failedAt = indexIn(chain, failedEntry);
      if (failedAt < 0) return undefined;
      // Already pointed elsewhere (a walk for another expose ended): load from there.
      if (registeredEntry(host, remote) !== failedEntry) return host.loadRemote(id);
      failedToStart(remote, chain[failedAt]!, error);
      return (await walkFrom(host, remote, id, chain, failedAt).done) ? host.loadRemote(id) : undefined;
    },
  };
}
