import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRemoteVersionsText } from '@casino/shared-kernel/remote-map';
import { filesOf, sharedOf, tempDirs } from '../testing/fake-builds.ts';
import { BOB, startTestRegistry, type TestRegistry } from '../testing/test-registry.ts';

const dirs = tempDirs();
let registry: TestRegistry;

beforeAll(async () => {
  registry = await startTestRegistry(dirs);
});
afterAll(async () => {
  await registry.close();
  dirs.cleanup();
});

const versionFolder = (remote: string, version: string) => path.join(registry.staticRoot, 'remotes', remote, version);

describe('publish', () => {
  it('copies the build under remotes/<remote>/<version>/ and records entry, SRI, exposes and shared versions', async () => {
    const answer = await registry.publish('mfe-wallet', { version: '1.4.0' });
    expect(answer.status).toBe(201);
    const entry = readFileSync(path.join(versionFolder('mfe-wallet', '1.4.0'), 'remoteEntry.js'));
    const integrity = `sha384-${createHash('sha384').update(entry).digest('base64')}`;
    expect(answer.body).toMatchObject({
      remote: 'mfe-wallet',
      version: '1.4.0',
      entry: '/remotes/mfe-wallet/1.4.0/remoteEntry.js',
      integrity,
      exposes: ['./app', './dialogs'],
      publishedBy: 'alice',
    });
    expect(answer.body.shared).toContainEqual({ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true });
    expect(readdirSync(versionFolder('mfe-wallet', '1.4.0')).sort()).toEqual(['mf-manifest.json', 'remoteEntry.js', 'static']);
    expect((await registry.api('GET', '/api/remotes/mfe-wallet/versions/1.4.0')).body).toEqual(answer.body);
    // Nothing half-written is left beside the version folders and the versions index.
    expect(readdirSync(path.join(registry.staticRoot, 'remotes', 'mfe-wallet')).sort()).toEqual(['1.4.0', 'versions.json']);
  });

  it('lists each published version, newest first, in remotes/<remote>/versions.json for previews', async () => {
    const indexFile = path.join(registry.staticRoot, 'remotes', 'mfe-wallet', 'versions.json');
    const before = parseRemoteVersionsText(readFileSync(indexFile, 'utf8'));
    const answer = await registry.publish('mfe-wallet', { version: '1.5.0-rc.1' });
    expect(answer.status).toBe(201);
    const index = parseRemoteVersionsText(readFileSync(indexFile, 'utf8'));
    expect(index.remote).toBe('mfe-wallet');
    expect(index.versions[0]).toEqual({
      version: '1.5.0-rc.1',
      entry: '/remotes/mfe-wallet/1.5.0-rc.1/remoteEntry.js',
      integrity: answer.body.integrity,
      publishedAt: answer.body.publishedAt,
    });
    expect(index.versions.slice(1)).toEqual(before.versions);
    // A refused publish leaves the index as it was.
    expect((await registry.publish('mfe-wallet', { version: '1.5.0-rc.1' })).status).toBe(409);
    expect(parseRemoteVersionsText(readFileSync(indexFile, 'utf8'))).toEqual(index);
  });

  it('takes the version from the request over the manifest’s', async () => {
    const answer = await registry.publish('mfe-wallet', { version: '1.4.0', asVersion: '1.4.1-rc.1' });
    expect(answer.status).toBe(201);
    expect(answer.body.entry).toBe('/remotes/mfe-wallet/1.4.1-rc.1/remoteEntry.js');
  });

  it('never overwrites a published version (409) and leaves its files as they were', async () => {
    const before = readFileSync(path.join(versionFolder('mfe-wallet', '1.4.0'), 'remoteEntry.js'));
    const answer = await registry.publish('mfe-wallet', { version: '1.4.0', exposes: ['./app', './dialogs', './other'] });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ error: 'version-exists', message: expect.stringMatching(/mfe-wallet 1\.4\.0 is already published .* never overwritten/) });
    expect(readFileSync(path.join(versionFolder('mfe-wallet', '1.4.0'), 'remoteEntry.js'))).toEqual(before);
  });

  it('refuses a version folder already on disk that the registry did not publish', async () => {
    const answer = await registry.publish('mfe-games', { version: '2.0.0' });
    expect(answer.status).toBe(201);
    // Same folder, as if copied in by hand: the record is missing but the folder is there.
    registry.registry.store.db.exec(`
      DELETE FROM version_files WHERE remote = 'mfe-games' AND version = '2.0.0';
      DELETE FROM remote_versions WHERE remote = 'mfe-games' AND version = '2.0.0';`);
    const again = await registry.publish('mfe-games', { version: '2.0.0' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/remotes\/mfe-games\/2\.0\.0\/ already exists in the static root/);
  });

  it.each([
    ['./app', ['./dialogs'], /mfe-lobby 3\.0\.0 does not expose \.\/app: the shell mounts every remote's \.\/app and \.\/dialogs/],
    ['./dialogs', ['./app'], /does not expose \.\/dialogs/],
    ['both', [], /does not expose \.\/app or \.\/dialogs/],
  ])('refuses a build without %s (422) and writes nothing', async (_label, exposes, message) => {
    const answer = await registry.publish('mfe-lobby', { version: '3.0.0', exposes });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ error: 'build-refused', message: expect.stringMatching(message) });
    expect(existsSync(versionFolder('mfe-lobby', '3.0.0'))).toBe(false);
  });

  it('refuses a build made with React 18 for a React 19 shell, naming what to do', async () => {
    const answer = await registry.publish('mfe-lobby', { version: '3.0.1', shared: sharedOf('18.3.1') });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe('incompatible-shared');
    expect(answer.body.message).toMatch(/mfe-lobby 3\.0\.1 cannot run in the shell: react requires React \^18\.3\.1 but the shell provides 19\.3\.1 \(shell mf-manifest\.json\): rebuild it requiring a range that 19\.3\.1 satisfies/);
    expect(answer.body.problems).toHaveLength(4);
    expect(existsSync(versionFolder('mfe-lobby', '3.0.1'))).toBe(false);
  });

  it('accepts a build made with another Module Federation release in the shell’s range (2.9.3 and 2.8.0 on a 2.9.2 shell)', async () => {
    for (const [version, federationVersion] of [['3.0.3', '2.9.3'], ['3.0.4', '2.8.0']] as const) {
      const answer = await registry.publish('mfe-lobby', { version, federationVersion });
      expect(answer.status).toBe(201);
    }
  });

  it('refuses a build made with a Module Federation release outside the shell’s range, naming the range', async () => {
    for (const federationVersion of ['2.7.0', '2.10.0', '3.0.0']) {
      const answer = await registry.publish('mfe-lobby', { version: '3.0.5', federationVersion });
      expect(answer.status).toBe(422);
      expect(answer.body.error).toBe('build-refused');
      expect(answer.body.message).toBe(
        `mfe-lobby 3.0.5 was built with Module Federation ${federationVersion} but the shell (2.9.2, shell mf-manifest.json) runs remotes built with >=2.8.0 <2.10.0: rebuild it with @module-federation/enhanced in that range.`,
      );
      expect(existsSync(versionFolder('mfe-lobby', '3.0.5'))).toBe(false);
    }
  });

  it('refuses a build made with another kernel major', async () => {
    const answer = await registry.publish('mfe-lobby', { version: '3.0.2', shared: sharedOf(undefined, '0.2.0') });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/@casino\/shared-kernel\/remote requires the kernel \^0\.2\.0 but the shell provides 0\.1\.0/);
  });

  it('refuses a build taking from the shell a module the shell does not provide, and accepts its own copy of it', async () => {
    const fair = { name: '@casino/shared-kernel/provably-fair', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true };
    const taken = await registry.publish('mfe-games', { version: '3.1.0', shared: [...sharedOf(), { ...fair, ownCopy: false }] });
    expect(taken.status).toBe(422);
    expect(taken.body.message).toMatch(/@casino\/shared-kernel\/provably-fair is taken from the shell \(the build carries no copy of it\) but the shell does not provide it/);
    expect(existsSync(versionFolder('mfe-games', '3.1.0'))).toBe(false);
    const carried = await registry.publish('mfe-games', { version: '3.1.1', shared: [...sharedOf().map((module) => ({ ...module, ownCopy: false })), { ...fair, ownCopy: true }] });
    expect(carried.status).toBe(201);
  });

  it('refuses a build that bundles its own React (not shared)', async () => {
    const answer = await registry.publish('mfe-lobby', { version: '3.0.6', shared: sharedOf().filter((m) => !m.name.startsWith('react')) });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/react is not shared/);
  });

  it('refuses another remote’s build, a build without remoteEntry.js and a manifest that is not one', async () => {
    expect((await registry.publish('mfe-games', { version: '3.0.0' })).status).toBe(201);
    const other = await registry.api('POST', '/api/remotes/mfe-account/versions', {
      body: { files: filesOf({ 'remoteEntry.js': 'x', 'mf-manifest.json': readFileSync(path.join(versionFolder('mfe-games', '3.0.0'), 'mf-manifest.json'), 'utf8') }) },
    });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('This build is "mfe-games" (its mf-manifest.json says so), not mfe-account.');

    const noEntry = await registry.publish('mfe-account', { version: '3.0.0', withoutEntry: true });
    expect(noEntry.status).toBe(422);
    expect(noEntry.body.message).toMatch(/^The build has no remoteEntry\.js at its root/);

    const badManifest = await registry.api('POST', '/api/remotes/mfe-account/versions', {
      body: { files: filesOf({ 'remoteEntry.js': 'x', 'mf-manifest.json': '{"name": "mfe-account"}' }) },
    });
    expect(badManifest.status).toBe(422);
    expect(badManifest.body.message).toMatch(/mf-manifest\.json is not a Module Federation manifest: exposes: /);
  });

  it("takes webpack's identifier name for the remote, and refuses a container the shell would not find", async () => {
    expect((await registry.publish('mfe-games', { version: '3.2.0' })).status).toBe(201);
    const asWebpackBuilds = (globalName: string) => {
      const manifest = JSON.parse(readFileSync(path.join(versionFolder('mfe-games', '3.2.0'), 'mf-manifest.json'), 'utf8')) as {
        name: string;
        metaData: { name: string; globalName?: string; buildInfo: { buildVersion: string } };
      };
      manifest.name = 'mfe_account';
      manifest.metaData.name = 'mfe_account';
      manifest.metaData.globalName = globalName;
      manifest.metaData.buildInfo.buildVersion = globalName === 'mfe-account' ? '3.2.0' : '3.2.1';
      return { files: filesOf({ 'remoteEntry.js': `globalThis["${globalName}"] = {};`, 'mf-manifest.json': JSON.stringify(manifest) }) };
    };
    const found = await registry.api('POST', '/api/remotes/mfe-account/versions', { body: asWebpackBuilds('mfe-account') });
    expect(found.status).toBe(201);
    const lost = await registry.api('POST', '/api/remotes/mfe-account/versions', { body: asWebpackBuilds('mfe_account') });
    expect(lost.status).toBe(422);
    expect(lost.body.message).toBe(
      "This build's remoteEntry.js puts its container at globalThis[\"mfe_account\"] but the shell looks for mfe-account at globalThis[\"mfe-account\"]: build it with library { type: 'global', name: 'mfe-account' }.",
    );
    expect(existsSync(versionFolder('mfe-account', '3.2.1'))).toBe(false);
  });

  it.each([
    ['a path leaving the folder', { files: filesOf({ '../escape.js': 'x' }) }, /files\.0\.path: must be a relative path/],
    ['an absolute path', { files: filesOf({ '/etc/passwd': 'x' }) }, /files\.0\.path: must be a relative path/],
    ['a hidden file', { files: filesOf({ 'static/.env': 'x' }) }, /files\.0\.path: must be a relative path/],
    ['content that is not base64', { files: [{ path: 'remoteEntry.js', base64: 'not base64!' }] }, /files\.0\.base64: must be base64/],
    ['the same path twice', { files: [...filesOf({ 'a.js': 'x' }), ...filesOf({ 'a.js': 'y' })] }, /files: must not name a path twice/],
    ['no files', { files: [] }, /files: /],
    ['an unknown field', { files: filesOf({ 'a.js': 'x' }), force: true }, /Unrecognized key: "force"/],
    ['a version that is not semver', { files: filesOf({ 'a.js': 'x' }), version: 'latest' }, /version: must be a version/],
  ])('refuses a payload with %s (400)', async (_label, body, message) => {
    const answer = await registry.api('POST', '/api/remotes/mfe-account/versions', { body });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('invalid-payload');
    expect(answer.body.message).toMatch(message);
  });

  it('refuses an unknown remote and a body that is not JSON (400)', async () => {
    const unknown = await registry.api('POST', '/api/remotes/mfe-casino/versions', { body: { files: filesOf({ 'a.js': 'x' }) } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/remote: must be one of mfe-lobby, mfe-games/);
    const broken = await registry.api('POST', '/api/remotes/mfe-account/versions', { body: '{"files": [' });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toBe('invalid-payload');
  });

  it('refuses a request without a token or with a wrong one (401), before looking at the payload', async () => {
    const none = await registry.api('POST', '/api/remotes/mfe-account/versions', { body: {}, token: null });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ error: 'unauthorized', message: expect.stringMatching(/^Send an ops token/) });
    const wrong = await registry.api('GET', '/api/remotes', { token: `${BOB}x` });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('The ops token is not valid.');
    expect((await registry.api('GET', '/api/health', { token: null })).status).toBe(200);
  });

  it('records who published from the token’s name', async () => {
    const answer = await registry.publish('mfe-promotions', { version: '1.0.1' });
    expect(answer.status).toBe(201);
    const byBob = await registry.api('GET', '/api/audit?remote=mfe-promotions', { token: BOB });
    expect(byBob.body.entries).toEqual([expect.objectContaining({ actor: 'alice', action: 'publish', remote: 'mfe-promotions', to: '1.0.1' })]);
  });
});

describe('the shell’s versions', () => {
  it('come from configuration when set, over the shell’s manifest', async () => {
    const react20 = await startTestRegistry(dirs, { shellReact: '20.0.0' });
    try {
      expect((await react20.api('GET', '/api/shell')).body).toMatchObject({ react: '20.0.0', kernel: '0.1.0', source: 'registry configuration' });
      expect((await react20.publish('mfe-lobby')).body.message).toMatch(/react requires React \^19\.3\.1 but the shell provides 20\.0\.0 \(registry configuration\)/);
    } finally {
      await react20.close();
    }
  });

  it('must be known: without a shell manifest or configuration nothing is published', async () => {
    const blind = await startTestRegistry(dirs, { withShell: false });
    try {
      const answer = await blind.publish('mfe-lobby');
      expect(answer.status).toBe(422);
      expect(answer.body.error).toBe('shell-unknown');
      expect(existsSync(path.join(blind.staticRoot, 'remotes'))).toBe(false);
    } finally {
      await blind.close();
    }
  });
});
