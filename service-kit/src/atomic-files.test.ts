import { linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFileAtomic, writeFolderAtomic } from './atomic-files.ts';

const made: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'service-kit-atomic-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('atomic writes', () => {
  it('replaces a file, making its folder, and leaves no temporary file beside it', () => {
    const file = path.join(tempDir(), 'brands', 'india', 'remotes.json');
    writeFileAtomic(file, 'one');
    writeFileAtomic(file, 'two');
    expect(readFileSync(file, 'utf8')).toBe('two');
    expect(readdirSync(path.dirname(file))).toEqual(['remotes.json']);
  });

  it('puts a new file in place by rename: a reader holding the old file still reads it whole', () => {
    const dir = tempDir();
    const file = path.join(dir, 'remotes.json');
    writeFileAtomic(file, 'old map');
    // A hard link shares the inode: writing the file in place would change what it reads.
    const reader = path.join(dir, 'reader');
    linkSync(file, reader);
    writeFileAtomic(file, 'new map');
    expect(readFileSync(reader, 'utf8')).toBe('old map');
    expect(readFileSync(file, 'utf8')).toBe('new map');
  });

  it('leaves the old file when the new one cannot be put in place', () => {
    const dir = tempDir();
    const target = path.join(dir, 'remotes.json');
    mkdirSync(target);
    writeFileSync(path.join(target, 'keep'), 'x');
    expect(() => writeFileAtomic(target, 'new')).toThrow();
    expect(readdirSync(dir)).toEqual(['remotes.json']);
  });

  it('writes a folder in one rename and refuses an existing one without touching it', () => {
    const dir = tempDir();
    const folder = path.join(dir, '1.0.0');
    writeFolderAtomic(folder, new Map([['remoteEntry.js', Buffer.from('a')], ['static/js/1.js', Buffer.from('b')]]));
    expect(readFileSync(path.join(folder, 'static', 'js', '1.js'), 'utf8')).toBe('b');
    expect(() => writeFolderAtomic(folder, new Map([['remoteEntry.js', Buffer.from('changed')]]))).toThrow(/already exists/);
    expect(readFileSync(path.join(folder, 'remoteEntry.js'), 'utf8')).toBe('a');
    expect(readdirSync(dir)).toEqual(['1.0.0']);
  });
});
