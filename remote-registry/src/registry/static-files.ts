import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** Subresource integrity (sha384) of some bytes, as `<script integrity>` and the remote map want it. */
export function sriOf(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
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
