import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseRemoteMapText } from '@casino/shared-kernel/remote-map';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDirs, writeFakeBuild } from '../testing/fake-builds.ts';
import { ALICE, BOB, seedBrand, startTestRegistry, type TestRegistry } from '../testing/test-registry.ts';

const CLI = path.join(import.meta.dirname, 'registry-cli.ts');
const dirs = tempDirs();
let registry: TestRegistry;

beforeAll(async () => {
  registry = await startTestRegistry(dirs);
  await seedBrand(registry);
});
afterAll(async () => {
  await registry.close();
  dirs.cleanup();
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** A port nothing listens on: one the system just handed out and took back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Each test's time-out: `runs` CLI processes at 10 s each. One run is a fresh Node that strips the
 * CLI's types, 0.4–1.1 s on an idle 2-core machine; 10 s fits one ten times slower.
 */
const forRuns = (runs: number) => runs * 10_000;

/** Runs the real CLI in a child process (on this Node), as ops would from a shell. */
async function cli(args: string[], env: Record<string, string> = {}, cwd?: string): Promise<Run> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH ?? '', REGISTRY_URL: registry.url, REGISTRY_TOKEN: ALICE, ...env },
      ...(cwd ? { cwd } : {}),
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('registry CLI', () => {
  it('publishes a build folder (relative to where it runs), pins and canaries it, and shows status and audit', async () => {
    const buildRoot = dirs.make('cli-build');
    writeFakeBuild(path.join(buildRoot, 'dist'), 'mfe-wallet', { version: '2.0.0' });

    const publish = await cli(['publish', 'mfe-wallet', 'dist', '--reason', 'release 2.0.0'], {}, buildRoot);
    expect(publish).toMatchObject({ code: 0, stderr: '' });
    expect(publish.stdout).toMatch(/^Published mfe-wallet 2\.0\.0: \/remotes\/mfe-wallet\/2\.0\.0\/remoteEntry\.js \(sha384-/);

    const pin = await cli(['pin', 'india', 'mfe-wallet', '2.0.0', '--reason', 'ship it'], { REGISTRY_TOKEN: BOB });
    expect(pin.code).toBe(0);
    expect(pin.stdout.trim()).toBe('india: mfe-wallet pinned 2.0.0, canary none, last-known-good 1.0.0 (ETag "india.2")');
    expect(parseRemoteMapText(readFileSync(path.join(registry.staticRoot, 'brands', 'india', 'remotes.json'), 'utf8')).remotes['mfe-wallet'].version).toBe('2.0.0');

    const canary = await cli(['canary', 'india', 'mfe-wallet', '1.0.0', '50', '--reason', 'compare', '--etag', '"india.2"']);
    expect(canary.stdout).toMatch(/canary 1\.0\.0 for 50% of devices/);

    const status = await cli(['status', 'india']);
    expect(status.code).toBe(0);
    expect(status.stdout).toMatch(/^india {2}ETag "india\.3" {2}previews off {2}hosts none$/m);
    expect(status.stdout).toMatch(/^ {2}mfe-wallet {6}2\.0\.0 {11}1\.0\.0 @ 50% {11}1\.0\.0$/m);

    const json = await cli(['status', 'india', '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ brand: 'india', etag: '"india.3"' });

    const audit = await cli(['audit', '--brand', 'india', '--limit', '2']);
    expect(audit.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(/^#\d+ \S+ alice canary india mfe-wallet - → 1\.0\.0@50% {2}"compare"$/),
      expect.stringMatching(/^#\d+ \S+ bob pin india mfe-wallet 1\.0\.0 → 2\.0\.0 {2}"ship it"$/),
    ]);
  }, forRuns(7));

  it('edits host names', async () => {
    const set = await cli(['hosts', 'set', 'india.example.com', 'india', '--reason', 'go live']);
    expect(set).toMatchObject({ code: 0, stdout: expect.stringMatching(/^india\.example\.com now serves india/) });
    expect((await cli(['hosts'])).stdout.trim()).toBe('india.example.com → india');
  }, forRuns(2));

  it('exits 1 with the registry’s message when a change is refused', async () => {
    const stale = await cli(['rollback', 'india', 'mfe-wallet', '--reason', 'x', '--etag', '"india.1"']);
    expect(stale.code).toBe(1);
    expect(stale.stderr.trim()).toBe('registry: Brand india changed since you read it (If-Match "india.1", now "india.3"): nothing was changed. Reload and decide again.');

    const refused = await cli(['publish', 'mfe-wallet', writeFakeBuild(dirs.make('cli-build'), 'mfe-wallet', { version: '2.1.0', exposes: ['./app'] })]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^registry: mfe-wallet 2\.1\.0 does not expose \.\/dialogs/);

    const badToken = await cli(['status'], { REGISTRY_TOKEN: 'not-the-token-0123456789abcdef' });
    expect(badToken).toMatchObject({ code: 1, stderr: 'registry: The ops token is not valid.\n' });
  }, forRuns(3));

  it('exits 1 when the registry cannot be reached, or the build folder is not there', async () => {
    const closed = await closedPort();
    const down = await cli(['status'], { REGISTRY_URL: `http://127.0.0.1:${closed}` });
    expect(down.code).toBe(1);
    expect(down.stderr).toMatch(new RegExp(`^registry: Cannot reach the registry at http://127\\.0\\.0\\.1:${closed} \\(ECONNREFUSED\\): is it running\\?`));
    const noFolder = await cli(['publish', 'mfe-wallet', path.join(dirs.make('empty'), 'dist')]);
    expect(noFolder).toMatchObject({ code: 1, stderr: expect.stringMatching(/dist is not a folder: give the build output folder/) });
  }, forRuns(2));

  it.each([
    [['pin', 'india', 'mfe-wallet'], /pin takes <brand> <remote> <version>\./],
    [['pin', 'india', 'mfe-wallet', '2.0.0'], /pin needs --reason "<why>"/],
    [['canary', 'india', 'mfe-wallet', '2.0.0', 'half', '--reason', 'x'], /percent must be a whole number from 0 to 100, not "half"/],
    [['deploy'], /Unknown command "deploy"/],
    [['status', '--colour'], /Unknown option '--colour'/],
    [[], /^Usage: registry <command>/],
  ])('exits 2 on wrong usage: %j', async (args, message) => {
    const run = await cli(args);
    expect(run.code).toBe(2);
    expect(args.length === 0 ? run.stdout : run.stderr).toMatch(message);
  }, forRuns(1));

  it('exits 2 without a token, and prints usage with --help', async () => {
    expect(await cli(['status'], { REGISTRY_TOKEN: '' })).toMatchObject({ code: 2, stderr: expect.stringMatching(/No ops token: pass --token or set REGISTRY_TOKEN/) });
    expect(await cli(['--help'])).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Usage: registry/) });
  }, forRuns(2));

  it('a toggle already in the asked state succeeds (exit 0) and says nothing changed, without an audit entry', async () => {
    const on = await cli(['brands', 'previews', 'india', 'on', '--reason', 'QA week']);
    expect(on).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Previews on india: allowed \(ETag "india\.\d+"\)\.$/m) });
    const audited = (await registry.api<{ entries: unknown[] }>('GET', '/api/audit?brand=india')).body.entries.length;
    const again = await cli(['brands', 'previews', 'india', 'on', '--reason', 'QA week']);
    expect(again).toMatchObject({ code: 0, stdout: 'Previews are already allowed on india. Nothing to change.\n' });
    expect((await registry.api<{ entries: unknown[] }>('GET', '/api/audit?brand=india')).body.entries).toHaveLength(audited);
  }, forRuns(2));

  describe('progressive rollouts', () => {
    const flags = ['--steps', '1,10,50,100', '--bake', '10m', '--max-error-ratio', '2', '--min-loads', '200'];

    it('refuses a rollout without its flags, or whose steps do not end at 100 (2)', async () => {
      const missing = await cli(['rollout', 'india', 'mfe-games', '3.0.0', '--steps', '1,10,50,100', '--reason', 'x']);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toMatch(/^registry: rollout needs --bake, --max-error-ratio, --min-loads/);
      const notToHundred = await cli(['rollout', 'india', 'mfe-games', '3.0.0', ...flags.slice(0, 1), '1,10', ...flags.slice(2), '--reason', 'x']);
      expect(notToHundred.code).toBe(2);
      expect(notToHundred.stderr).toMatch(/the last step must be 100/);
    }, forRuns(2));

    it('starts a rollout and shows its first step, and refuses a second one of the same remote (1)', async () => {
      expect((await registry.publish('mfe-games', { version: '3.0.0' })).status).toBe(201);
      const started = await cli(['rollout', 'india', 'mfe-games', '3.0.0', ...flags, '--reason', 'new tables']);
      expect(started).toMatchObject({ code: 0, stderr: '' });
      expect(started.stdout).toMatch(/^india mfe-games 3\.0\.0 over 1\.0\.0: running, step 1% of 1,10,50,100\n {2}bake 10m, at most 2× the pin's failure rate, 200 loads from as many devices a side/);
      expect(started.stdout).toMatch(/this step: canary 3\.0\.0 0 failed of 0 loads on 0 devices; pin 1\.0\.0 0 failed of 0 loads on 0 devices/);

      const again = await cli(['rollout', 'india', 'mfe-games', '3.0.0', ...flags, '--reason', 'again']);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/^registry: A rollout of mfe-games 3\.0\.0 is already running on india/);
    }, forRuns(2));

    it('pauses the running rollout, and lists the pause in the brand’s rollouts', async () => {
      const paused = await cli(['pause', 'india', 'mfe-games', '--reason', 'weekend']);
      expect(paused.code).toBe(0);
      expect(paused.stdout).toMatch(/: paused, step 1%/);
      const list = await cli(['rollouts', 'india']);
      expect(list.stdout).toMatch(/rollout-pause india mfe-games 3\.0\.0@1% → paused {2}"weekend"/);
    }, forRuns(2));

    it('sets the share of page loads that send beacons, and refuses one over 100 (2)', async () => {
      const beacons = await cli(['brands', 'beacons', 'india', '10', '--reason', 'fewer beacons']);
      expect(beacons).toMatchObject({ code: 0, stderr: '' });
      expect(beacons.stdout).toMatch(/^Beacons on india: 10% of page loads \(ETag "india\.\d+"\)\.$/m);
      expect((await cli(['brands', 'beacons', 'india', '200', '--reason', 'x'])).code).toBe(2);
    }, forRuns(2));
  });
});
