import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRemoteMapText } from '@casino/shared-kernel/remote-map';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDirs } from '../testing/fake-builds.ts';
import { seedBrand, startTestRegistry, WALLET_TEAM, type TestRegistry } from '../testing/test-registry.ts';
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

const mapOf = () => parseRemoteMapText(readFileSync(path.join(registry.staticRoot, 'brands', 'india', 'remotes.json'), 'utf8'));
const beacon = (counts: unknown[], brand = 'india') => JSON.stringify({ format: 1, brand, counts });
const LOADED = { remote: 'mfe-wallet', version: '1.0.0', outcome: 'loaded', count: 3 };

/** Posts as navigator.sendBeacon does: text/plain, with the page's Origin, no token. */
const send = (body: string, origin: string | null = SITE) =>
  fetch(`${registry.url}/api/beacons`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...(origin === null ? {} : { origin }) },
    body,
  });
const figures = () => new LoadCountsStore(registry.registry.store.db).figures('india', 'mfe-wallet', '1.0.0', 0);

describe('brand maps', () => {
  it('tell the shell where to send beacons and for what share of page loads, when the registry is given a beacon URL', async () => {
    expect(mapOf().beacons).toBeUndefined();
    const { dataDir, staticRoot } = registry;
    await registry.close();
    registry = await startTestRegistry(dirs, { dataDir, staticRoot, beaconUrl: 'https://registry.example.com/api/beacons', beaconPercent: 25 });
    expect(mapOf().beacons).toEqual({ url: 'https://registry.example.com/api/beacons', percent: 25 });

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
  it('counts a text/plain batch from the brand\'s own host, without a token, and lets the page read the answer', async () => {
    const response = await send(beacon([LOADED, { remote: 'mfe-wallet', version: '1.0.0', outcome: 'integrity-failed', count: 1 }, { remote: 'mfe-wallet', version: '1.0.0', outcome: 'crashed', count: 2 }]));
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    // Loads are attempts (loaded + integrity-failed); failures include the crash after a load.
    expect(figures()).toEqual({ loads: 4, failures: 3, outcomes: { loaded: 3, 'integrity-failed': 1, crashed: 2 } });
    await send(beacon([LOADED]));
    expect(figures().loads).toBe(7);
  });

  it('answers a JSON preflight for the brand\'s origins only', async () => {
    const ok = await fetch(`${registry.url}/api/beacons`, { method: 'OPTIONS', headers: { origin: SITE, 'access-control-request-method': 'POST' } });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-methods')).toBe('POST');
    const other = await fetch(`${registry.url}/api/beacons`, { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(other.status).toBe(403);
  });

  it.each([
    ['text that is not JSON', '{"format":1,', 'Invalid beacon: the body is not JSON.'],
    ['an unknown outcome', beacon([{ ...LOADED, outcome: 'exploded' }]), /^Invalid beacon: counts\.0\.outcome: must be one of loaded, fallback/],
    ['a count of 0', beacon([{ ...LOADED, count: 0 }]), 'Invalid beacon: counts.0.count: must be at least 1'],
    ['no counts', beacon([]), 'Invalid beacon: counts: must list at least one count'],
    ['an unknown key', JSON.stringify({ format: 1, brand: 'india', counts: [LOADED], player: 'p1' }), /unrecognized key.*player/i],
    ['an unknown brand', beacon([LOADED], 'peru'), /peru/],
    ['a version never published', beacon([{ ...LOADED, version: '9.9.9' }]), 'Invalid beacon: mfe-wallet 9.9.9 is not a published version.'],
  ])('refuses %s with 400 and the reason, counting nothing', async (_label, body, message) => {
    const response = await send(body);
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

  it('keeps the counts across a restart, and takes origins ops configured', async () => {
    await send(beacon([LOADED]));
    const { dataDir, staticRoot } = registry;
    await registry.close();
    registry = await startTestRegistry(dirs, { dataDir, staticRoot, beaconOrigins: ['http://127.0.0.1:8080'] });
    expect(figures().loads).toBe(3);
    expect((await send(beacon([LOADED]), 'http://127.0.0.1:8080')).status).toBe(204);
    expect(figures().loads).toBe(6);
  });
});
