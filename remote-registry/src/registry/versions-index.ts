import path from 'node:path';
import { parseRemoteVersions, remoteVersionsPath, type RemoteName, type RemoteVersions } from '@casino/shared-kernel/remote-map';
import type { PublishedVersion } from './registry-types.ts';
import { writeFileAtomic } from '@casino/service-kit/atomic-files';

/**
 * `remotes/<remote>/versions.json`: every published version of the remote with its entry and SRI
 * hash, newest first. The shell reads it to allow a tester's `?mf-preview=` of a version no brand
 * pins; validated by the kernel's parser, the one the shell runs.
 */
export function versionsIndexOf(remote: RemoteName, published: readonly PublishedVersion[]): RemoteVersions {
  const versions = published.map(({ version, entry, integrity, publishedAt }) => ({ version, entry, integrity, publishedAt }));
  return parseRemoteVersions({ format: 1, remote, versions }, remoteVersionsPath(remote));
}

/** Atomically replaces the remote's versions index in the static root. */
export function writeVersionsIndex(staticRoot: string, remote: RemoteName, published: readonly PublishedVersion[]): void {
  const index = versionsIndexOf(remote, published);
  writeFileAtomic(path.join(staticRoot, ...remoteVersionsPath(remote).split('/')), `${JSON.stringify(index, null, 2)}\n`);
}
