import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Bundler statistics: useful locally, never served (as in build-tools' assemble). */
const SKIPPED = new Set(['mf-stats.json']);

/** Every file of a build folder as the publish API takes it: `/`-separated relative path and base64 content. */
export function readBuildFolder(folder: string): { path: string; base64: string }[] {
  let isFolder = false;
  try {
    isFolder = statSync(folder).isDirectory();
  } catch {
    // Reported below.
  }
  if (!isFolder) throw new Error(`${folder} is not a folder: give the build output folder (e.g. mfe-wallet/dist).`);
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !SKIPPED.has(entry.name))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { path: path.relative(folder, file).split(path.sep).join('/'), base64: readFileSync(file).toString('base64') };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}
