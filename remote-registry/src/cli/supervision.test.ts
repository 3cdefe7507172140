import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDirs } from '../testing/fake-builds.ts';

const BIN = path.join(import.meta.dirname, '..', '..', 'bin');
const dirs = tempDirs();
afterAll(() => dirs.cleanup());

function run(file: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    execFile(file, args, { env: { PATH: process.env.PATH ?? '', ...env } }, (error, _stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stderr });
    });
  });
}

describe('running the registry without pnpm in between', () => {
  it('bin/registry hands the CLI’s exit status to the caller: 2 for usage, 1 when the registry cannot be reached', async () => {
    expect(await run(path.join(BIN, 'registry'), ['status'], { REGISTRY_TOKEN: '' })).toMatchObject({ code: 2, stderr: expect.stringMatching(/No ops token/) });
    const unreachable = await run(path.join(BIN, 'registry'), ['status'], { REGISTRY_TOKEN: 'alice-secret-0123456789abcdef', REGISTRY_URL: 'http://127.0.0.1:9' });
    expect(unreachable.code).toBe(1);
  });

  it('bin/registry-server is the node process itself: SIGTERM closes it with status 0, and a bad flag exits 2', async () => {
    const child = spawn(path.join(BIN, 'registry-server'), ['--port', '0', '--data-dir', dirs.make('data'), '--static-root', dirs.make('static')], {
      env: { PATH: process.env.PATH ?? '', REGISTRY_TOKENS: 'alice=alice-secret-0123456789abcdef' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // The service starts in about 1 s on an idle machine; 10.7 s was seen under a load of 30.
    await expect.poll(() => output, { timeout: 30_000 }).toMatch(/remote-registry ready/);
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
    expect(await run(path.join(BIN, 'registry-server'), ['--port', 'x'], {})).toMatchObject({ code: 2, stderr: expect.stringMatching(/--port must be a port number/) });
  }, 50_000);
});
