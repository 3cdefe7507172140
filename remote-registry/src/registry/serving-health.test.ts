import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDirs } from '../testing/fake-builds.ts';
import { seedBrand, startTestRegistry, type TestRegistry } from '../testing/test-registry.ts';

const dirs = tempDirs();
let registry: TestRegistry;
const CHUNK = 'static/js/__federation_expose_app.0123456789.js';

beforeEach(async () => {
  registry = await startTestRegistry(dirs);
  await seedBrand(registry);
});
afterEach(async () => {
  await registry.close();
});
afterAll(() => dirs.cleanup());

const health = async () =>
  (await registry.api<{ ok: boolean; status: string; problems: string[] }>('GET', '/api/health', { token: null })) as {
    status: number;
    body: { ok: boolean; status: string; problems: string[] };
  };
const inStatic = (...parts: string[]) => path.join(registry.staticRoot, ...parts);
const walletFile = (version: string, file: string) => inStatic('remotes', 'mfe-wallet', version, ...file.split('/'));

async function act(action: string, body: Record<string, unknown>) {
  const etag = (await registry.api('GET', '/api/brands/india')).etag ?? '';
  const answer = await registry.api('POST', `/api/brands/india/remotes/mfe-wallet/${action}`, { ifMatch: etag, body: { reason: 'test', ...body } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

describe('/api/health', () => {
  it('turns 503 for any changed or missing file of a pinned, canary or fallback version, not only its remoteEntry.js', async () => {
    for (const version of ['1.1.0', '1.2.0']) expect((await registry.publish('mfe-wallet', { version })).status).toBe(201);
    await act('pin', { version: '1.1.0' });
    await act('canary', { version: '1.2.0', percent: 10 });
    expect((await health()).body).toEqual({ ok: true, status: 'ok', problems: [] });

    const fallbackChunk = readFileSync(walletFile('1.0.0', CHUNK));
    writeFileSync(walletFile('1.0.0', CHUNK), 'export const app = "tampered";\n');
    rmSync(walletFile('1.2.0', CHUNK));
    writeFileSync(walletFile('1.1.0', 'mf-manifest.json'), '{}');
    const degraded = await health();
    expect(degraded.status).toBe(503);
    expect(degraded.body).toEqual({
      ok: false,
      status: 'degraded',
      problems: [
        'remotes/mfe-wallet/1.1.0/mf-manifest.json does not match its recorded hash (used by india)',
        `remotes/mfe-wallet/1.2.0/${CHUNK} is missing (used by india)`,
        `remotes/mfe-wallet/1.0.0/${CHUNK} does not match its recorded hash (used by india)`,
      ],
    });

    // Put back as published: healthy again.
    writeFileSync(walletFile('1.0.0', CHUNK), fallbackChunk);
    await act('abort', {});
    await act('rollback', {});
    writeFileSync(walletFile('1.1.0', 'mf-manifest.json'), 'still tampered, but no longer served');
    expect((await health()).body.problems).toEqual([]);
  });

  it('names a file once with every brand that runs it', async () => {
    expect((await registry.api('POST', '/api/brands', { body: { brand: 'brasil', copyFrom: 'india', reason: 'launch' } })).status).toBe(201);
    writeFileSync(walletFile('1.0.0', CHUNK), 'changed');
    expect((await health()).body.problems).toEqual([`remotes/mfe-wallet/1.0.0/${CHUNK} does not match its recorded hash (used by brasil, india)`]);
  });

  it('turns 503 for a brand map or hosts file emptied, made invalid or edited by hand; a write of the brand repairs it', async () => {
    const mapFile = inStatic('brands', 'india', 'remotes.json');
    const written = readFileSync(mapFile, 'utf8');
    writeFileSync(mapFile, '');
    expect(await health()).toMatchObject({
      status: 503,
      body: {
        problems: [expect.stringMatching(/^brands\/india\/remotes\.json is not valid \(players of india get the start-up error page\): \(root\): not JSON/)],
      },
    });
    writeFileSync(mapFile, JSON.stringify({ format: 1, brand: 'india', remotes: {} }));
    expect((await health()).body.problems).toEqual([
      expect.stringMatching(/^brands\/india\/remotes\.json is not valid \(players of india get the start-up error page\): remotes\.mfe-lobby: is missing; /),
    ]);
    // Valid, but not what the registry wrote (a version swapped by hand).
    writeFileSync(mapFile, written.replace('"previewsAllowed": false', '"previewsAllowed": true'));
    expect((await health()).body.problems).toEqual([
      'brands/india/remotes.json was changed outside the registry: it no longer says what the registry wrote (any change of the brand, or a restart, writes it again)',
    ]);
    rmSync(inStatic('brands', 'hosts.json'));
    expect((await health()).body.problems[0]).toBe('brands/hosts.json is missing: every host name runs the default brand (india)');

    // A restart writes every map and the hosts file from the database.
    const { dataDir, staticRoot } = registry;
    await registry.close();
    registry = await startTestRegistry(dirs, { dataDir, staticRoot });
    expect(await health()).toMatchObject({ status: 200, body: { ok: true, problems: [] } });
    expect(readFileSync(mapFile, 'utf8')).toBe(written);
  });

  it('checks every file of a version published before file lists were kept, as it was on disk at the next start', async () => {
    registry.registry.store.db.exec("DELETE FROM version_files WHERE remote = 'mfe-wallet'");
    writeFileSync(walletFile('1.0.0', CHUNK), 'changed before the list was kept');
    // Without a list, only the entry's recorded hash can be checked.
    expect((await health()).body.problems).toEqual([]);
    const { dataDir, staticRoot } = registry;
    await registry.close();
    registry = await startTestRegistry(dirs, { dataDir, staticRoot });
    expect(registry.registry.store.versionFiles('mfe-wallet', '1.0.0').map((file) => file.path)).toEqual(['mf-manifest.json', 'remoteEntry.js', CHUNK]);
    writeFileSync(walletFile('1.0.0', CHUNK), 'changed after');
    expect((await health()).body.problems).toEqual([`remotes/mfe-wallet/1.0.0/${CHUNK} does not match its recorded hash (used by india)`]);
  });
});
