import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRemoteMapText } from '@casino/shared-kernel/remote-map';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDirs } from '../testing/fake-builds.ts';
import { ALICE, seedBrand, startTestRegistry, WALLET_TEAM, type TestRegistry } from '../testing/test-registry.ts';
import { BeaconTokens, readBeaconKey } from './beacon-tokens.ts';
import { LoadCountsStore } from './load-counts.ts';

const dirs = tempDirs();
let registry: TestRegistry;
const SITE = 'https://india.example.com';

async function startWithHost(overrides: Parameters<typeof startTestRegistry>[1] = {}) {
  registry = await startTestRegistry(dirs, overrides);
  await seedBrand(registry);
  const hosts = await registry.api('GET', '/api/hosts');
  await registry.api('PUT', '/api/hosts/india.example.com', { body: { brand: 'india', reason: 'site' }, ifMatch: hosts.etag ?? '' });
}

beforeEach(async () => {
  await startWithHost({ beaconRateLimit: 20 });
});
afterEach(async () => {
  await registry.close();
});
afterAll(() => dirs.cleanup());

const mapOf = (brand = 'india') => parseRemoteMapText(readFileSync(path.join(registry.staticRoot, 'brands', brand, 'remotes.json'), 'utf8'));
let pageLoads = 0;
/** A page load's own id, as the shell makes one (random, 32 hex digits). */
const newPageLoad = () => `${(pageLoads += 1).toString(16).padStart(8, '0')}${'0'.repeat(24)}`;
/** What the shell sends: the token its map handed it, its page load's id and its browser's beacon id. */
const beacon = (counts: unknown[], brand = 'india', page: { token?: string; pageLoad?: string; device?: string } = {}) =>
  JSON.stringify({
    format: 1,
    brand,
    token: page.token ?? tokenOf(brand),
    pageLoad: page.pageLoad ?? newPageLoad(),
    device: page.device ?? 'device-0123456789abcdef',
    counts,
  });
const LOADED = { remote: 'mfe-wallet', version: '1.0.0', outcome: 'loaded', count: 3 };

/** Posts as navigator.sendBeacon does: text/plain, with the page's Origin, no token. */
const send = (body: string, origin: string | null = SITE) =>
  fetch(`${registry.url}/api/beacons`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...(origin === null ? {} : { origin }) },
    body,
  });
const figures = () => new LoadCountsStore(registry.registry.store.db).figures('india', 'mfe-wallet', '1.0.0', 0);
/** The token india's pages get now: what the registry's tokens issue (maps carry it when beacons are on). */
const tokenOf = (brand: string) => tokens().issue(brand);
const tokens = () => new BeaconTokens(readBeaconKey(registry.registry.store.db), 30, () => registry.registry.store.now().getTime());

describe('brand maps', () => {
  it('tell the shell where to send beacons and for what share of page loads, when the registry is given a beacon URL', async () => {
    expect(mapOf().beacons).toBeUndefined();
    const { dataDir, staticRoot } = registry;
    await registry.close();
    registry = await startTestRegistry(dirs, { dataDir, staticRoot, beaconUrl: 'https://registry.example.com/api/beacons', beaconPercent: 25 });
    expect(mapOf().beacons).toEqual({ url: 'https://registry.example.com/api/beacons', percent: 25, token: tokenOf('india') });

    // A brand setting overrides the registry's share, audited; null goes back to the default.
    const patch = async (beaconPercent: unknown) => {
      const brand = await registry.api('GET', '/api/brands/india');
      return registry.api<{ beaconPercent: number | null; message?: string; error?: string }>('PATCH', '/api/brands/india', {
        body: { beaconPercent, reason: 'sample less on india' },
        ifMatch: brand.etag ?? '',
      });
    };
    expect((await patch(5)).body.beaconPercent).toBe(5);
    expect(mapOf().beacons?.percent).toBe(5);
    expect((await patch(5)).body.message).toBe('india already sends beacons from 5% of page loads. Nothing to change.');
    expect((await patch(101)).body.message).toBe('Invalid brand change: beaconPercent: must be at most 100');
    const audit = await registry.api<{ entries: { action: string; from: string; to: string }[] }>('GET', '/api/audit?brand=india&limit=1');
    expect(audit.body.entries[0]).toMatchObject({ action: 'beacons', from: "the registry's default (25)", to: '5%' });
    expect((await patch(null)).body.beaconPercent).toBeNull();
    expect(mapOf().beacons?.percent).toBe(25);
    const team = await registry.api('PATCH', '/api/brands/india', { body: { beaconPercent: 50, reason: 'x' }, ifMatch: '"india.9"', token: WALLET_TEAM });
    expect(team.status).toBe(403);
  });
});

describe('POST /api/beacons', () => {
  it('counts a text/plain batch from the brand\'s own host, without an ops token, and lets the page read the answer', async () => {
    const response = await send(beacon([LOADED, { remote: 'mfe-wallet', version: '1.0.0', outcome: 'integrity-failed', count: 1 }, { remote: 'mfe-wallet', version: '1.0.0', outcome: 'crashed', count: 2 }]));
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    // Loads are attempts (loaded + integrity-failed); failures include the crash after a load. Each once per page load.
    expect(figures()).toEqual({ loads: 2, failures: 2, outcomes: { loaded: 1, 'integrity-failed': 1, crashed: 1 } });
    await send(beacon([LOADED]));
    expect(figures().loads).toBe(3);
  });

  it('counts what a page load reports once, however often it is sent and whatever count it names', async () => {
    const page = { pageLoad: newPageLoad(), device: 'device-aaaaaaaaaaaaaaaa' };
    for (let i = 0; i < 5; i += 1) expect((await send(beacon([{ ...LOADED, count: 1000 }], 'india', page))).status).toBe(204);
    expect(figures().outcomes).toEqual({ loaded: 1 });
    // A later beacon of the same page load counts what is new in it only.
    await send(beacon([LOADED, { ...LOADED, outcome: 'crashed' }], 'india', page));
    expect(figures().outcomes).toEqual({ loaded: 1, crashed: 1 });
    // The same page load id from another device is not the same page.
    const other = await send(beacon([{ ...LOADED, outcome: 'entry-failed' }], 'india', { ...page, device: 'device-bbbbbbbbbbbbbbbb' }));
    expect(other.status).toBe(400);
    expect(((await other.json()) as { message: string }).message).toBe(`Invalid beacon: page load ${page.pageLoad} reported before from another device.`);
    expect(figures().outcomes).toEqual({ loaded: 1, crashed: 1 });
  });

  it('refuses a beacon without the token its brand map hands out, with one forged or for another brand, and one expired (curl with a faked Origin counts nothing)', async () => {
    const refusal = async (body: string) => {
      const response = await send(body);
      return { status: response.status, ...((await response.json()) as { error: string; message: string }) };
    };
    const noToken = JSON.stringify({ format: 1, brand: 'india', pageLoad: newPageLoad(), device: 'device-0123456789abcdef', counts: [LOADED] });
    expect(await refusal(noToken)).toMatchObject({ status: 400, error: 'invalid-payload', message: 'Invalid beacon: token: must be the token of the brand map (its beacons.token)' });
    const [window] = tokenOf('india').split('.');
    expect(await refusal(beacon([LOADED], 'india', { token: `${window}.AAAAAAAAAAAAAAAAAAAAAA` }))).toEqual({
      status: 403,
      error: 'forbidden',
      message: "The beacon token is not one india's brand map handed out: nothing was counted.",
    });
    expect((await refusal(beacon([LOADED], 'india', { token: 'not-a-token' }))).status).toBe(403);
    // brasil's token does not count for india.
    await registry.api('POST', '/api/brands', { body: { brand: 'brasil', copyFrom: 'india', reason: 'launch' } });
    expect((await refusal(beacon([LOADED], 'india', { token: tokenOf('brasil') }))).status).toBe(403);

    // A token handed out 40 minutes ago has expired (they last 30; maps get a new one every 10).
    const { dataDir, staticRoot } = registry;
    await registry.close();
    let clock = Date.now();
    registry = await startTestRegistry(dirs, { dataDir, staticRoot, beaconUrl: '/beacons', now: () => new Date(clock) });
    const old = mapOf().beacons?.token ?? '';
    expect(old).toBe(tokenOf('india'));
    clock += 10 * 60_000;
    expect(registry.registry.rotateBeaconTokens()).toBe(true);
    expect(registry.registry.rotateBeaconTokens()).toBe(false);
    expect(mapOf().beacons?.token).not.toBe(old);
    expect((await send(beacon([LOADED], 'india', { token: old }))).status).toBe(204);
    clock += 30 * 60_000;
    expect(await refusal(beacon([LOADED], 'india', { token: old }))).toEqual({
      status: 403,
      error: 'forbidden',
      message: "The beacon token expired (they last 30 minutes): the page reads a fresh one with india's brand map. Nothing was counted.",
    });
    expect((await send(beacon([LOADED], 'india', { token: mapOf().beacons?.token ?? '' }))).status).toBe(204);
    expect(figures().loads).toBe(2);
  });

  it('answers a JSON preflight for the brand\'s origins only', async () => {
    const ok = await fetch(`${registry.url}/api/beacons`, { method: 'OPTIONS', headers: { origin: SITE, 'access-control-request-method': 'POST' } });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-methods')).toBe('POST');
    const other = await fetch(`${registry.url}/api/beacons`, { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(other.status).toBe(403);
  });

  it.each([
    ['text that is not JSON', () => '{"format":1,', 'Invalid beacon: the body is not JSON.'],
    ['an unknown outcome', () => beacon([{ ...LOADED, outcome: 'exploded' }]), /^Invalid beacon: counts\.0\.outcome: must be one of loaded, fallback/],
    ['a count of 0', () => beacon([{ ...LOADED, count: 0 }]), 'Invalid beacon: counts.0.count: must be at least 1'],
    ['no counts', () => beacon([]), 'Invalid beacon: counts: must list at least one count'],
    ['an unknown key', () => JSON.stringify({ ...(JSON.parse(beacon([LOADED])) as object), player: 'p1' }), /unrecognized key.*player/i],
    ['an unknown brand', () => beacon([LOADED], 'peru'), /peru/],
    ['a version never published', () => beacon([{ ...LOADED, version: '9.9.9' }]), 'Invalid beacon: mfe-wallet 9.9.9 is not a published version.'],
    ['a page load id that is not one', () => beacon([LOADED], 'india', { pageLoad: 'x' }), /^Invalid beacon: pageLoad: must be the page load's id/],
  ])('refuses %s with 400 and the reason, counting nothing', async (_label, body, message) => {
    const response = await send(body());
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; message: string };
    expect(answer.error).toBe('invalid-payload');
    expect(answer.message).toMatch(message);
    expect(figures().loads).toBe(0);
  });

  it('refuses a body over 8 KiB (413), other origins and requests without one (403)', async () => {
    expect((await send(beacon(Array.from({ length: 60 }, () => ({ ...LOADED, version: '1.0.0'.padEnd(140, ' ') }))))).status).toBe(413);
    const foreign = await send(beacon([LOADED]), 'https://brasil.example.com');
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { message: string }).message).toBe(
      "https://brasil.example.com does not serve india: beacons are accepted from the brand's own host names only.",
    );
    expect((await send(beacon([LOADED]), null)).status).toBe(403);
    expect(figures().loads).toBe(0);
  });

  it('limits how many beacons one address sends a minute (429, nothing counted)', async () => {
    for (let i = 0; i < 20; i += 1) expect((await send(beacon([{ ...LOADED, count: 1 }]))).status).toBe(204);
    const limited = await send(beacon([{ ...LOADED, count: 1 }]));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(figures().loads).toBe(20);
    // Behind nginx (a trusted proxy), each player's address has its own limit.
    const viaProxy = await fetch(`${registry.url}/api/beacons`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: SITE, 'x-forwarded-for': '203.0.113.7' },
      body: beacon([{ ...LOADED, count: 1 }]),
    });
    expect(viaProxy.status).toBe(204);
  });

  it('believes X-Forwarded-For from no one unless told: a client naming other addresses is still one address', async () => {
    const { dataDir, staticRoot } = registry;
    await registry.close();
    registry = await startTestRegistry(dirs, { dataDir, staticRoot, beaconRateLimit: 20, trustProxy: false });
    for (let i = 0; i < 20; i += 1) {
      const forged = await fetch(`${registry.url}/api/beacons`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', origin: SITE, 'x-forwarded-for': `198.51.100.${i}` },
        body: beacon([LOADED]),
      });
      expect(forged.status).toBe(204);
    }
    expect((await send(beacon([LOADED]))).status).toBe(429);
  });

  it('keeps the counts across a restart, and takes origins ops configured', async () => {
    await send(beacon([LOADED]));
    const { dataDir, staticRoot } = registry;
    await registry.close();
    registry = await startTestRegistry(dirs, { dataDir, staticRoot, beaconOrigins: ['http://127.0.0.1:8080'] });
    expect(figures().loads).toBe(1);
    expect((await send(beacon([LOADED]), 'http://127.0.0.1:8080')).status).toBe(204);
    expect(figures().loads).toBe(2);
  });
});

describe('forged beacons', () => {
  it('cannot promote a rollout: one address inventing page loads and devices stays below the minimum, however many it sends', async () => {
    const { dataDir, staticRoot } = registry;
    await registry.close();
    let clock = Date.now();
    registry = await startTestRegistry(dirs, { dataDir, staticRoot, beaconUrl: '/beacons', beaconRateLimit: 600, trustProxy: false, rolloutCheckSeconds: 3600, now: () => new Date(clock) });
    expect((await registry.publish('mfe-wallet', { version: '1.1.0' })).status).toBe(201);
    const etag = (await registry.api('GET', '/api/brands/india')).etag ?? '';
    const started = await registry.api('POST', '/api/brands/india/remotes/mfe-wallet/rollout', {
      ifMatch: etag,
      body: { version: '1.1.0', steps: [50, 100], bakeMs: 1000, maxErrorRatio: 2, minLoads: 20, reason: 'new cashier' },
    });
    expect(started.status).toBe(201);
    // What a script can do: read the map's token, then post "loaded" for both versions from new page loads and devices.
    const token = mapOf().beacons?.token ?? '';
    for (let i = 0; i < 120; i += 1) {
      const device = `forged-device-${String(i).padStart(8, '0')}`;
      const body = beacon([{ ...LOADED, version: i % 2 ? '1.1.0' : '1.0.0', count: 1000 }], 'india', { token, device });
      const response = await fetch(`${registry.url}/api/beacons`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', origin: SITE, 'x-forwarded-for': `203.0.113.${i % 250}` },
        body,
      });
      expect(response.status).toBe(204);
    }
    clock += 60_000;
    const [judgement] = registry.rollouts.tick().map((entry) => entry.judgement);
    // 60 loads a side, counted once each; but ten devices from the one address it comes from.
    expect(judgement).toEqual({ kind: 'waiting-for-loads', needed: { pin: 0, canary: 0 }, devicesNeeded: { pin: 10, canary: 10 } });
    expect(mapOf().remotes['mfe-wallet']).toMatchObject({ version: '1.0.0', canary: { version: '1.1.0', percent: 50 } });
  });
});

describe('the beacon listener', () => {
  it('takes players\' beacons apart from the ops API and console, which no longer take them', async () => {
    const { dataDir, staticRoot } = registry;
    await registry.close();
    registry = await startTestRegistry(dirs, { dataDir, staticRoot, beaconPort: 0, beaconUrl: '/beacons' });
    const beaconListener = registry.beaconListenerUrl ?? '';
    expect(beaconListener).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(beaconListener).not.toBe(registry.url);

    const post = (base: string) =>
      fetch(`${base}/api/beacons`, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8', origin: SITE }, body: beacon([LOADED]) });
    expect((await post(beaconListener)).status).toBe(204);
    expect(figures().loads).toBe(1);
    const onOps = await post(registry.url);
    expect(onOps.status).toBe(404);
    expect(((await onOps.json()) as { message: string }).message).toBe("Beacons are taken on the registry's beacon listener (--beacon-port), apart from the ops API.");

    // Nothing of the ops part answers there, not even with an ops token.
    for (const route of ['/api/brands', '/api/health', '/api/audit', '/console/', '/']) {
      const answer = await fetch(`${beaconListener}${route}`, { headers: { authorization: `Bearer ${ALICE}` } });
      expect(answer.status, route).toBe(404);
    }
    expect((await registry.api('GET', '/api/brands')).status).toBe(200);
  });
});

