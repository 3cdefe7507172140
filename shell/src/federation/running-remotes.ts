import type { RemoteEntry, RemoteName } from '@casino/shared-kernel/remote-map';
import type { RemoteEntries, RemoteFailure } from './remote-loading-plugin.ts';
import type { RunningRemote } from './resolve-remote.ts';

/** What the tab runs now, as the areas and the preview banner render it. */
export interface RunningState {
  remotes: Readonly<Record<RemoteName, RunningRemote>>;
  /** Remotes whose chosen version failed to load, with the version that runs instead. */
  fellBack: Readonly<Partial<Record<RemoteName, string>>>;
  /** Why previews the tester asked for do not run (unknown version, brand without previews). */
  previewNotices: readonly string[];
  /** Remotes whose chosen version failed for good, and why (`checking` while its entry is looked at again). */
  failed: Readonly<Partial<Record<RemoteName, RemoteFailure | 'checking'>>>;
}

/** Whether the tab runs a previewed version of some remote (a tester's `?mf-preview=`). */
export const isPreviewing = (state: RunningState): boolean => Object.values(state.remotes).some((remote) => remote.source === 'preview');

const absolute = (url: string) => new URL(url, document.baseURI).href;

/**
 * The version of each remote this tab runs, as a small external store (React reads it with
 * `useSyncExternalStore`). It also remembers the integrity of every entry registered in this tab,
 * for the loading plugin: a fallback, or a version switched away from while it still loads, is
 * checked like the current one.
 */
export class RunningRemotes implements RemoteEntries {
  private state: RunningState;
  private readonly listeners = new Set<() => void>();
  private readonly integrities = new Map<string, string | undefined>();

  constructor(remotes: Record<RemoteName, RunningRemote>, previewNotices: readonly string[] = []) {
    this.state = { remotes, fellBack: {}, previewNotices, failed: {} };
    for (const remote of Object.values(remotes)) this.remember(remote);
  }

  readonly snapshot = (): RunningState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get(name: RemoteName): RunningRemote {
    return this.state.remotes[name];
  }

  /** Replaces what runs of one remote (a new pin, a preview left); its fall-back record goes with it. */
  set(remote: RunningRemote): void {
    this.remember(remote);
    const { [remote.name]: _previous, ...fellBack } = this.state.fellBack;
    const { [remote.name]: _failure, ...failed } = this.state.failed;
    this.update({ remotes: { ...this.state.remotes, [remote.name]: remote }, fellBack, failed });
  }

  setPreviewNotices(previewNotices: readonly string[]): void {
    this.update({ previewNotices });
  }

  fellBackTo(name: string, version: string): void {
    if (!(name in this.state.remotes)) return;
    this.update({ fellBack: { ...this.state.fellBack, [name]: version } });
  }

  entryFailed(name: string, version: string, failure: RemoteFailure | 'checking'): void {
    const remote = this.state.remotes[name as RemoteName] as RunningRemote | undefined;
    if (remote?.version !== version) return;
    this.update({ failed: { ...this.state.failed, [name]: failure } });
  }

  integrityOf(url: string): { integrity: string | undefined } | undefined {
    const key = absolute(url);
    return this.integrities.has(key) ? { integrity: this.integrities.get(key) } : undefined;
  }

  chainOf(name: string): readonly RemoteEntry[] {
    const remote = this.state.remotes[name as RemoteName] as RunningRemote | undefined;
    if (!remote) return [];
    const { version, entry, integrity } = remote;
    return [{ version, entry, integrity }, ...remote.fallbacks];
  }

  private remember(remote: RunningRemote): void {
    // A version is immutable, so the newest hash recorded for a URL is the one to check against.
    for (const { entry, integrity } of [remote, ...remote.fallbacks]) this.integrities.set(absolute(entry), integrity);
  }

  private update(change: Partial<RunningState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }
}
