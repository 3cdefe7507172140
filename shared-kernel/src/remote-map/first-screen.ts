import { REMOTE_NAMES, type RemoteMap, type RemoteName } from './remote-map.ts';

/**
 * A brand's first-screen files (`brands/<brand>/first-screen.json`): for each remote's pinned
 * version, the files its `./app` expose needs before it can draw, with the integrity its chunk
 * loader checks them by. The shell's boot script reads it beside `remotes.json` and preloads them
 * with the entry of the remote that draws the first page: without it they are asked for only once
 * the entry has arrived and run, a round trip later (0.56 s on a phone's slow 4G). Written by
 * whoever writes the brand map (the registry, the workspace's assembly), from the version's
 * `mf-manifest.json` and files. A file of its own, not keys in `remotes.json`: shells already
 * deployed refuse a map with keys they do not know. Only a head start: a file that is missing,
 * stale or names another entry is not used, and the runtime loads what it needs as before.
 */
export interface FirstScreenFile {
  /** Relative to the entry's URL, as `mf-manifest.json` lists it (`static/js/….js`). */
  path: string;
  as: 'script' | 'style';
  /** The SRI hash the chunk loader sets on its tag (sha256): a preload only serves a tag with the same. */
  integrity: string;
}

export interface FirstScreenRemote {
  /** The entry these files belong to: the boot uses them only while the map pins this entry. */
  entry: string;
  files: FirstScreenFile[];
}

export interface FirstScreenMap {
  format: 1;
  brand: string;
  remotes: Partial<Record<RemoteName, FirstScreenRemote>>;
}

export const firstScreenPath = (brand: string) => `brands/${brand}/first-screen.json`;

/** The expose the shell mounts a remote's pages from. */
export const PAGES_EXPOSE = './app';

/** A path the manifest may name: inside the version's folder, nothing that climbs out or names a scheme. */
const SAFE_PATH = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[\w][\w./-]*$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The sync files of `assets[kind]` of a manifest's expose, if it lists them as expected. */
function syncFiles(assets: unknown, kind: 'js' | 'css'): string[] | undefined {
  const sync = isRecord(assets) && isRecord(assets[kind]) ? assets[kind]['sync'] : undefined;
  return Array.isArray(sync) && sync.every((file): file is string => typeof file === 'string' && SAFE_PATH.test(file)) ? sync : undefined;
}

/**
 * The files the `./app` expose needs before it runs, from a parsed `mf-manifest.json`: its sync
 * scripts and styles. Undefined when the manifest does not list them as expected (then nothing is
 * preloaded for that remote).
 */
export function pagesExposeFiles(manifest: unknown): { path: string; as: FirstScreenFile['as'] }[] | undefined {
  const exposes = isRecord(manifest) ? manifest['exposes'] : undefined;
  const expose = Array.isArray(exposes) ? exposes.find((candidate) => isRecord(candidate) && candidate['path'] === PAGES_EXPOSE) : undefined;
  if (!isRecord(expose)) return undefined;
  const scripts = syncFiles(expose['assets'], 'js');
  const styles = syncFiles(expose['assets'], 'css');
  if (!scripts || !styles) return undefined;
  return [...scripts.map((path) => ({ path, as: 'script' as const })), ...styles.map((path) => ({ path, as: 'style' as const }))];
}

/** How the writer reaches a pinned version's files: its bytes, undefined when the file is not there. */
export type VersionFileReader = (remote: RemoteName, version: string, path: string) => Uint8Array | undefined;

/**
 * A brand's first-screen files for its map's pins. `read` gives a version's files (its
 * `mf-manifest.json` and chunks), `sha256` the SRI hash of bytes (`sha256-<base64>`). A remote
 * whose manifest or files cannot be read is left out: its first page loads as without the file.
 */
export function firstScreenMapOf(map: RemoteMap, read: VersionFileReader, sha256: (bytes: Uint8Array) => string): FirstScreenMap {
  const remotes: Partial<Record<RemoteName, FirstScreenRemote>> = {};
  for (const remote of REMOTE_NAMES) {
    const pin = map.remotes[remote];
    const manifestBytes = read(remote, pin.version, 'mf-manifest.json');
    let manifest: unknown;
    try {
      manifest = manifestBytes && JSON.parse(new TextDecoder().decode(manifestBytes));
    } catch {
      continue;
    }
    const wanted = pagesExposeFiles(manifest);
    if (!wanted) continue;
    const files: FirstScreenFile[] = [];
    for (const file of wanted) {
      const bytes = read(remote, pin.version, file.path);
      if (!bytes) break;
      files.push({ ...file, integrity: sha256(bytes) });
    }
    if (files.length === wanted.length) remotes[remote] = { entry: pin.entry, files };
  }
  return { format: 1, brand: map.brand, remotes };
}
