import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../free-port.ts';
import { parentOf } from './command-chain.ts';
import { WORKSPACE_ROOT } from './workspace.ts';

/** npx fetching pnpm (cached after the first time), pnpm, and the api-server creating and seeding its database. */
const START_TIMEOUT_MS = 150_000;
/** "Within seconds" on an idle machine; room for a busy 2-core one. */
const STOP_TIMEOUT_MS = 30_000;

const rootScripts = (JSON.parse(readFileSync(path.join(WORKSPACE_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

// The README's start command is `npx -y pnpm@12.21.0 start`: `pnpm build && <site>`. After the build it
// runs the same chain as `npx -y pnpm@12.21.0 site` (npx, pnpm, a shell, pnpm, a shell, the site, the
// api-server), which these tests start on a small static root, with no build, and signal at its top.
describe.skipIf(process.platform !== 'linux')('the start command stops on a signal to the process it starts', () => {
  let work: string;
  let started: ChildProcess[] = [];
  const seen = new Set<number>();

  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), 'site-cli-'));
    mkdirSync(path.join(work, 'site/brands'), { recursive: true });
    writeFileSync(path.join(work, 'site/index.html'), '<!doctype html><title>casino</title>');
    writeFileSync(path.join(work, 'site/brands/hosts.json'), '{}');
  });

  afterAll(() => {
    // Whatever a failed test left: only processes it started, by their id.
    for (const pid of seen) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    for (const child of started) child.kill('SIGKILL');
    rmSync(work, { recursive: true, force: true });
  });

  it('runs the site after the build, as `site`', () => {
    expect(rootScripts.start).toBe(`pnpm build && ${rootScripts.site}`);
  });

  it.each(['SIGINT', 'SIGTERM', 'SIGHUP'] as const)(
    '%s ends every process and frees both ports',
    async (signal) => {
      const [port, apiPort] = [await freePort(), await freePort()];
      // An operator's shell: none of the package manager's variables the test runner was given.
      const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(npm|pnpm)_/i.test(name)));
      // No terminal: stdin from nowhere, output to pipes.
      const top = spawn('npx', ['-y', 'pnpm@12.21.0', 'site'], {
        cwd: WORKSPACE_ROOT,
        env: { ...env, PORT: String(port), API_PORT: String(apiPort), STATIC_ROOT: path.join(work, 'site'), API_DATA_DIR: path.join(work, 'api-data') },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      started.push(top);
      let output = '';
      top.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      top.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const origin = `http://127.0.0.1:${port}`;

      await expect.poll(() => output, { timeout: START_TIMEOUT_MS, interval: 250 }).toContain(`Casino site is running: ${origin}/`);
      const tree = descendantsOf(top.pid ?? 0);
      for (const pid of tree) seen.add(pid);
      // The site and the api-server behind it answer.
      expect((await fetch(`${origin}/brands/hosts.json`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${apiPort}/health`)).status).toBe(200);
      expect(tree.length).toBeGreaterThanOrEqual(4);

      process.kill(top.pid ?? 0, signal);

      await expect.poll(() => tree.filter((pid) => parentOf(pid) !== undefined), { timeout: STOP_TIMEOUT_MS, interval: 250 }).toEqual([]);
      expect(await isFree(port)).toBe(true);
      expect(await isFree(apiPort)).toBe(true);
      started = started.filter((child) => child !== top);
      for (const pid of tree) seen.delete(pid);
    },
    START_TIMEOUT_MS + STOP_TIMEOUT_MS + 30_000,
  );
});

/** Every live process under `pid` (and `pid` itself), from /proc. */
function descendantsOf(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentOf(Number(entry));
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const found = [pid];
  for (let index = 0; index < found.length; index += 1) found.push(...(children.get(found[index] ?? 0) ?? []));
  return found;
}

async function isFree(port: number): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
