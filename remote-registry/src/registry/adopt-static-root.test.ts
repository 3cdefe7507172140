import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseRemoteMapText, REMOTE_NAMES } from '@casino/shared-kernel/remote-map';
import { afterAll, describe, expect, it } from 'vitest';
import { sriOf } from './static-files.ts';
import { tempDirs, writeFakeBuild, writeShellManifest } from '../testing/fake-builds.ts';
import { startTestRegistry } from '../testing/test-registry.ts';
import type { BrandStatus } from './registry-types.ts';

const dirs = tempDirs();
afterAll(() => dirs.cleanup());

const entryOf = (root: string, remote: string, version: string) => {
  const file = path.join(root, 'remotes', remote, version, 'remoteEntry.js');
  return { version, entry: `/remotes/${remote}/${version}/remoteEntry.js`, integrity: sriOf(readFileSync(file)) };
};

/** A static root as build-tools' assemble lays it out, from before the registry ran. */
function assembledStaticRoot(): string {
  const root = dirs.make('assembled');
  writeShellManifest(root);
  for (const remote of REMOTE_NAMES) writeFakeBuild(path.join(root, 'remotes', remote, '0.1.0'), remote, { version: '0.1.0' });
  writeFakeBuild(path.join(root, 'remotes', 'mfe-wallet', '0.0.9'), 'mfe-wallet', { version: '0.0.9' });
  writeFakeBuild(path.join(root, 'remotes', 'mfe-lobby', '0.2.0'), 'mfe-lobby', { version: '0.2.0' });
  mkdirSync(path.join(root, 'remotes', 'mfe-games', '0.0.1'), { recursive: true }); // an empty folder: skipped

  const remotes = Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, entryOf(root, remote, '0.1.0')]));
  const india = {
    format: 1,
    brand: 'india',
    remotes: {
      ...remotes,
      'mfe-wallet': { ...remotes['mfe-wallet'], fallback: entryOf(root, 'mfe-wallet', '0.0.9') },
      'mfe-lobby': { ...remotes['mfe-lobby'], canary: { ...entryOf(root, 'mfe-lobby', '0.2.0'), percent: 5 } },
    },
  };
  for (const [brand, map] of Object.entries({ india, brasil: { format: 1, brand: 'brasil', remotes } })) {
    mkdirSync(path.join(root, 'brands', brand), { recursive: true });
    writeFileSync(path.join(root, 'brands', brand, 'remotes.json'), JSON.stringify(map));
  }
  mkdirSync(path.join(root, 'brands', 'broken'));
  writeFileSync(path.join(root, 'brands', 'broken', 'remotes.json'), '{"format": 1}');
  writeFileSync(
    path.join(root, 'brands', 'hosts.json'),
    JSON.stringify({ format: 1, hosts: { localhost: 'india', 'brasil.localhost': 'brasil', 'broken.localhost': 'broken' } }),
  );
  return root;
}

describe('adopting an assembled static root', () => {
  it('takes over its versions, brand maps (fallback as last-known-good, canary) and hosts on the first start only', async () => {
    const staticRoot = assembledStaticRoot();
    const registry = await startTestRegistry(dirs, { staticRoot });
    try {
      expect(registry.adoption?.brands).toEqual(['brasil', 'india']);
      expect(registry.adoption?.versions).toHaveLength(7);
      expect(registry.adoption?.hosts).toEqual(['localhost', 'brasil.localhost']);
      expect(registry.adoption?.skipped).toEqual([
        'remotes/mfe-games/0.0.1: no remoteEntry.js or mf-manifest.json',
        expect.stringMatching(/^brands\/broken\/remotes\.json: brands\/broken\/remotes\.json is not valid/),
        'brands/hosts.json: broken.localhost serves broken, which was not adopted',
      ]);

      const india = (await registry.api<BrandStatus>('GET', '/api/brands/india')).body;
      expect(india.remotes['mfe-wallet']).toMatchObject({ pinned: '0.1.0', lastKnownGood: '0.0.9' });
      expect(india.remotes['mfe-lobby'].canary).toMatchObject({ version: '0.2.0', percent: 5 });
      expect(india.hosts).toEqual(['localhost']);

      // The maps are rewritten from the adopted state: still valid, same content.
      const map = parseRemoteMapText(readFileSync(path.join(staticRoot, 'brands', 'india', 'remotes.json'), 'utf8'));
      expect(map.remotes['mfe-wallet'].fallback?.version).toBe('0.0.9');
      expect(map.remotes['mfe-lobby'].canary?.percent).toBe(5);

      // Adopted versions can be pinned like published ones.
      const rollback = await registry.api('POST', '/api/brands/india/remotes/mfe-wallet/rollback', { body: { reason: 'back' }, ifMatch: india.etag });
      expect(rollback.status).toBe(200);
      expect((await registry.api('GET', '/api/audit?limit=2')).body.entries).toEqual([
        expect.objectContaining({ actor: 'alice', action: 'fallback', from: '0.0.9', to: null }),
        expect.objectContaining({ actor: 'alice', action: 'rollback', from: '0.1.0', to: '0.0.9' }),
      ]);
    } finally {
      await registry.close();
    }
    const again = await startTestRegistry(dirs, { staticRoot, dataDir: registry.dataDir });
    try {
      expect(again.adoption).toBeUndefined();
      expect((await again.api<BrandStatus>('GET', '/api/brands/india')).body.remotes['mfe-wallet'].pinned).toBe('0.0.9');
    } finally {
      await again.close();
    }
  });
});
