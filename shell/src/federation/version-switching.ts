import { REMOTE_NAMES, type RemoteMap, type RemoteName } from '@casino/shared-kernel/remote-map';
import { needsDeviceId, type RunningRemote } from './resolve-remote.ts';
import type { RunningRemotes } from './running-remotes.ts';
import { resolveVersion, type Previews, type SwitchingOptions } from './remote-versions.ts';

/** What start-up knew when it chose the versions: the switching goes on from there. */
export interface StartKnowledge {
  map: RemoteMap;
  previews: Previews;
  deviceId: number | undefined;
  /** When the map was fetched (start-up). */
  fetchedAt: number;
}

const sameRunning = (a: RunningRemote, b: RunningRemote) => JSON.stringify(a) === JSON.stringify(b);

/**
 * How the versions a tab runs change while it stays open (`RemoteVersions` loads this at the first
 * entry that may need it): the brand map fetched again (throttled), and a remote whose version
 * changed (pin, canary, rollback) switched in place, without a reload.
 */
export class VersionSwitching {
  private map: RemoteMap;
  private previews: Previews;
  private deviceId: number | undefined;
  private lastFetch: number;
  private fetching: Promise<RemoteMap> | undefined;
  /** Switches run one after another: two entries of one remote must not register twice. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly running: RunningRemotes,
    start: StartKnowledge,
    private readonly options: SwitchingOptions,
  ) {
    this.map = start.map;
    this.previews = start.previews;
    this.deviceId = start.deviceId;
    this.lastFetch = start.fetchedAt;
  }

  /** See `RemoteVersions.enter`. */
  enter(remote: RemoteName): Promise<boolean> {
    return this.serially(async () => {
      const map = await this.freshMap();
      return this.switchTo(resolveVersion(remote, map, this.previews, await this.deviceIdFor(map)));
    }).catch((error: unknown) => {
      // The version already running stays: a failed check must not take the area down.
      console.error(`[shell] could not switch ${remote} to its new version`, error);
      return false;
    });
  }

  /** See `RemoteVersions.leavePreview`. */
  leavePreview(): Promise<void> {
    return this.serially(async () => {
      this.previews = {};
      this.running.setPreviewNotices([]);
      const map = await this.freshMap();
      const deviceId = await this.deviceIdFor(map);
      for (const name of REMOTE_NAMES) {
        if (this.running.get(name).source === 'preview') await this.switchTo(resolveVersion(name, map, this.previews, deviceId));
      }
    });
  }

  private async switchTo(next: RunningRemote): Promise<boolean> {
    const current = this.running.get(next.name);
    if (next.entry === current.entry) {
      // Same code; the fallbacks or the pin shown beside a preview may still have changed.
      if (!sameRunning(next, current)) this.running.set(next);
      return false;
    }
    console.info(`[shell] ${next.name}: ${current.version} → ${next.version} (${next.source})`);
    await this.options.replaceRemote(next);
    this.running.set(next);
    return true;
  }

  /** The brand map, fetched again unless that was done in the last `refreshIntervalMs`. */
  private freshMap(): Promise<RemoteMap> {
    if (this.fetching) return this.fetching;
    const now = this.options.now();
    if (now - this.lastFetch < this.options.refreshIntervalMs) return Promise.resolve(this.map);
    this.lastFetch = now;
    this.fetching = this.options
      .fetchMap()
      .then(
        (map) => (this.map = map),
        (error: unknown) => {
          // The tab keeps what it runs; the next entry after the interval tries again.
          console.warn('[shell] could not refresh the brand map', error);
          return this.map;
        },
      )
      .finally(() => {
        this.fetching = undefined;
      });
    return this.fetching;
  }

  private async deviceIdFor(map: RemoteMap): Promise<number | undefined> {
    if (this.deviceId === undefined && needsDeviceId(map)) this.deviceId = await this.options.deviceId();
    return this.deviceId;
  }

  private serially<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
