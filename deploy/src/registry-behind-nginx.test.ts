// The remote registry as docker-compose.yml runs it, behind the repository's nginx (no Docker
// engine here: two processes stand for the two containers, on 127.0.0.1). Players' browsers reach
// its beacon listener at /beacons and nothing else of it; the beacon limit counts the address nginx
// saw (clients connect from 127.0.0.2 and 127.0.0.3, which loopback routes), whatever
// X-Forwarded-For a client sends.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from '@casino/shared-kernel/remote-map';
import { readBuildFolder } from '../../remote-registry/src/cli/read-build-folder.ts';
import { writeFakeBuild, writeShellManifest } from '../../remote-registry/src/testing/fake-builds.ts';
import { startNginx, type RunningNginx } from './run-nginx.ts';
import { compose, REPOSITORY_ROOT, serviceEnvironment } from './testing/compose.ts';
import { freePort, request, type HttpAnswer } from './testing/http.ts';

const TOKEN = 'ops-token-for-the-deploy-test-0123';
const REGISTRY_SERVER = path.join(REPOSITORY_ROOT, 'remote-registry', 'bin', 'registry-server');

describe('the registry as docker-compose.yml runs it, behind nginx', () => {
  let dir = '';
  let staticRoot = '';
  let registry: ChildProcess | undefined;
  let output = '';
  let nginx: RunningNginx | undefined;
  let opsUrl = '';
  let beaconListener = '';

  const ops = (method: string, route: string, body?: unknown, ifMatch?: string) =>
    fetch(`${opsUrl}${route}`, {
      method,
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json', ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      body: body === undefined ? null : JSON.stringify(body),
    });

  /** A player's beacon as the shell sends it, from `client` (a loopback address), through nginx. */
  let pageLoads = 0;
  const beacon = (client: string, headers: Record<string, string> = {}): Promise<HttpAnswer> => {
    const map = JSON.parse(readFileSync(path.join(staticRoot, 'brands', 'india', 'remotes.json'), 'utf8')) as { beacons: { url: string; token: string } };
    pageLoads += 1;
    const id = (kind: string) => `${kind}-${client.replaceAll('.', '-')}-${String(pageLoads).padStart(6, '0')}`;
    const body = JSON.stringify({
      format: 1,
      brand: 'india',
      token: map.beacons.token,
      pageLoad: id('load'),
      device: id('device'),
      counts: [{ remote: 'mfe-wallet', version: '1.0.0', outcome: 'loaded', count: 1 }],
    });
    return request(`${nginx?.url ?? ''}${map.beacons.url}`, {
      method: 'POST',
      localAddress: client,
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: nginx?.url ?? '', ...headers },
      body,
    });
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'registry-behind-nginx-'));
    staticRoot = path.join(dir, 'site');
    writeShellManifest(staticRoot);
    const [opsPort, beaconPort, sitePort] = [await freePort(), await freePort(), await freePort()];
    const env = {
      ...serviceEnvironment('registry', { REGISTRY_TOKENS: `alice=${TOKEN}` }),
      // Placement: this machine's loopback instead of the containers' network.
      REGISTRY_HOST: '127.0.0.1',
      REGISTRY_PORT: String(opsPort),
      REGISTRY_BEACON_HOST: '127.0.0.1',
      REGISTRY_BEACON_PORT: String(beaconPort),
      REGISTRY_DATA_DIR: path.join(dir, 'data'),
      REGISTRY_STATIC_ROOT: staticRoot,
      REGISTRY_BEACON_ORIGINS: `http://127.0.0.1:${sitePort}`,
      REGISTRY_BEACON_RATE_LIMIT: '3',
      REGISTRY_LOG_LEVEL: 'warn',
    };
    registry = spawn(REGISTRY_SERVER, [], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    registry.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    registry.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    opsUrl = `http://127.0.0.1:${opsPort}`;
    beaconListener = `http://127.0.0.1:${beaconPort}`;
    for (let tries = 0; ; tries += 1) {
      if (registry.exitCode !== null) throw new Error(`the registry stopped:\n${output}`);
      if (
        await fetch(`${opsUrl}/api/health`).then(
          () => true,
          () => false,
        )
      )
        break;
      if (tries > 300) throw new Error(`the registry did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const remote of REMOTE_NAMES) {
      const files = readBuildFolder(writeFakeBuild(path.join(dir, 'builds', remote), remote));
      expect((await ops('POST', `/api/remotes/${remote}/versions`, { files })).status).toBe(201);
    }
    const pins = Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, '1.0.0']));
    expect((await ops('POST', '/api/brands', { brand: 'india', pins, reason: 'launch' })).status).toBe(201);
    // The casino API is not part of this test: a port nothing listens on.
    nginx = await startNginx({ staticRoot, port: sitePort, beaconUpstream: beaconListener, apiUpstream: `http://127.0.0.1:${await freePort()}` });
  }, 60_000);

  afterAll(async () => {
    await nginx?.stop();
    registry?.kill('SIGTERM');
    if (registry && registry.exitCode === null) await new Promise((resolve) => registry?.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('publishes the ops API on loopback only and the beacon listener to the compose network only', () => {
    expect(compose.services.registry?.ports).toEqual(['127.0.0.1:${REGISTRY_HOST_PORT:-4320}:4320']);
    expect(compose.services.registry?.expose).toEqual(['4321']);
    expect(serviceEnvironment('nginx', {})).toMatchObject({ REGISTRY_BEACON_UPSTREAM: 'http://registry:4321' });
    expect(JSON.stringify(compose.services.nginx)).not.toContain('registry:4320');
  });

  it("takes a player's beacon at /beacons on the site's origin, with the token the brand map handed out", async () => {
    const answer = await beacon('127.0.0.2');
    expect(answer.status, answer.text).toBe(204);
  });

  it('counts the beacon limit on the address nginx saw: a client naming other addresses is one client, another client its own', async () => {
    // 127.0.0.4 has sent nothing yet: three beacons, then the limit (3 a minute), whatever it names.
    for (let i = 0; i < 3; i += 1) expect((await beacon('127.0.0.4', { 'X-Forwarded-For': `198.51.100.${i}` })).status).toBe(204);
    const limited = await beacon('127.0.0.4', { 'X-Forwarded-For': '198.51.100.99' });
    expect(limited.status).toBe(429);
    expect(JSON.parse(limited.text)).toMatchObject({ error: 'rate-limited' });
    // Another player behind the same front end has a limit of its own.
    expect((await beacon('127.0.0.3')).status).toBe(204);
  });

  it('lets players reach nothing else of the registry: no ops API, console or health through nginx, none on the beacon listener', async () => {
    for (const host of ['registry.localhost', '127.0.0.1']) {
      const get = (route: string) => request(`${nginx?.url ?? ''}${route}`, { headers: { Host: host, Authorization: `Bearer ${TOKEN}` } });
      // The static root has no console; /api/ is the casino API's (not running here: 502).
      expect((await get('/console/')).status, host).toBe(404);
      expect((await get('/api/brands')).status, host).toBe(502);
      expect((await get('/api/health')).status, host).toBe(502);
    }
    for (const route of ['/console/', '/api/brands', '/api/health', '/api/audit']) {
      const answer = await fetch(`${beaconListener}${route}`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(answer.status, route).toBe(404);
    }
    // Ops keep everything on their own listener, which no longer takes beacons.
    expect((await ops('GET', '/api/brands')).status).toBe(200);
    expect((await fetch(`${opsUrl}/api/beacons`, { method: 'POST', body: '{}' })).status).toBe(404);
  });
});
