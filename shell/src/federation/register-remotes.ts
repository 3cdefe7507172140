import { getInstance, loadRemote, registerGlobalPlugins, registerPlugins, registerRemotes } from '@module-federation/runtime';
import { REMOTE_NAMES, type RemoteName } from '@casino/shared-kernel/remote-map';
import { pointRuntimeAt } from './point-runtime.ts';
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

/**
 * Points the MF runtime at another version of a registered remote; the next `loadRemote` loads
 * it. A load of the old version still in flight is awaited first: its entry would otherwise define
 * the remote's container global after the switch and be taken for the new version's.
 */
export async function replaceRemote(remote: RunningRemote): Promise<void> {
  await Promise.allSettled([...(inFlight.get(remote.name) ?? [])]);
  const host = getInstance();
  if (host) pointRuntimeAt(host, remote.name, remote.entry);
  else registerRemotes([asRemote(remote)], { force: true });
}
