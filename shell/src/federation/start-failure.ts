import type { RemoteEntry } from '@casino/shared-kernel/remote-map';
import { reportLoad } from './load-beacons.ts';
import { pointRuntimeAt, registeredEntry, type RuntimeHost } from './point-runtime.ts';
import type { ErrorLoadRemoteArgs, RemoteEntries } from './remote-loading-plugin.ts';

/** What the loading plugin shares with the walk down a remote's chain. */
export interface Recovery {
  entries: RemoteEntries;
  /** Walks in progress, by remote: one at a time, since each points the runtime elsewhere. */
  walks: Map<string, Walk>;
  /** Records and reports that `entry` runs in place of the versions before it. */
  fellBack(remote: string, entry: RemoteEntry): void;
}

/** One walk down a remote's chain after its version failed to start. */
export interface Walk {
  /** The `loadRemote` the walk makes; its own failures are the walk's to handle. */
  id: string;
  /** The entry the walk is trying now (absolute). */
  trying: string;
  /** Whether some entry of the chain ran. */
  done: Promise<boolean>;
}

/** What the walk uses of the runtime's host instance (the hook's `origin`). */
type Host = RuntimeHost & { loadRemote(id: string): Promise<unknown> };

const absolute = (url: string) => new URL(url, document.baseURI).href;

/**
 * Whether a failed `loadRemote` failed because the entry could not be fetched (MF's RUNTIME-008
 * for a script that errored or timed out). An entry that threw while running is RUNTIME-008 too
 * but says `ScriptExecutionError`: it came, so it failed to start, like an `init` or `get` that threw.
 */
function couldNotFetch(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return message.includes('RUNTIME-008') && !message.includes('ScriptExecutionError');
}

function failedToStart({ entries }: Recovery, remote: string, entry: RemoteEntry, error: unknown): void {
  console.error(`[shell] ${remote} ${entry.version} failed to start`, error);
  entries.entryFailed(remote, entry.version, 'start');
  reportLoad(remote, entry.version, 'init-failed');
}

/** Tries the entries after `failedAt` until one runs `id`; `false` when none does. */
function walkFrom(recovery: Recovery, host: Host, remote: string, id: string, chain: readonly RemoteEntry[], failedAt: number): Walk {
  const walk: Walk = { id, trying: absolute(chain[failedAt]!.entry), done: Promise.resolve(false) };
  walk.done = (async () => {
    for (const next of chain.slice(failedAt + 1)) {
      console.warn(`[shell] ${remote}: ${walk.trying} failed, loading ${next.version}`);
      walk.trying = absolute(next.entry);
      pointRuntimeAt(host, remote, next.entry);
      try {
        await host.loadRemote(id);
        recovery.fellBack(remote, next);
        return true;
      } catch (error) {
        // One that could not be fetched was looked at by `loadEntryError`.
        if (!couldNotFetch(error)) failedToStart(recovery, remote, next, error);
      }
    }
    // Retry starts again from the tab's own version.
    pointRuntimeAt(host, remote, chain[0]!.entry);
    return false;
  })().finally(() => recovery.walks.delete(remote));
  recovery.walks.set(remote, walk);
  return walk;
}

/**
 * The loading plugin's `errorLoadRemote`, for every way a `loadRemote` fails but an entry that
 * could not be fetched (`loadEntryError` went down the chain for that already): the entry threw
 * while running (MF calls no `loadEntryError` for it) or defined no container, its `init` or `get`
 * threw, a shared module it needs is not there in a version it accepts. The runtime is pointed at
 * the next entry of the chain and the load made again, down to the last-known-good; the module
 * that loaded is the answer, `undefined` (the load fails as it did) when none did, and the runtime
 * is then pointed back at the tab's own version, so that the area's Retry starts from it.
 */
export async function recoverFromStartFailure(recovery: Recovery, { id, error, remote: info, origin }: ErrorLoadRemoteArgs): Promise<unknown> {
  if (!info) return undefined;
  const host = origin as unknown as Host;
  const remote = info.name;
  const failedEntry = absolute(info.entry);
  const walk = recovery.walks.get(remote);
  if (walk) {
    // The walk's own load: it sees this failure itself.
    if (walk.id === id && walk.trying === failedEntry) return undefined;
    // Another expose of the same failed version (the app and the dialogs fail together).
    return (await walk.done) ? host.loadRemote(id) : undefined;
  }
  if (couldNotFetch(error)) return undefined;
  const chain = recovery.entries.chainOf(remote);
  const failedAt = chain.findIndex((candidate) => absolute(candidate.entry) === failedEntry);
  if (failedAt < 0) return undefined;
  // Already pointed elsewhere (a walk for another expose ended): load from there.
  if (registeredEntry(host, remote) !== failedEntry) return host.loadRemote(id);
  failedToStart(recovery, remote, chain[failedAt]!, error);
  return (await walkFrom(recovery, host, remote, id, chain, failedAt).done) ? host.loadRemote(id) : undefined;
}
