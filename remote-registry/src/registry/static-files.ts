import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Subresource integrity (sha384) of some bytes, as `<script integrity>` and the remote map want it. */
export function sriOf(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

const tempName = (target: string) =>
  path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);

/**
 * Replaces `file` in one step: the content goes to a temporary file beside it, which is then
 * renamed over the old one. A reader (the static server, a CDN sync) sees the old file or the new
 * one, never half of either.
 */
export function writeFileAtomic(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = tempName(file);
  try {
    writeFileSync(temp, content);
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/**
 * Writes a whole build as `folder` in one step: files go to a hidden folder beside it, renamed into
 * place once complete, so a half-copied version is never served. Refuses an existing `folder`.
 */
export function writeFolderAtomic(folder: string, files: ReadonlyMap<string, Uint8Array>): void {
  if (existsSync(folder)) throw new Error(`${folder} already exists`);
  const temp = tempName(folder);
  try {
    for (const [relative, bytes] of files) {
      const file = path.join(temp, ...relative.split('/'));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, bytes);
    }
    // rename(2) replaces an empty folder silently: check again right before it.
    if (existsSync(folder)) throw new Error(`${folder} already exists`);
    renameSync(temp, folder);
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw error;
  }
}

/** The bytes of a file, or `undefined` when there is none. */
export function readIfExists(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Every file under `folder` as a `/`-separated relative path, sorted; hidden names (a write in
 * progress) are left out, as publishing never writes one.
 */
export function listFiles(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${prefix}${entry.name}/`);
      else if (entry.isFile()) found.push(`${prefix}${entry.name}`);
    }
  };
  walk(folder, '');
  return found.sort();
}
