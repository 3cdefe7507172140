import path from 'node:path';
import { parseBrandHosts, parseRemoteMap, REMOTE_NAMES, type RemoteEntry, type RemoteMap, type RemoteMapBeacons, type RemoteName } from '@casino/shared-kernel/remote-map';
import type { BrandStatus, PublishedVersion } from './registry-types.ts';
import { writeFileAtomic } from '@casino/service-kit/atomic-files';

export const brandMapPath = (brand: string) => `brands/${brand}/remotes.json`;
export const HOSTS_PATH = 'brands/hosts.json';

type VersionLookup = (remote: RemoteName, version: string) => PublishedVersion;

const entryOf = (published: PublishedVersion): RemoteEntry => ({
  version: published.version,
  entry: published.entry,
  integrity: published.integrity,
});

/**
 * The `remotes.json` a brand's state publishes: the pin, the last-known-good as `fallback`, the
 * canary with its percent, and where to send load beacons when the registry takes them. Validated by the kernel's parser, the one the shell runs, so a map the
 * shell would reject is never written.
 */
export function brandMapOf(status: BrandStatus, lookup: VersionLookup, beacons?: RemoteMapBeacons): RemoteMap {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((remote) => {
      const state = status.remotes[remote];
      const fallback = state.lastKnownGood !== null && state.lastKnownGood !== state.pinned ? state.lastKnownGood : null;
      return [
        remote,
        {
          ...entryOf(lookup(remote, state.pinned)),
          ...(fallback === null ? {} : { fallback: entryOf(lookup(remote, fallback)) }),
          ...(state.canary ? { canary: { ...entryOf(lookup(remote, state.canary.version)), percent: state.canary.percent } } : {}),
        },
      ];
    }),
  );
  return parseRemoteMap(
    { format: 1, brand: status.brand, previewsAllowed: status.previewsAllowed, ...(beacons ? { beacons } : {}), remotes },
    brandMapPath(status.brand),
  );
}

/** Validates and atomically replaces `brands/<brand>/remotes.json` in the static root; returns the text written. */
export function writeBrandMap(staticRoot: string, map: RemoteMap): string {
  const text = `${JSON.stringify(map, null, 2)}\n`;
  writeFileAtomic(path.join(staticRoot, ...brandMapPath(map.brand).split('/')), text);
  return text;
}

/** Validates and atomically replaces `brands/hosts.json` in the static root; returns the text written. */
export function writeHostsFile(staticRoot: string, hosts: Record<string, string>): string {
  const text = `${JSON.stringify(parseBrandHosts({ format: 1, hosts }, HOSTS_PATH), null, 2)}\n`;
  writeFileAtomic(path.join(staticRoot, ...HOSTS_PATH.split('/')), text);
  return text;
}
