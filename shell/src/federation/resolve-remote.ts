import { REMOTE_NAMES, type RemoteEntry, type RemoteMap, type RemoteMapEntry, type RemoteName } from '@casino/shared-kernel/remote-map';
import { runsCanary } from './canary.ts';

/** Why a tab runs the version it runs. */
export type RemoteSource = 'pin' | 'canary' | 'preview';

/** The version of one remote this tab runs, and where to turn when it cannot be loaded. */
export interface RunningRemote {
  name: RemoteName;
  version: string;
  entry: string;
  integrity?: string | undefined;
  source: RemoteSource;
  /** The brand's pin, shown beside a preview or canary. */
  pinned: string;
  /** Tried in order when `entry` fails to load or fails its integrity check: pin, then last-known-good. */
  fallbacks: readonly RemoteEntry[];
}

/** What, besides the brand map, decides a tab's version of a remote. */
export interface ResolveFacts {
  /** This device's id; needed only when a canary runs for some but not all devices. */
  deviceId?: number | undefined;
  /** The version a tester previews in this tab (already checked against the versions index). */
  preview?: RemoteEntry | undefined;
}

const entryOf = ({ version, entry, integrity }: RemoteEntry): RemoteEntry => ({ version, entry, integrity });

/** Whether the device's version of some remote depends on its id (a canary between 0 and 100%). */
export function needsDeviceId(map: RemoteMap): boolean {
  return REMOTE_NAMES.some((name) => {
    const percent = map.remotes[name].canary?.percent;
    return percent !== undefined && percent > 0 && percent < 100;
  });
}

/**
 * The version a tab runs of one remote: a tester's preview, else the canary when this device falls
 * in its percent, else the brand's pin. Whatever it is, the versions below it in that order (and the
 * brand's last-known-good) are its fallbacks, each entry once.
 */
export function resolveRemote(name: RemoteName, remote: RemoteMapEntry, facts: ResolveFacts = {}): RunningRemote {
  const { canary } = remote;
  const inCanary =
    canary !== undefined &&
    (canary.percent >= 100 || (canary.percent > 0 && facts.deviceId !== undefined && runsCanary(name, facts.deviceId, canary.percent)));
  const candidates: [RemoteSource, RemoteEntry | undefined][] = [
    ['preview', facts.preview],
    ['canary', inCanary ? canary : undefined],
    ['pin', remote],
    ['pin', remote.fallback],
  ];
  const chain: [RemoteSource, RemoteEntry][] = [];
  for (const [source, entry] of candidates) {
    if (entry && !chain.some(([, known]) => known.entry === entry.entry)) chain.push([source, entryOf(entry)]);
  }
  const [[source, primary], ...rest] = chain as [[RemoteSource, RemoteEntry], ...[RemoteSource, RemoteEntry][]];
  return {
    name,
    ...primary,
    source,
    pinned: remote.version,
    fallbacks: rest.map(([, entry]) => entry),
  };
}

/** {@link resolveRemote} for every remote of the map; previews only count on brands that allow them. */
export function resolveRemotes(
  map: RemoteMap,
  facts: { deviceId?: number | undefined; previews?: Partial<Record<RemoteName, RemoteEntry>> } = {},
): Record<RemoteName, RunningRemote> {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      resolveRemote(name, map.remotes[name], {
        deviceId: facts.deviceId,
        preview: map.previewsAllowed === true ? facts.previews?.[name] : undefined,
      }),
    ]),
  ) as Record<RemoteName, RunningRemote>;
}
