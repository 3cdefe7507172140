import { REMOTE_NAMES, type RemoteEntry, type RemoteMap, type RemoteName } from '@casino/shared-kernel/remote-map';
import { needsDeviceId, resolveRemote, type RunningRemote } from './resolve-remote.ts';
import { RunningRemotes } from './running-remotes.ts';

/** Previews a tester asked for in this tab, already checked against the versions indexes. */
export type Previews = Partial<Record<RemoteName, RemoteEntry>>;

export interface RemoteVersionsOptions {
  /** The brand map fetched at start. */
  map: RemoteMap;
  previews?: Previews;
  /** Why requested previews do not run, for the banner. */
  previewNotices?: readonly string[];
  /** This device's id, asked for only when a canary needs it (the device concern loads lazily). */
  deviceId: () => Promise<number>;
  /** The brand map as published now (not from a cache). */
  fetchMap: () => Promise<RemoteMap>;
  /** Points the MF runtime at another version of a remote. */
  replaceRemote: (remote: RunningRemote) => Promise<void>;
  /** At most one map fetch per this many ms, however often remotes are entered. */
  refreshIntervalMs?: number;
  now?: () => number;
}

/** Often enough that a new pin reaches a tester within seconds; rarely enough to cost nothing. */
export const MAP_REFRESH_INTERVAL_MS = 5_000;

const sameRunning = (a: RunningRemote, b: RunningRemote) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Which version of each remote this tab runs, and how it changes while the tab stays open: when
 * the player enters a remote's area, the brand map is fetched again (throttled) and a remote whose
 * version changed (pin, canary, rollback) is switched in place, without a reload.
 */
export class RemoteVersions {
  readonly running: RunningRemotes;
  private map: RemoteMap;
  private previews: Previews;
  private deviceId: number | undefined;
  private lastFetch: number;
  private fetching: Promise<RemoteMap> | undefined;
  /** Switches run one after another: two entries of one remote must not register twice. */
  private queue: Promise<unknown> = Promise.resolve();
  private readonly options: Required<Pick<RemoteVersionsOptions, 'refreshIntervalMs' | 'now'>> & RemoteVersionsOptions;

  private constructor(options: RemoteVersionsOptions, deviceId: number | undefined) {
    this.options = { refreshIntervalMs: MAP_REFRESH_INTERVAL_MS, now: () => Date.now(), ...options };
    this.map = options.map;
    this.previews = options.previews ?? {};
    this.deviceId = deviceId;
    // The map was fetched just now, at start.
    this.lastFetch = this.options.now();
    this.running = new RunningRemotes(
      Object.fromEntries(REMOTE_NAMES.map((name) => [name, this.resolve(name, this.map)])) as Record<RemoteName, RunningRemote>,
      options.previewNotices,
    );
  }

  /** Resolves every remote of the start map; reads the device id first if a canary needs it. */
  static async start(options: RemoteVersionsOptions): Promise<RemoteVersions> {
    return new RemoteVersions(options, needsDeviceId(options.map) ? await options.deviceId() : undefined);
  }

  /**
   * The player enters `remote`'s area (its route, or one of its dialogs): if the brand now gives
   * this tab another version of it, switch to that version. Resolves to whether it switched.
   */
  enter(remote: RemoteName): Promise<boolean> {
    return this.serially(async () => {
      const map = await this.freshMap();
      return this.switchTo(this.resolve(remote, map, await this.deviceIdFor(map)));
    }).catch((error: unknown) => {
      // The version already running stays: a failed check must not take the area down.
      console.error(`[shell] could not switch ${remote} to its new version`, error);
      return false;
    });
  }

  /** Ends the tab's previews: every previewed remote goes back to what the brand runs for this device. */
  leavePreview(): Promise<void> {
    return this.serially(async () => {
      this.previews = {};
      this.running.setPreviewNotices([]);
      const map = await this.freshMap();
      const deviceId = await this.deviceIdFor(map);
      for (const name of REMOTE_NAMES) {
        if (this.running.get(name).source === 'preview') await this.switchTo(this.resolve(name, map, deviceId));
      }
    });
  }

  private resolve(name: RemoteName, map: RemoteMap, deviceId = this.deviceId): RunningRemote {
    // A brand that stops allowing previews stops them at the next entry.
    const preview = map.previewsAllowed === true ? this.previews[name] : undefined;
    return resolveRemote(name, map.remotes[name], { deviceId, preview });
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
