// Copies a static root to another static server's root (a second nginx, a mounted bucket) in the
// order that keeps every page load there working while it runs: what never changes first, the
// files that point at it after, the brand maps last. README "Deploying", "Several static servers".
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cacheControlFor } from '@casino/build-tools/static-root';

/** The three steps, in the order they run. */
export type SyncStep = 'immutable' | 'revalidated' | 'brand-maps';

export interface SyncedFile {
  step: SyncStep;
  /** The file's path in the static root, with `/`. */
  file: string;
  /** `copied`, or `kept`: an immutable file already there with the same bytes. */
  action: 'copied' | 'kept';
}

/**
 * Which step a file of the static root belongs to:
 * - `immutable`: a published remote version (`remotes/<remote>/<version>/…`, its `remoteEntry.js`
 *   too: a version's files never change) and content-hashed names. Copied once, never replaced.
 * - `brand-maps`: everything under `brands/` (each brand's `remotes.json` and `client.json`, then
 *   `hosts.json`): they decide what players load, so they go when everything they name is there.
 * - `revalidated`: the rest (`index.html`, `sw.js`, manifests, versions indexes), which point at
 *   immutable files and are revalidated by every browser.
 */
export function syncStep(file: string): SyncStep {
  if (file.startsWith('brands/')) return 'brand-maps';
  if (/^remotes\/[^/]+\/[^/]+\//.test(file)) return 'immutable';
  return cacheControlFor(file).includes('immutable') ? 'immutable' : 'revalidated';
}

function filesUnder(root: string, folder = ''): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = folder === '' ? entry.name : `${folder}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(root, file);
    // A half-written file of an earlier run (below) is not part of the site.
    return entry.isFile() && !entry.name.startsWith('.sync-') ? [file] : [];
  });
}

/** Writes `to` whole or not at all: a temp name beside it, then a rename, which readers never see half done. */
function copyAtomically(from: string, to: string): void {
  mkdirSync(path.dirname(to), { recursive: true });
  const temp = path.join(path.dirname(to), `.sync-${process.pid}-${path.basename(to)}`);
  copyFileSync(from, temp);
  renameSync(temp, to);
}

const sameBytes = (a: string, b: string) => statSync(a).size === statSync(b).size && readFileSync(a).equals(readFileSync(b));

/** Remote versions (`remotes/<remote>/<version>`) a brand map names by a path on this site. */
function versionsNamedBy(map: string): string[] {
  const found: string[] = [];
  JSON.parse(map, (key, value: unknown) => {
    if (key === 'entry' && typeof value === 'string') {
      const match = /^\/(remotes\/[^/]+\/[^/]+)\//.exec(value);
      if (match?.[1]) found.push(match[1]);
    }
    return value;
  });
  return found;
}

/**
 * Copies the static root `from` into `to`, step by step ({@link syncStep}), each file by a rename.
 * An immutable file already at `to` with other bytes stops the copy before any map moves: a
 * published version never changes, and two servers must not serve two contents under one name.
 * Nothing at `to` is deleted (open pages still load older versions; prune apart, by what no map names).
 * The brand maps are read once, at their step, and every version they name is made sure of first, so
 * a version the registry published during the copy arrives before the map that runs it.
 */
export function syncStaticRoot(from: string, to: string, onFile: (synced: SyncedFile) => void = () => {}): SyncedFile[] {
  if (!existsSync(path.join(from, 'index.html'))) throw new Error(`${from} is not a static root (no index.html).`);
  const done: SyncedFile[] = [];
  const copy = (step: SyncStep, file: string) => {
    const source = path.join(from, file);
    const target = path.join(to, file);
    let action: SyncedFile['action'] = 'copied';
    if (step === 'immutable' && existsSync(target)) {
      if (!sameBytes(source, target))
        throw new Error(`${file} differs at ${to}: a published file never changes. Nothing after it was copied; find out why before going on.`);
      action = 'kept';
    } else {
      copyAtomically(source, target);
    }
    const synced = { step, file, action };
    done.push(synced);
    onFile(synced);
  };

  const files = filesUnder(from);
  for (const file of files.filter((name) => syncStep(name) === 'immutable')) copy('immutable', file);
  for (const file of files.filter((name) => syncStep(name) === 'revalidated')) copy('revalidated', file);

  // The maps as they are now, which may name versions published since the first step.
  const maps = filesUnder(from, 'brands');
  const contents = new Map(maps.map((file) => [file, readFileSync(path.join(from, file), 'utf8')]));
  const copiedAlready = new Set(done.map((synced) => synced.file));
  for (const [file, text] of contents) {
    if (!file.endsWith('/remotes.json')) continue;
    for (const version of versionsNamedBy(text)) {
      if (!existsSync(path.join(from, version))) throw new Error(`${file} names ${version}, which ${from} does not have.`);
      for (const name of filesUnder(from, version)) if (!copiedAlready.has(name)) copy('immutable', name);
    }
  }
  // hosts.json last: a new brand's host name reaches a brand whose maps are in place.
  const ordered = [...contents.keys()].sort((a, b) => Number(a === 'brands/hosts.json') - Number(b === 'brands/hosts.json'));
  for (const file of ordered) copy('brand-maps', file);
  return done;
}

/** The CLI: `node deploy/src/sync-static-root.ts <from> <to>`; exits 1 naming the problem. */
function main() {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [from, to] = positionals;
  if (from === undefined || to === undefined || positionals.length !== 2) {
    console.error('usage: sync-static-root <static root> <another server’s static root>');
    process.exit(2);
  }
  const counts = { immutable: 0, revalidated: 0, 'brand-maps': 0, kept: 0 };
  syncStaticRoot(path.resolve(from), path.resolve(to), ({ step, action }) => {
    if (action === 'kept') counts.kept += 1;
    else counts[step] += 1;
  });
  console.log(
    `${to}: ${counts.immutable} immutable files copied (${counts.kept} already there), then ${counts.revalidated} revalidated files, then ${counts['brand-maps']} brand maps.`,
  );
}

if (import.meta.main) {
  try {
    main();
  } catch (error) {
    console.error(`sync-static-root: ${(error as Error).message}`);
    process.exit(1);
  }
}
