import { REMOTE_NAMES, type RemoteEntry, type RemoteMap, type RemoteName } from '@casino/shared-kernel/remote-map';
import { needsDeviceId, resolveRemote, type RunningRemote } from './resolve-remote.ts';
import { RunningRemotes } from './running-remotes.ts';
import type * as Switching from './version-switching.ts';

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
  /** The switching code (`version-switching.ts`, a lazy chunk); tests count its loads. */
  loadSwitching?: () => Promise<typeof Switching>;
}

/** What the switching code needs of the options, defaults applied. */
export type SwitchingOptions = Required<Pick<RemoteVersionsOptions, 'refreshIntervalMs' | 'now'>> & RemoteVersionsOptions;

/** Often enough that a new pin reaches a tester within seconds; rarely enough to cost nothing. */
export const MAP_REFRESH_INTERVAL_MS = 5_000;

/** The version of `name` a map gives this tab: a preview the brand allows, else its canary or pin. */
export function resolveVersion(name: RemoteName, map: RemoteMap, previews: Previews, deviceId: number | undefined): RunningRemote {
  // A brand that stops allowing previews stops them at the next entry.
  const preview = map.previewsAllowed === true ? previews[name] : undefined;
  return resolveRemote(name, map.remotes[name], { deviceId, preview });
}

/**
 * Which version of each remote this tab runs, and how it changes while the tab stays open: when
 * the player enters a remote's area, the brand map is fetched again (throttled) and a remote whose
 * version changed (pin, canary, rollback) is switched in place, without a reload.
 *
 * The fetching and switching is a lazy chunk (`version-switching.ts`), loaded at the first entry
 * that may need it: an entry within the interval after start (the first page's, on every load)
 * would only read again the map start-up has just fetched, which gives what runs.
 */
export class RemoteVersions {
  readonly running: RunningRemotes;
  private readonly options: SwitchingOptions;
  private readonly startedAt: number;
  private switching: Promise<Switching.VersionSwitching> | undefined;

  private constructor(
    options: RemoteVersionsOptions,
    private readonly deviceId: number | undefined,
  ) {
    this.options = { refreshIntervalMs: MAP_REFRESH_INTERVAL_MS, now: () => Date.now(), ...options };
    // The map was fetched just now, at start.
    this.startedAt = this.options.now();
    const previews = options.previews ?? {};
    this.running = new RunningRemotes(
      Object.fromEntries(REMOTE_NAMES.map((name) => [name, resolveVersion(name, options.map, previews, deviceId)])) as Record<RemoteName, RunningRemote>,
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
    // Within the interval after start, with nothing switched yet, the map is start-up's, which
    // resolves to what runs: nothing to fetch, nothing to switch, no code to load.
    if (this.switching === undefined && this.options.now() - this.startedAt < this.options.refreshIntervalMs) return Promise.resolve(false);
    return this.switcher().then(
      (switching) => switching.enter(remote),
      (error: unknown) => {
        // The version already running stays; the next entry loads the code again.
        console.error(`[shell] could not switch ${remote} to its new version`, error);
        return false;
      },
    );
  }

  /** Ends the tab's previews: every previewed remote goes back to what the brand runs for this device. */
  leavePreview(): Promise<void> {
    return this.switcher().then((switching) => switching.leavePreview());
  }

  private switcher(): Promise<Switching.VersionSwitching> {
    const load = this.options.loadSwitching ?? (() => import('./version-switching.ts'));
    this.switching ??= load().then(
      ({ VersionSwitching }) =>
        new VersionSwitching(
          this.running,
          { map: this.options.map, previews: this.options.previews ?? {}, deviceId: this.deviceId, fetchedAt: this.startedAt },
          this.options,
        ),
      (error: unknown) => {
        this.switching = undefined;
        throw error;
      },
    );
    return this.switching;
  }
}
