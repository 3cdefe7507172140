import { getInstance, loadRemote, registerGlobalPlugins, registerPlugins, registerRemotes } from '@module-federation/runtime';
import { REMOTE_NAMES, type RemoteName } from '@casino/shared-kernel/remote-map';
import { remoteLoadingPlugin } from './remote-loading-plugin.ts';
import yieldBetweenShares from './yield-between-shares.ts';
import type { RunningRemote } from './resolve-remote.ts';
import type { RunningRemotes } from './running-remotes.ts';

const asRemote = ({ name, entry }: RunningRemote) => ({ name, entry, entryGlobalName: name });

/** Loads in flight, per remote: switching a remote's version waits for them (see {@link replaceRemote}). */
const inFlight = new Map<RemoteName, Set<Promise<unknown>>>();

/** Tells the MF runtime where each remote lives for this tab, before anything loads one. */
export function registerRunningRemotes(running: RunningRemotes): void {
  registerPlugins([remoteLoadingPlugin(running)]);
  // Each remote's container is a runtime instance of its own, made when its entry runs: it loads
  // its shared modules a task at a time too (the shell's own instance has the plugin from its build).
  registerGlobalPlugins([yieldBetweenShares()]);
  registerRemotes(REMOTE_NAMES.map((name) => asRemote(running.get(name))));
}

/** `loadRemote` of one of the remote's exposes, tracked so that a version switch can wait for it. */
export function loadRemoteModule<T>(remote: RemoteName, expose: string): Promise<T | null> {
  const loading = loadRemote<T>(`${remote}/${expose}`);
  const pending = inFlight.get(remote) ?? new Set();
  inFlight.set(remote, pending);
  pending.add(loading);
  const settled = () => pending.delete(loading);
  loading.then(settled, settled);
  return loading;
}

interface EntryCache {
  __GLOBAL_LOADING_REMOTE_ENTRY__?: Record<string, unknown>;
}

/**
 * Points the MF runtime at another version of a registered remote; the next `loadRemote` loads
 * it. A load of the old version still in flight is awaited first: its entry would otherwise define
 * the remote's container global after the switch and be taken for the new version's.
 */
export async function replaceRemote(remote: RunningRemote): Promise<void> {
  await Promise.allSettled([...(inFlight.get(remote.name) ?? [])]);
  const host = getInstance();
  if (host) keepHostShares(host, remote.name);
  // `force` drops the loaded container and its cached entry…
  registerRemotes([asRemote(remote)], { force: true });
  // …but not entries it loaded as fallbacks (cached under their own URLs), nor a container global
  // defined by an entry whose load never reached the runtime's module cache.
  const cache = (globalThis as EntryCache).__GLOBAL_LOADING_REMOTE_ENTRY__ ?? {};
  for (const key of Object.keys(cache)) if (key.startsWith(`${remote.name}:`)) delete cache[key];
  Reflect.deleteProperty(globalThis, remote.name);
}

/** What {@link keepHostShares} reads of the MF runtime's host instance. */
export interface ShareHost {
  options: { name: string; shared: Readonly<Record<string, readonly { version?: string; get?: unknown }[]>> };
  shareScopeMap: Record<string, Record<string, Record<string, { from: string; version: string }>>>;
}

/**
 * Hands back to the host the shared modules it provides that `remote` loaded first. The MF runtime
 * records as a shared module's `from` the container that loaded it first, and removing a container
 * (a version switch, `registerRemotes(…, { force: true })`) deletes the modules "from" it that no
 * one else uses: a kernel concern only that remote had used would go, and its next version, which
 * takes its shared modules from the shell (`import: false`), would find none to load (RUNTIME-012:
 * the area crashed after a rollback). Handed back, they stay loaded: one instance for every version.
 * A module the remote brought itself (a concern the shell does not provide) goes with it.
 */
export function keepHostShares(host: ShareHost, remote: string): void {
  for (const packages of Object.values(host.shareScopeMap)) {
    for (const [name, versions] of Object.entries(packages)) {
      const provided = host.options.shared[name] ?? [];
      for (const shared of Object.values(versions)) {
        if (shared.from === remote && provided.some((own) => own.version === shared.version && typeof own.get === 'function')) shared.from = host.options.name;
      }
    }
  }
}
