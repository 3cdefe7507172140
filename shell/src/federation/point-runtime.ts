/** What {@link keepHostShares} reads of the MF runtime's host instance. */
export interface ShareHost {
  options: { name: string; shared: Readonly<Record<string, readonly { version?: string; get?: unknown }[]>> };
  shareScopeMap: Record<string, Record<string, Record<string, { from: string; version: string }>>>;
}

/** What {@link pointRuntimeAt} needs of the MF runtime's host instance. */
export interface RuntimeHost extends ShareHost {
  options: ShareHost['options'] & { remotes: readonly { name: string; entry?: string }[] };
  registerRemotes(remotes: { name: string; entry: string; entryGlobalName: string }[], options: { force: boolean }): void;
}

interface EntryCache {
  __GLOBAL_LOADING_REMOTE_ENTRY__?: Record<string, unknown>;
}

const absolute = (url: string) => new URL(url, document.baseURI).href;

/** The entry the runtime loads `remote` from now (absolute), or `undefined` when it is not registered. */
export function registeredEntry(host: RuntimeHost, remote: string): string | undefined {
  const registered = host.options.remotes.find((candidate) => candidate.name === remote);
  return registered?.entry === undefined ? undefined : absolute(registered.entry);
}

/**
 * Points the MF runtime at another entry of a registered remote; the next `loadRemote` loads it.
 * `force` drops the loaded container and its cached entry, but not entries loaded as fallbacks
 * (cached under their own URLs), nor a container global defined by an entry that failed after it
 * ran (its `init` or `get` threw): the runtime would take that global for the new entry's.
 */
export function pointRuntimeAt(host: RuntimeHost, remote: string, entry: string): void {
  keepHostShares(host, remote);
  host.registerRemotes([{ name: remote, entry: absolute(entry), entryGlobalName: remote }], { force: true });
  const cache = (globalThis as EntryCache).__GLOBAL_LOADING_REMOTE_ENTRY__ ?? {};
  for (const key of Object.keys(cache)) if (key.startsWith(`${remote}:`)) delete cache[key];
  Reflect.deleteProperty(globalThis, remote);
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
