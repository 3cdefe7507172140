import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseBrandHosts, parseRemoteMapText, type RemoteMap } from '@casino/shared-kernel/remote-map';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry, BrandStatus } from '../registry/registry-types.ts';
import { tempDirs, writeShellManifest } from '../testing/fake-builds.ts';
import { BOB, seedBrand, startTestRegistry, type ApiAnswer, type TestRegistry } from '../testing/test-registry.ts';

const dirs = tempDirs();
let registry: TestRegistry;
let etag: string;

beforeEach(async () => {
  registry = await startTestRegistry(dirs);
  etag = await seedBrand(registry);
  for (const version of ['1.1.0', '1.2.0', '1.3.0']) expect((await registry.publish('mfe-wallet', { version })).status).toBe(201);
});
afterEach(async () => {
  await registry.close();
});
afterAll(() => dirs.cleanup());

const mapFile = (brand = 'india') => path.join(registry.staticRoot, 'brands', brand, 'remotes.json');
/** The brand map as written, checked by the parser the shell runs. */
const mapOf = (brand = 'india'): RemoteMap => parseRemoteMapText(readFileSync(mapFile(brand), 'utf8'), `brands/${brand}/remotes.json`);
const integrityOf = async (version: string) =>
  (await registry.api<{ integrity: string }>('GET', `/api/remotes/mfe-wallet/versions/${version}`)).body.integrity;

/** POSTs a remote action on india's mfe-wallet with the current ETag, and keeps the new one. */
async function act(action: string, body: Record<string, unknown> = {}, options: { token?: string; ifMatch?: string } = {}) {
  const answer = await registry.api<BrandStatus & { error?: string; message?: string }>('POST', `/api/brands/india/remotes/mfe-wallet/${action}`, {
    body: { reason: `${action} for the test`, ...body },
    ifMatch: options.ifMatch ?? etag,
    ...(options.token ? { token: options.token } : {}),
  });
  if (answer.etag) etag = answer.etag;
  return answer;
}

const wallet = (answer: ApiAnswer<BrandStatus>) => answer.body.remotes['mfe-wallet'];

describe('brands', () => {
  it('are created with a version of every remote, and get a valid map', async () => {
    expect(etag).toBe('"india.1"');
    const map = mapOf();
    expect(map.brand).toBe('india');
    expect(map.previewsAllowed).toBe(false);
    expect(map.remotes['mfe-wallet']).toEqual({ version: '1.0.0', entry: '/remotes/mfe-wallet/1.0.0/remoteEntry.js', integrity: await integrityOf('1.0.0') });
    expect(map.remotes['mfe-wallet'].fallback).toBeUndefined();

    const copy = await registry.api('POST', '/api/brands', { body: { brand: 'brasil', copyFrom: 'india', pins: { 'mfe-wallet': '1.1.0' }, reason: 'launch' } });
    expect(copy.status).toBe(201);
    expect(mapOf('brasil').remotes['mfe-wallet'].version).toBe('1.1.0');
    expect(mapOf('brasil').remotes['mfe-lobby'].version).toBe('1.0.0');
  });

  it('refuses a brand that exists, one missing a remote, and an unknown base brand', async () => {
    expect((await registry.api('POST', '/api/brands', { body: { brand: 'india', copyFrom: 'india', reason: 'again' } })).body.error).toBe('brand-exists');
    const partial = await registry.api('POST', '/api/brands', { body: { brand: 'peru', pins: { 'mfe-wallet': '1.0.0' }, reason: 'x' } });
    expect(partial.status).toBe(400);
    expect(partial.body.message).toBe("A brand runs every remote: name a version for mfe-lobby, mfe-games, mfe-promotions, mfe-account (or copy another brand's pins).");
    expect((await registry.api('POST', '/api/brands', { body: { brand: 'peru', copyFrom: 'chile', reason: 'x' } })).status).toBe(404);
  });
});

describe('pin, canary, promote, abort, rollback', () => {
  it('pin moves the brand to a version and keeps the previous pin as last-known-good (the map’s fallback)', async () => {
    const pinned = await act('pin', { version: '1.1.0' });
    expect(pinned.status).toBe(200);
    expect(pinned.etag).toBe('"india.2"');
    expect(wallet(pinned)).toMatchObject({ pinned: '1.1.0', canary: null, lastKnownGood: '1.0.0', history: ['1.0.0', '1.1.0'], pinnedBy: 'alice' });
    expect(mapOf().remotes['mfe-wallet']).toEqual({
      version: '1.1.0',
      entry: '/remotes/mfe-wallet/1.1.0/remoteEntry.js',
      integrity: await integrityOf('1.1.0'),
      fallback: { version: '1.0.0', entry: '/remotes/mfe-wallet/1.0.0/remoteEntry.js', integrity: await integrityOf('1.0.0') },
    });
    // Other remotes and brands are untouched.
    expect(mapOf().remotes['mfe-lobby'].version).toBe('1.0.0');
  });

  it('canary runs a second version for a percent of devices, changeable, then promote makes it the pin', async () => {
    const canary = await act('canary', { version: '1.1.0', percent: 10 });
    expect(canary.status).toBe(200);
    expect(wallet(canary).canary).toMatchObject({ version: '1.1.0', percent: 10, startedBy: 'alice' });
    expect(mapOf().remotes['mfe-wallet']).toMatchObject({
      version: '1.0.0',
      canary: { version: '1.1.0', percent: 10, entry: '/remotes/mfe-wallet/1.1.0/remoteEntry.js', integrity: await integrityOf('1.1.0') },
    });
    const startedAt = wallet(canary).canary?.startedAt;

    const wider = await act('canary', { version: '1.1.0', percent: 50 }, { token: BOB });
    expect(wallet(wider).canary).toEqual({ version: '1.1.0', percent: 50, startedAt, startedBy: 'alice' });
    expect(mapOf().remotes['mfe-wallet'].canary?.percent).toBe(50);

    const promoted = await act('promote');
    expect(wallet(promoted)).toMatchObject({ pinned: '1.1.0', canary: null, lastKnownGood: '1.0.0' });
    expect(mapOf().remotes['mfe-wallet']).toMatchObject({ version: '1.1.0', fallback: { version: '1.0.0' } });
    expect(mapOf().remotes['mfe-wallet'].canary).toBeUndefined();
  });

  it('abort stops the canary and leaves the pin', async () => {
    await act('canary', { version: '1.2.0', percent: 100 });
    const aborted = await act('abort');
    expect(wallet(aborted)).toMatchObject({ pinned: '1.0.0', canary: null, lastKnownGood: null });
    expect(mapOf().remotes['mfe-wallet'].canary).toBeUndefined();
  });

  it('rollback pops the pin stack: a rolled-back version never becomes last-known-good', async () => {
    await act('pin', { version: '1.1.0' });
    await act('pin', { version: '1.2.0' });
    const back = await act('rollback');
    expect(wallet(back)).toMatchObject({ pinned: '1.1.0', lastKnownGood: '1.0.0', history: ['1.0.0', '1.1.0'] });
    expect(mapOf().remotes['mfe-wallet']).toMatchObject({ version: '1.1.0', fallback: { version: '1.0.0' } });

    const next = await act('pin', { version: '1.3.0' });
    expect(wallet(next)).toMatchObject({ pinned: '1.3.0', lastKnownGood: '1.1.0' });

    await act('rollback');
    const first = await act('rollback');
    // Back at the bottom of the stack: 1.1.0 was just rolled back, and no other version ran well.
    expect(wallet(first)).toMatchObject({ pinned: '1.0.0', lastKnownGood: null, history: ['1.0.0'] });
    expect(mapOf().remotes['mfe-wallet'].fallback).toBeUndefined();

    const none = await act('rollback');
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('mfe-wallet on india has no earlier pin to roll back to (its pin stack holds only 1.0.0).');
  });

  it('after a rollback the fallback is the newest version that ran well on the brand, never the one rolled back; the audit says which and why', async () => {
    await act('pin', { version: '1.1.0' });
    await act('canary', { version: '1.2.0', percent: 10 });
    await act('promote');
    expect(mapOf().remotes['mfe-wallet']).toMatchObject({ version: '1.2.0', fallback: { version: '1.1.0' } });

    const back = await act('rollback', { reason: 'errors in 1.2.0' });
    expect(wallet(back)).toMatchObject({ pinned: '1.1.0', lastKnownGood: '1.0.0' });
    expect(mapOf().remotes['mfe-wallet']).toMatchObject({ version: '1.1.0', fallback: { version: '1.0.0' } });
    const audit = async (limit: number) => (await registry.api<{ entries: AuditEntry[] }>('GET', `/api/audit?brand=india&limit=${limit}`)).body.entries;
    const [fallback, rollback] = await audit(2);
    expect(rollback).toMatchObject({ action: 'rollback', from: '1.2.0', to: '1.1.0' });
    expect(fallback).toMatchObject({ action: 'fallback', actor: 'alice', remote: 'mfe-wallet', from: '1.1.0', to: '1.0.0' });
    expect(fallback?.reason).toMatch(/^1\.0\.0 is the newest version that ran well as india's pin: it ran until \S+ \(pin to 1\.1\.0 by alice\); 1\.1\.0 is the pin now\.$/);

    // Rolled back to the bottom of the stack: the version just rolled back is not the fallback.
    const bottom = await act('rollback', { reason: 'errors in 1.1.0' });
    expect(wallet(bottom)).toMatchObject({ pinned: '1.0.0', lastKnownGood: null });
    expect(mapOf().remotes['mfe-wallet'].fallback).toBeUndefined();
    expect((await audit(1))[0]).toMatchObject({ action: 'fallback', from: '1.0.0', to: null });

    // A canary aborted is never the fallback either; a version promoted again runs well again once replaced.
    await act('canary', { version: '1.2.0', percent: 80 });
    await act('abort', { reason: '80% of its loads failed' });
    await act('canary', { version: '1.3.0', percent: 10 });
    await act('promote');
    expect(mapOf().remotes['mfe-wallet']).toMatchObject({ version: '1.3.0', fallback: { version: '1.0.0' } });
    const next = await act('pin', { version: '1.1.0', reason: 'fixed upstream, back on 1.1.0' });
    expect(wallet(next)).toMatchObject({ pinned: '1.1.0', lastKnownGood: '1.3.0' });
  });

  it('rollback with a canary running aborts the canary too, and audits both', async () => {
    await act('pin', { version: '1.1.0' });
    await act('canary', { version: '1.2.0', percent: 25 });
    const back = await act('rollback', { reason: 'errors after 1.1.0' });
    expect(wallet(back)).toMatchObject({ pinned: '1.0.0', canary: null });
    const { entries } = (await registry.api<{ entries: AuditEntry[] }>('GET', '/api/audit?brand=india&limit=3')).body;
    expect(entries.map(({ action, from, to, reason }) => ({ action, from, to, reason }))).toEqual([
      {
        action: 'fallback',
        from: '1.0.0',
        to: null,
        reason: "No version other than the pin 1.0.0 ran well as india's pin: a player whose pin fails to load gets no fallback; 1.0.0 is the pin now.",
      },
      { action: 'rollback', from: '1.1.0', to: '1.0.0', reason: 'errors after 1.1.0' },
      { action: 'abort', from: '1.2.0@25%', to: null, reason: 'errors after 1.1.0' },
    ]);
  });

  it.each([
    ['pin the pinned version', 'pin', { version: '1.0.0' }, 409, /already pinned to 1\.0\.0/],
    ['canary the pinned version', 'canary', { version: '1.0.0', percent: 5 }, 409, /a canary must be another version/],
    ['promote without a canary', 'promote', {}, 409, /mfe-wallet has no canary on india/],
    ['abort without a canary', 'abort', {}, 409, /has no canary/],
    ['pin a version never published', 'pin', { version: '9.9.9' }, 404, /mfe-wallet 9\.9\.9 is not published/],
    ['canary at 101%', 'canary', { version: '1.1.0', percent: 101 }, 400, /percent: must be at most 100/],
    ['canary at 12.5%', 'canary', { version: '1.1.0', percent: 12.5 }, 400, /percent: must be a whole number/],
    ['pin without a reason', 'pin', { version: '1.1.0', reason: ' ' }, 400, /reason: is required/],
    ['pin without a version', 'pin', { version: undefined }, 400, /version: /],
  ])('refuses to %s and changes nothing', async (_label, action, body, status, message) => {
    const before = readFileSync(mapFile());
    const answer = await act(action, body);
    expect(answer.status).toBe(status);
    expect(answer.body.message).toMatch(message);
    expect(readFileSync(mapFile())).toEqual(before);
    expect((await registry.api('GET', '/api/brands/india')).etag).toBe('"india.1"');
  });

  it('refuses to pin over a running canary: promote or abort it first', async () => {
    await act('canary', { version: '1.1.0', percent: 10 });
    const answer = await act('pin', { version: '1.2.0' });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('mfe-wallet has a canary (1.1.0@10%) on india: promote or abort it before pinning another version.');
  });

  it('refuses a version whose remoteEntry.js was changed or removed since it was published', async () => {
    const entry = path.join(registry.staticRoot, 'remotes', 'mfe-wallet', '1.1.0', 'remoteEntry.js');
    writeFileSync(entry, 'alert("tampered")');
    const tampered = await act('pin', { version: '1.1.0' });
    expect(tampered.status).toBe(409);
    expect(tampered.body).toEqual({ error: 'integrity-mismatch', message: expect.stringMatching(/no longer matches the hash recorded/) });
    rmSync(entry);
    expect((await act('canary', { version: '1.1.0', percent: 5 })).body.error).toBe('entry-missing');
    expect(mapOf().remotes['mfe-wallet'].version).toBe('1.0.0');
  });

  it('reports in /api/health when a version a map uses is no longer servable', async () => {
    expect((await registry.api('GET', '/api/health', { token: null })).body).toEqual({ ok: true, status: 'ok', problems: [] });
    await act('pin', { version: '1.1.0' });
    writeFileSync(path.join(registry.staticRoot, 'remotes', 'mfe-wallet', '1.1.0', 'remoteEntry.js'), 'changed');
    rmSync(path.join(registry.staticRoot, 'remotes', 'mfe-wallet', '1.0.0'), { recursive: true });
    const health = await registry.api('GET', '/api/health', { token: null });
    expect(health.status).toBe(503);
    expect(health.body).toEqual({
      ok: false,
      status: 'degraded',
      problems: [
        'remotes/mfe-wallet/1.1.0/remoteEntry.js does not match its recorded hash (used by india)',
        'remotes/mfe-wallet/1.0.0/ is missing (used by india)',
      ],
    });
  });

  it('refuses a version the current shell can no longer run (the shell moved to React 20)', async () => {
    writeShellManifest(registry.staticRoot, '20.0.0');
    const answer = await act('pin', { version: '1.1.0' });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/mfe-wallet 1\.1\.0 cannot run in the current shell: react requires React \^19\.3\.1 but the shell provides 20\.0\.0/);
  });
});

describe('concurrency', () => {
  it('a stale write gets 409 and changes nothing: state, map file and audit log', async () => {
    const seenByBob = etag;
    expect((await act('pin', { version: '1.1.0' })).status).toBe(200);
    const mapBefore = readFileSync(mapFile());
    const auditBefore = (await registry.api<{ entries: AuditEntry[] }>('GET', '/api/audit')).body.entries;

    const stale = await act('pin', { version: '1.2.0' }, { token: BOB, ifMatch: seenByBob });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      error: 'stale-etag',
      message: 'Brand india changed since you read it (If-Match "india.1", now "india.2"): nothing was changed. Reload and decide again.',
    });
    expect(readFileSync(mapFile())).toEqual(mapBefore);
    expect((await registry.api<{ entries: AuditEntry[] }>('GET', '/api/audit')).body.entries).toEqual(auditBefore);
    const now = await registry.api<BrandStatus>('GET', '/api/brands/india');
    expect(now.etag).toBe('"india.2"');
    expect(wallet(now).pinned).toBe('1.1.0');
  });

  it('a write without If-Match (or with *) is refused with 428', async () => {
    const none = await registry.api('POST', '/api/brands/india/remotes/mfe-wallet/pin', { body: { version: '1.1.0', reason: 'x' } });
    expect(none.status).toBe(428);
    expect(none.body.message).toMatch(/Send the current ETag of brand india in If-Match/);
    expect((await act('pin', { version: '1.1.0' }, { ifMatch: '*' })).status).toBe(428);
  });

  it('accepts the ETag with or without quotes, but not another brand’s', async () => {
    expect((await act('pin', { version: '1.1.0' }, { ifMatch: 'india.1' })).status).toBe(200);
    await registry.api('POST', '/api/brands', { body: { brand: 'brasil', copyFrom: 'india', reason: 'launch' } });
    expect((await act('pin', { version: '1.2.0' }, { ifMatch: '"brasil.1"' })).status).toBe(409);
  });

  it('of two writes sent at once with the same ETag, exactly one wins', async () => {
    const answers = await Promise.all([act('pin', { version: '1.1.0' }, { ifMatch: etag }), act('pin', { version: '1.2.0' }, { ifMatch: etag, token: BOB })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200);
    expect(mapOf().remotes['mfe-wallet'].version).toBe(winner && wallet(winner).pinned);
  });

  it('a map that cannot be written rolls the whole change back', async () => {
    rmSync(mapFile());
    mkdirSync(path.join(mapFile(), 'in-the-way'), { recursive: true });
    const answer = await act('pin', { version: '1.1.0' });
    expect(answer.status).toBe(500);
    expect(answer.body.error).toBe('internal');
    const now = await registry.api<BrandStatus>('GET', '/api/brands/india');
    expect(now.etag).toBe('"india.1"');
    expect(wallet(now).pinned).toBe('1.0.0');
    expect((await registry.api<{ entries: AuditEntry[] }>('GET', '/api/audit?limit=1')).body.entries[0]?.action).toBe('publish');
  });
});

describe('previews, hosts and audit', () => {
  it('previewsAllowed is stored and published in the map', async () => {
    const answer = await registry.api<BrandStatus>('PATCH', '/api/brands/india', { body: { previewsAllowed: true, reason: 'QA' }, ifMatch: etag });
    expect(answer.status).toBe(200);
    expect(answer.body.previewsAllowed).toBe(true);
    expect(mapOf().previewsAllowed).toBe(true);
    expect((await registry.api('PATCH', '/api/brands/india', { body: { previewsAllowed: 'yes', reason: 'QA' }, ifMatch: answer.etag ?? '' })).status).toBe(400);
  });

  it('host names are edited with the hosts ETag and published to brands/hosts.json', async () => {
    const hostsFile = () => parseBrandHosts(JSON.parse(readFileSync(path.join(registry.staticRoot, 'brands', 'hosts.json'), 'utf8')));
    const start = await registry.api('GET', '/api/hosts');
    expect(start.body).toEqual({ revision: 1, etag: '"hosts.1"', hosts: {} });

    const set = await registry.api('PUT', '/api/hosts/India.Example.com', { body: { brand: 'india', reason: 'go live' }, ifMatch: start.etag ?? '' });
    expect(set.status).toBe(200);
    expect(hostsFile().hosts).toEqual({ 'india.example.com': 'india' });
    expect((await registry.api<BrandStatus>('GET', '/api/brands/india')).body.hosts).toEqual(['india.example.com']);

    const stale = await registry.api('PUT', '/api/hosts/other.example.com', { body: { brand: 'india', reason: 'x' }, ifMatch: start.etag ?? '' });
    expect(stale.status).toBe(409);
    const unknownBrand = await registry.api('PUT', '/api/hosts/other.example.com', { body: { brand: 'chile', reason: 'x' }, ifMatch: set.etag ?? '' });
    expect(unknownBrand.status).toBe(404);
    const badHost = await registry.api('PUT', '/api/hosts/http:%2F%2Fx', { body: { brand: 'india', reason: 'x' }, ifMatch: set.etag ?? '' });
    expect(badHost.status).toBe(400);
    expect(hostsFile().hosts).toEqual({ 'india.example.com': 'india' });

    const removed = await registry.api('DELETE', '/api/hosts/india.example.com', { body: { reason: 'moved' }, ifMatch: set.etag ?? '' });
    expect(removed.status).toBe(200);
    expect(hostsFile().hosts).toEqual({});
    expect((await registry.api('DELETE', '/api/hosts/india.example.com', { body: { reason: 'x' }, ifMatch: removed.etag ?? '' })).status).toBe(404);
  });

  it('every write is in the audit log, with who (the token’s name), when, brand, remote, from, to and why', async () => {
    await act('pin', { version: '1.1.0', reason: 'ship the new deposit flow' }, { token: BOB });
    const { entries } = (await registry.api<{ entries: AuditEntry[] }>('GET', '/api/audit?brand=india&remote=mfe-wallet')).body;
    expect(entries).toEqual([
      { id: expect.any(Number), at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), actor: 'bob', action: 'pin', brand: 'india', remote: 'mfe-wallet', host: null, from: '1.0.0', to: '1.1.0', reason: 'ship the new deposit flow' },
    ]);
    const page = (await registry.api<{ entries: AuditEntry[]; next: number }>('GET', '/api/audit?limit=2')).body;
    expect(page.entries).toHaveLength(2);
    const rest = (await registry.api<{ entries: AuditEntry[] }>('GET', `/api/audit?limit=500&before=${page.next}`)).body.entries;
    expect(rest.every((entry) => entry.id < page.next)).toBe(true);
    expect(rest.map((entry) => entry.action)).toContain('brand-create');
    expect((await registry.api('GET', '/api/audit?limit=0')).status).toBe(400);
  });
});

describe('restart', () => {
  it('keeps every version, pin, canary, host and audit entry, and the ETags', async () => {
    await act('pin', { version: '1.1.0' });
    await act('canary', { version: '1.2.0', percent: 30 });
    const hosts = await registry.api('GET', '/api/hosts');
    await registry.api('PUT', '/api/hosts/india.example.com', { body: { brand: 'india', reason: 'live' }, ifMatch: hosts.etag ?? '' });
    const before = await registry.api('GET', '/api/brands/india');
    const auditBefore = await registry.api('GET', '/api/audit?limit=500');
    const mapBefore = readFileSync(mapFile(), 'utf8');
    await registry.close();

    // Someone garbles the map and deletes a versions index while the registry is down: the start
    // republishes both from the database.
    writeFileSync(mapFile(), '{ garbled');
    const indexFile = path.join(registry.staticRoot, 'remotes', 'mfe-wallet', 'versions.json');
    const indexBefore = readFileSync(indexFile, 'utf8');
    rmSync(indexFile);
    registry = await startTestRegistry(dirs, { staticRoot: registry.staticRoot, dataDir: registry.dataDir });
    expect(registry.adoption).toBeUndefined();
    const after = await registry.api('GET', '/api/brands/india');
    expect(after.body).toEqual(before.body);
    expect(after.etag).toBe(before.etag);
    expect((await registry.api('GET', '/api/audit?limit=500')).body).toEqual(auditBefore.body);
    expect(readFileSync(mapFile(), 'utf8')).toBe(mapBefore);
    expect(readFileSync(indexFile, 'utf8')).toBe(indexBefore);
    expect((await registry.api('GET', '/api/hosts')).body.hosts).toEqual({ 'india.example.com': 'india' });
    expect((await act('promote')).status).toBe(200);
  });
});
