import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readBuildFolder } from '../cli/read-build-folder.ts';
import type { BrandStatus, PublishedVersion } from '../registry/registry-types.ts';
import { SHELL_KERNEL, sharedOf, shellManifestText, tempDirs, writeShellManifest, writeWebpackBuild } from '../testing/fake-builds.ts';
import { ALICE, seedBrand, startTestRegistry, type TestRegistry } from '../testing/test-registry.ts';

const CLI = path.join(import.meta.dirname, '..', 'cli', 'registry-cli.ts');
const dirs = tempDirs();
let registry: TestRegistry;

beforeEach(async () => {
  registry = await startTestRegistry(dirs);
  await seedBrand(registry);
});
afterEach(async () => {
  await registry.close();
});
afterAll(() => dirs.cleanup());

type Answer = BrandStatus & { error?: string; message?: string; problems?: string[] };

/** A write on india's mfe-wallet with the brand's current ETag. */
async function act(action: string, body: Record<string, unknown> = {}) {
  const brand = await registry.api<BrandStatus>('GET', '/api/brands/india');
  return registry.api<Answer>('POST', `/api/brands/india/remotes/mfe-wallet/${action}`, {
    body: { reason: `${action} for the test`, ...body },
    ifMatch: brand.etag ?? '',
  });
}

const publishFolder = (remote: string, folder: string) => registry.api<PublishedVersion & { message?: string }>('POST', `/api/remotes/${remote}/versions`, { body: { files: readBuildFolder(folder) } });

describe('a webpack 5 build', () => {
  it('is accepted although its manifest leaves out the kernel it takes from the shell (import: false), read from its runtime', async () => {
    const answer = await publishFolder('mfe-lobby', writeWebpackBuild(dirs.make('webpack'), 'mfe-lobby', '4.0.0'));
    expect(answer.status).toBe(201);
    expect(answer.body.shared).toEqual(
      expect.arrayContaining([
        { name: '@casino/shared-kernel/remote', version: '', requiredVersion: `^${SHELL_KERNEL}`, singleton: true, ownCopy: false },
        { name: '@casino/shared-kernel/state', version: '', requiredVersion: `^${SHELL_KERNEL}`, singleton: true, ownCopy: false },
      ]),
    );
  });

  it('is refused when neither its manifest nor its runtime shares the kernel, or its runtime requires another kernel', async () => {
    const without = await publishFolder('mfe-lobby', writeWebpackBuild(dirs.make('webpack'), 'mfe-lobby', '4.0.1', { react: '^19.3.1', 'react-dom': '^19.3.1' }));
    expect(without.status).toBe(422);
    expect(without.body.message).toMatch(/@casino\/shared-kernel is not shared: the build would run its own store and event bus/);
    const other = await publishFolder('mfe-lobby', writeWebpackBuild(dirs.make('webpack'), 'mfe-lobby', '4.0.2', { react: '^19.3.1', '@casino/shared-kernel/remote': '^0.2.0' }));
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/@casino\/shared-kernel\/remote requires the kernel \^0\.2\.0 but the shell provides 0\.1\.0/);
  });
});

describe('a version a brand would run', () => {
  /**
   * mfe-wallet 1.1.0 requires React ^19.4.0 (published while the shell ran 19.4.0); 1.2.0 and 1.3.0
   * require ^19.3.1. The shell then goes back to React 19.3.1: 1.1.0 no longer runs, the others do.
   */
  async function shellMovedBack(): Promise<void> {
    writeShellManifest(registry.staticRoot, '19.4.0');
    expect((await registry.publish('mfe-wallet', { version: '1.1.0', shared: sharedOf('19.4.0') })).status).toBe(201);
    for (const version of ['1.2.0', '1.3.0']) expect((await registry.publish('mfe-wallet', { version })).status).toBe(201);
  }
  const moveBack = () => writeShellManifest(registry.staticRoot, '19.3.1');
  const refusal = /mfe-wallet 1\.1\.0 cannot run in the current shell: react requires React \^19\.4\.0 but the shell provides 19\.3\.1/;

  it('is refused as a pin, a canary or a rollout when its shared ranges do not fit the running shell (semver, not the major)', async () => {
    await shellMovedBack();
    moveBack();
    for (const [action, body] of [
      ['pin', { version: '1.1.0' }],
      ['canary', { version: '1.1.0', percent: 10 }],
      ['rollout', { version: '1.1.0', steps: [10, 100], bakeMs: 60_000, maxErrorRatio: 2, minLoads: 10 }],
    ] as const) {
      const answer = await act(action, body);
      expect(answer.status, action).toBe(422);
      expect(answer.body.error).toBe('incompatible-shared');
      expect(answer.body.message).toMatch(refusal);
    }
    expect((await registry.api<BrandStatus>('GET', '/api/brands/india')).body.remotes['mfe-wallet']).toMatchObject({ pinned: '1.0.0', canary: null });
    expect((await act('pin', { version: '1.2.0' })).status).toBe(200);
  });

  it('is refused as the fallback (last-known-good) a rollback would make it, and nothing changes', async () => {
    await shellMovedBack();
    for (const version of ['1.1.0', '1.2.0', '1.3.0']) expect((await act('pin', { version })).status).toBe(200);
    moveBack();
    // Rolling back 1.3.0 pins 1.2.0 and makes 1.1.0, the newest version that ran well before it, the fallback.
    const answer = await act('rollback');
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(
      /^This would make mfe-wallet 1\.1\.0 india's fallback \(last-known-good\), which the current shell cannot run: react requires React \^19\.4\.0 but the shell provides 19\.3\.1/,
    );
    expect((await registry.api<BrandStatus>('GET', '/api/brands/india')).body.remotes['mfe-wallet']).toMatchObject({ pinned: '1.3.0', lastKnownGood: '1.2.0' });
  });

  it('never blocks an abort: the fallback it leaves that the shell cannot run shows in /api/health', async () => {
    await shellMovedBack();
    for (const version of ['1.1.0', '1.2.0', '1.3.0']) expect((await act('pin', { version })).status).toBe(200);
    moveBack();
    expect((await act('canary', { version: '1.2.0', percent: 10 })).status).toBe(200);
    // Aborting 1.2.0 rules it out as the fallback, leaving 1.1.0, which the shell no longer runs.
    const aborted = await act('abort');
    expect(aborted.status).toBe(200);
    expect(aborted.body.remotes['mfe-wallet']).toMatchObject({ pinned: '1.3.0', canary: null, lastKnownGood: '1.1.0' });
    const health = await registry.api<{ problems: string[] }>('GET', '/api/health', { token: null });
    expect(health.status).toBe(503);
    expect(health.body.problems).toEqual([expect.stringMatching(/^india runs mfe-wallet 1\.1\.0 as its fallback \(last-known-good\), which the running shell cannot run: react requires React \^19\.4\.0/)]);
  });

  it('is refused when built with a Module Federation release the running shell no longer runs', async () => {
    expect((await registry.publish('mfe-wallet', { version: '1.1.0', federationVersion: '2.8.0' })).status).toBe(201);
    writeShellManifest(registry.staticRoot, undefined, undefined, '2.10.0');
    const answer = await act('pin', { version: '1.1.0' });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/mfe-wallet 1\.1\.0 was built with Module Federation 2\.8\.0 but the shell \(2\.10\.0, shell mf-manifest\.json\) runs remotes built with >=2\.9\.0 <2\.11\.0/);
  });
});

describe('a shell about to be deployed', () => {
  const check = (manifest: string) => registry.api<{ ok?: boolean; checked?: string[]; error?: string; message?: string; problems?: string[] }>('POST', '/api/shell/check', { body: { manifest } });

  it('is accepted when it runs every version brands run, within its Module Federation range (2.9.3 over remotes built with 2.9.2)', async () => {
    const answer = await check(shellManifestText(undefined, undefined, '2.9.3'));
    expect(answer.status).toBe(200);
    expect([...(answer.body.checked ?? [])].sort()).toEqual(['mfe-account@1.0.0', 'mfe-games@1.0.0', 'mfe-lobby@1.0.0', 'mfe-promotions@1.0.0', 'mfe-wallet@1.0.0']);
  });

  it('is refused when it would strand a pinned remote, naming the brand, remote, version and why', async () => {
    expect((await registry.publish('mfe-wallet', { version: '1.1.0', federationVersion: '2.8.0' })).status).toBe(201);
    expect((await act('pin', { version: '1.1.0' })).status).toBe(200);
    const answer = await check(shellManifestText(undefined, undefined, '2.10.0'));
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe('shell-refused');
    expect(answer.body.problems).toEqual([
      "india runs mfe-wallet 1.1.0 as its pin, which this shell cannot run: mfe-wallet 1.1.0 was built with Module Federation 2.8.0 but the shell (2.10.0, the shell to deploy) runs remotes built with >=2.9.0 <2.11.0: rebuild it with @module-federation/enhanced in that range.",
    ]);
    expect(answer.body.message).toMatch(/^This shell would strand a version a brand runs; do not deploy it until/);
  });

  it('is refused when its React does not meet what brands run, naming every pin and fallback', async () => {
    const answer = await check(shellManifestText('20.0.0'));
    expect(answer.status).toBe(422);
    expect(answer.body.problems).toHaveLength(5);
    expect(answer.body.problems?.[0]).toMatch(/^india runs mfe-\w+ 1\.0\.0 as its pin, which this shell cannot run: .*react requires React \^19\.3\.1 but the shell provides 20\.0\.0 \(the shell to deploy\)/);
  });

  it('is told apart from bad input: not JSON, not a manifest, not the shell’s', async () => {
    expect((await check('{"name":')).body).toMatchObject({ error: 'invalid-payload', message: expect.stringMatching(/^The shell's mf-manifest\.json is not JSON/) });
    expect((await check('{"name": "shell"}')).body).toMatchObject({ error: 'invalid-payload', message: expect.stringMatching(/is not a Module Federation manifest/) });
    const lobby = JSON.stringify({ ...JSON.parse(shellManifestText()), name: 'mfe-lobby' });
    expect((await check(lobby)).body).toMatchObject({ error: 'invalid-payload', message: expect.stringMatching(/is "mfe-lobby"'s, not the shell's/) });
    expect((await registry.api('POST', '/api/shell/check', { body: {} })).status).toBe(400);
  });

  it('is checked by the CLI from the shell’s build folder: exit 0 when it runs, 1 naming what it strands, 2 on wrong usage', async () => {
    const run = async (args: string[]) => {
      try {
        const { stdout, stderr } = await promisify(execFile)(process.execPath, [CLI, ...args], { env: { PATH: process.env.PATH ?? '', REGISTRY_URL: registry.url, REGISTRY_TOKEN: ALICE } });
        return { code: 0, stdout, stderr };
      } catch (error) {
        const failed = error as { code: number; stdout: string; stderr: string };
        return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
      }
    };
    const shellBuild = (manifest: string) => {
      const folder = dirs.make('shell');
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, 'mf-manifest.json'), manifest);
      return folder;
    };
    const fine = await run(['shell', 'check', shellBuild(shellManifestText(undefined, undefined, '2.9.3'))]);
    expect(fine.code).toBe(0);
    expect(fine.stdout).toMatch(/^This shell runs every version brands run \(5 checked/);
    const stranding = await run(['shell', 'check', shellBuild(shellManifestText('20.0.0'))]);
    expect(stranding.code).toBe(1);
    expect(stranding.stderr).toMatch(/^registry: This shell would strand 5 versions brands run/);
    expect(stranding.stderr).toMatch(/ {2}- india runs mfe-wallet 1\.0\.0 as its pin, which this shell cannot run/);
    const missing = await run(['shell', 'check', dirs.make('empty')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/There is no .*mf-manifest\.json: give the shell's build output folder/);
    expect((await run(['shell', 'deploy', 'x'])).code).toBe(2);
  }, 60_000);
});

describe('a shell deployed without the check', () => {
  it('is reported by /api/health, naming each version it strands', async () => {
    expect((await registry.api('GET', '/api/health', { token: null })).status).toBe(200);
    writeShellManifest(registry.staticRoot, '20.0.0');
    const health = await registry.api<{ ok: boolean; problems: string[] }>('GET', '/api/health', { token: null });
    expect(health.status).toBe(503);
    expect(health.body.problems).toHaveLength(5);
    expect(health.body.problems[0]).toMatch(/^india runs mfe-\w+ 1\.0\.0 as its pin, which the running shell cannot run: .*react requires React \^19\.3\.1 but the shell provides 20\.0\.0/);
  });
});
