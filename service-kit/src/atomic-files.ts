import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const tempName = (target: string) => path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);

/**
 * Replaces `file` in one step: the content goes to a temporary file beside it, which is then
 * renamed over the old one. A reader (the static server, a CDN sync, a registry writing at the same
 * time) sees the old file or the new one, never half of either.
 */
export function writeFileAtomic(file: string, content: string | Uint8Array): void {
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
 * Writes a whole folder in one step: files go to a hidden folder beside it, renamed into place
 * once complete, so a half-copied one is never served. Refuses an existing `folder`.
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
