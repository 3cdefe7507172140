import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TempDirs {
  make(prefix: string): string;
  cleanup(): void;
}

/** Temporary folders for a test file, removed together at its end. */
export function tempDirs(): TempDirs {
  const made: string[] = [];
  return {
    make(prefix) {
      const dir = mkdtempSync(path.join(tmpdir(), `api-server-${prefix}-`));
      made.push(dir);
      return dir;
    },
    cleanup() {
      for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
  };
}
