import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readBuildFolder } from '../cli/read-build-folder.ts';
import type { AuditEntry, BrandStatus } from '../registry/registry-types.ts';
import { tempDirs, writeFakeBuild } from '../testing/fake-builds.ts';
import { seedBrand, startTestRegistry, WALLET_TEAM, type TestRegistry } from '../testing/test-registry.ts';

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

const teamPublish = (remote: string, version: string) =>
  registry.api('POST', `/api/remotes/${remote}/versions`, {
    token: WALLET_TEAM,
    body: { files: readBuildFolder(writeFakeBuild(dirs.make('build'), remote, { version })) },
  });

async function teamAct(remote: string, action: string, body: Record<string, unknown> = {}) {
  const etag = (await registry.api('GET', '/api/brands/india')).etag ?? '';
  return registry.api<BrandStatus & { error?: string; message?: string }>('POST', `/api/brands/india/remotes/${remote}/${action}`, {
    token: WALLET_TEAM,
    ifMatch: etag,
    body: { reason: `${action} by the wallet team`, ...body },
  });
}

describe('token roles', () => {
  it('a team token publishes and runs canaries of its own remote up to the cap, audited with its role; ops promote', async () => {
    expect((await teamPublish('mfe-wallet', '1.1.0')).status).toBe(201);
    expect((await teamAct('mfe-wallet', 'canary', { version: '1.1.0', percent: 10 })).status).toBe(200);
    expect((await teamAct('mfe-wallet', 'canary', { version: '1.1.0', percent: 50 })).status).toBe(200);
    const etag = (await registry.api('GET', '/api/brands/india')).etag ?? '';
    const promoted = await registry.api<BrandStatus>('POST', '/api/brands/india/remotes/mfe-wallet/promote', { ifMatch: etag, body: { reason: 'canary clean' } });
    expect(promoted.status).toBe(200);
    expect(promoted.body.remotes['mfe-wallet'].pinned).toBe('1.1.0');
    const audit = (await registry.api<{ entries: AuditEntry[] }>('GET', '/api/audit?remote=mfe-wallet')).body.entries;
    expect(audit.slice(0, 4).map((entry) => [entry.action, entry.actor])).toEqual([
      ['promote', 'alice'],
      ['canary', 'wallet-ci (mfe-wallet team)'],
      ['canary', 'wallet-ci (mfe-wallet team)'],
      ['publish', 'wallet-ci (mfe-wallet team)'],
    ]);
  });

  it('a team token cannot make its version the pin by another path: a canary above the cap, 100%, or a promote (403, nothing changed)', async () => {
    expect((await teamPublish('mfe-wallet', '1.1.0')).status).toBe(201);
    const above = await teamAct('mfe-wallet', 'canary', { version: '1.1.0', percent: 51 });
    expect(above).toMatchObject({
      status: 403,
      body: { error: 'forbidden', message: "wallet-ci is the mfe-wallet team's token: its canaries run for at most 50% of devices (asked 51%); more, and promoting, need an ops token." },
    });
    expect((await teamAct('mfe-wallet', 'canary', { version: '1.1.0', percent: 100 })).status).toBe(403);
    expect((await teamAct('mfe-wallet', 'canary', { version: '1.1.0', percent: 50 })).status).toBe(200);
    const promote = await teamAct('mfe-wallet', 'promote');
    expect(promote.status).toBe(403);
    expect(promote.body.message).toBe(
      "wallet-ci is the mfe-wallet team's token: it can publish mfe-wallet, run its canaries and rollouts up to 50% of devices, and abort, pause or resume them; promoting a canary makes it the brand's pin, which needs an ops token.",
    );
    const state = (await registry.api<BrandStatus>('GET', '/api/brands/india')).body.remotes['mfe-wallet'];
    expect(state).toMatchObject({ pinned: '1.0.0', canary: { version: '1.1.0', percent: 50 } });
    // The team may still take its canary back.
    expect((await teamAct('mfe-wallet', 'abort')).status).toBe(200);
  });

  it('refuses a team token another team’s remote, pins, rollbacks and brand changes with 403, changing nothing', async () => {
    const before = (await registry.api<BrandStatus>('GET', '/api/brands/india')).body;
    const otherPublish = await teamPublish('mfe-games', '1.1.0');
    expect(otherPublish).toMatchObject({
      status: 403,
      body: { error: 'forbidden', message: "wallet-ci is the mfe-wallet team's token: it can publish and roll out mfe-wallet only, not mfe-games." },
    });
    expect((await registry.api('GET', '/api/remotes/mfe-games/versions/1.1.0')).status).toBe(404);
    expect((await teamAct('mfe-games', 'canary', { version: '1.0.0', percent: 5 })).status).toBe(403);
    const pin = await teamAct('mfe-wallet', 'pin', { version: '1.0.0' });
    expect(pin.status).toBe(403);
    expect(pin.body.message).toBe(
      "wallet-ci is the mfe-wallet team's token: it can publish mfe-wallet, run its canaries and rollouts up to 50% of devices, and abort, pause or resume them; pins, promotes, rollbacks, brands and hosts need an ops token.",
    );
    expect((await teamAct('mfe-wallet', 'rollback')).status).toBe(403);
    const previews = await registry.api('PATCH', '/api/brands/india', { token: WALLET_TEAM, ifMatch: before.etag, body: { previewsAllowed: true, reason: 'x' } });
    expect(previews.status).toBe(403);
    expect((await registry.api('PUT', '/api/hosts/wallet.example.com', { token: WALLET_TEAM, body: { brand: 'india', reason: 'x' } })).status).toBe(403);
    // Reading stays open to every token.
    const after = await registry.api<BrandStatus>('GET', '/api/brands/india', { token: WALLET_TEAM });
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before);
  });
});
