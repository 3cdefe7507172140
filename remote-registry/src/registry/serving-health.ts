import { statSync } from 'node:fs';
import path from 'node:path';
import { parseBrandHosts, parseRemoteMapText, REMOTE_NAMES, RemoteMapError, type RemoteName } from '@casino/shared-kernel/remote-map';
import { brandMapPath, HOSTS_PATH } from './brand-map.ts';
import type { VersionFile } from './registry-store.ts';
import type { BrandStatus, PublishedVersion } from './registry-types.ts';
import { readIfExists, sriOf } from './static-files.ts';

/**
 * The SRI of files, hashed again only when a file's inode, size, modification or change time moved
 * (the change time moves on every write and cannot be set back), so a health check every minute
 * and a monitor polling `/api/health` do not re-read every chunk of every version each time.
 */
export class FileHashes {
  private readonly known = new Map<string, { stamp: string; integrity: string }>();

  /** undefined when there is no such file. */
  integrityOf(file: string): string | undefined {
    const stat = statSync(file, { bigint: true, throwIfNoEntry: false });
    if (!stat?.isFile()) return undefined;
    const stamp = `${stat.ino}:${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}`;
    const cached = this.known.get(file);
    if (cached?.stamp === stamp) return cached.integrity;
    const bytes = readIfExists(file);
    if (!bytes) return undefined;
    const integrity = sriOf(bytes);
    this.known.set(file, { stamp, integrity });
    return integrity;
  }
}

export interface ServingState {
  staticRoot: string;
  brands: readonly BrandStatus[];
  version: (remote: RemoteName, version: string) => PublishedVersion | undefined;
  /** What publishing wrote for a version; empty for one recorded before file lists were kept. */
  files: (remote: RemoteName, version: string) => readonly VersionFile[];
  /** The text the registry last wrote to each brand map and the hosts file (by static-root path). */
  written: ReadonlyMap<string, string>;
  hashes: FileHashes;
}

/**
 * What players would get wrong now: a brand map or the hosts file missing, invalid (the start-up
 * error page) or changed outside the registry, and any file of a version a map runs (pin, canary,
 * last-known-good) missing or no longer matching what was published (a chunk that fails to load
 * takes its section down just as a changed entry does). Maps come first, then files in the order
 * of brands, remotes and versions; a file several brands use is one problem naming them all.
 */
export function servingProblems(state: ServingState): string[] {
  const problems = generatedFileProblems(state, HOSTS_PATH, (text) => parseBrandHosts(JSON.parse(text), HOSTS_PATH), {
    missing: 'every host name runs the default brand (india)',
    invalid: 'players of every brand get the start-up error page',
  });
  for (const { brand } of state.brands) {
    const file = brandMapPath(brand);
    const consequence = `players of ${brand} get the start-up error page`;
    problems.push(...generatedFileProblems(state, file, (text) => parseRemoteMapText(text, file), { missing: consequence, invalid: consequence }));
  }

  const fileProblems = new Map<string, string[]>();
  const add = (problem: string, brand: string) => {
    const brands = fileProblems.get(problem) ?? [];
    if (!brands.includes(brand)) brands.push(brand);
    fileProblems.set(problem, brands);
  };
  for (const status of state.brands) {
    for (const remote of REMOTE_NAMES) {
      const { pinned, canary, lastKnownGood } = status.remotes[remote];
      for (const version of [pinned, canary?.version, lastKnownGood]) {
        if (version) for (const problem of versionProblems(state, remote, version)) add(problem, status.brand);
      }
    }
  }
  return [...problems, ...[...fileProblems].map(([problem, brands]) => `${problem} (used by ${brands.join(', ')})`)];
}

/** A map or hosts file the registry writes: there, valid, and what it wrote. */
function generatedFileProblems(
  state: ServingState,
  file: string,
  parse: (text: string) => unknown,
  consequence: { missing: string; invalid: string },
): string[] {
  const bytes = readIfExists(path.join(state.staticRoot, ...file.split('/')));
  if (!bytes) return [`${file} is missing: ${consequence.missing}`];
  const text = bytes.toString('utf8');
  try {
    parse(text);
  } catch (error) {
    const problems = error instanceof RemoteMapError ? error.problems.join('; ') : (error as Error).message;
    return [`${file} is not valid (${consequence.invalid}): ${problems}`];
  }
  const written = state.written.get(file);
  if (written !== undefined && written !== text) {
    return [`${file} was changed outside the registry: it no longer says what the registry wrote (any change of the brand, or a restart, writes it again)`];
  }
  return [];
}

function versionProblems(state: ServingState, remote: RemoteName, version: string): string[] {
  const folder = `remotes/${remote}/${version}`;
  const absolute = (file: string) => path.join(state.staticRoot, ...folder.split('/'), ...file.split('/'));
  if (!statSync(absolute(''), { throwIfNoEntry: false })?.isDirectory()) return [`${folder}/ is missing`];
  const recorded = state.files(remote, version);
  // A version recorded before file lists were kept: its entry's hash is all there is.
  const files = recorded.length > 0 ? recorded : [{ path: 'remoteEntry.js', integrity: state.version(remote, version)?.integrity ?? '' }];
  return files.flatMap((file) => {
    const integrity = state.hashes.integrityOf(absolute(file.path));
    if (integrity === undefined) return [`${folder}/${file.path} is missing`];
    return integrity === file.integrity ? [] : [`${folder}/${file.path} does not match its recorded hash`];
  });
}
