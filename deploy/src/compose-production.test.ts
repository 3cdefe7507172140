// docker-compose.yml as production runs it (issue 21): the api-server started with the compose
// file's own environment (its start script, as the services image runs it), behind the repo's
// nginx config. No Docker engine here, so the two processes stand for the two containers.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_HEADERS, developmentSigningKey, ENDPOINTS, LOGIN_TYPE, signRequest } from '@casino/shared-kernel/api-contract';
import { startNginx, type RunningNginx } from './run-nginx.ts';
import { compose, interpolate, REPOSITORY_ROOT, serviceEnvironment } from './testing/compose.ts';
import { removeFixtureSite, writeFixtureSite } from './testing/fixture-site.ts';
import { freePort, request } from './testing/http.ts';

const API_DIR = path.join(REPOSITORY_ROOT, 'api-server');
const KEYS = { india: 'india-production-signing-key-0001', brasil: 'brasil-production-signing-key-0001' };

const apiService = compose.services['api-server'];
const startScript = (JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start ?? '';

/** The api-server's environment in compose, interpolated with `variables`. */
const composeEnvironment = (variables: Record<string, string>) => serviceEnvironment('api-server', variables);

/** `pnpm --filter @casino/api-server start`: its start script, run in its folder, with compose's environment (on loopback). */
function startApi(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const [command, ...args] = startScript.split(' ');
  const child = spawn(command === 'node' ? process.execPath : (command ?? ''), args, {
    cwd: API_DIR,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output, exited: new Promise((resolve) => child.once('exit', resolve)) };
}

async function signedHeaders(method: 'GET' | 'POST', pathAndQuery: string, body: string, key: string): Promise<Record<string, string>> {
  return {
    'content-type': 'application/json',
    [API_HEADERS.language]: 'en',
    [API_HEADERS.platformId]: '3',
    [API_HEADERS.subChannelId]: '0',
    [API_HEADERS.version]: '21',
    [API_HEADERS.deviceId]: '4815162342',
    [API_HEADERS.authorization]: '',
    [API_HEADERS.signature]: await signRequest({ method, pathAndQuery, body, key }),
  };
}

describe('docker-compose.yml', () => {
  it('runs the api-server in production and cannot start without real signing keys', () => {
    expect(startScript).toBe('node src/main.ts');
    expect(apiService?.command).toEqual(['pnpm', '--filter', '@casino/api-server', 'start']);
    expect(() => composeEnvironment({})).toThrow(/API_SIGNING_KEYS/);
    const env = composeEnvironment({ API_SIGNING_KEYS: 'india=x' });
    expect(env).toMatchObject({ API_MODE: 'production', API_DEMO_PLAYERS: 'off', API_CORS_ORIGINS: '' });
    // X-Forwarded-For is trusted from nginx's fixed address in the compose network, and no one else.
    const nginxService = compose.services.nginx as { networks?: { default?: { ipv4_address?: string } } } | undefined;
    expect(env.TRUSTED_PROXIES).toBe(nginxService?.networks?.default?.ipv4_address);
    // The static tier writes the same keys into each brand's client.json.
    expect(interpolate(compose.services['static-root']?.environment?.CLIENT_SIGNING_KEYS ?? '', { API_SIGNING_KEYS: 'india=x' })).toBe('india=x');
  });

  it('refuses to start with the development signing keys', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'compose-dev-keys-'));
    try {
      // Another brand's development key is as public as a brand's own.
      const env = composeEnvironment({ API_SIGNING_KEYS: `india=${developmentSigningKey('brasil')},brasil=${KEYS.brasil}` });
      const api = startApi({ ...env, API_HOST: '127.0.0.1', API_PORT: '0', API_DATA_DIR: dataDir });
      expect(await api.exited).toBe(1);
      expect(api.output()).toContain('not a development key');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 45_000);
});

describe('docker-compose.yml up as production, behind nginx', () => {
  let dataDir = '';
  let root = '';
  let api: ReturnType<typeof startApi> | undefined;
  let nginx: RunningNginx | undefined;
  let apiUrl = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'compose-production-'));
    root = writeFixtureSite();
    const apiPort = await freePort();
    const env = composeEnvironment({ API_SIGNING_KEYS: `india=${KEYS.india},brasil=${KEYS.brasil}` });
    api = startApi({ ...env, API_HOST: '127.0.0.1', API_PORT: String(apiPort), API_DATA_DIR: dataDir });
    apiUrl = `http://127.0.0.1:${apiPort}`;
    // It prints its URL once it listens (1–2 s on an idle machine), or exits on a bad setting.
    const { child, exited, output } = api;
    const started = await new Promise<boolean>((resolve) => {
      void exited.then(() => resolve(false));
      child.stdout?.on('data', () => /api-server on http/.test(output()) && resolve(true));
    });
    if (!started) throw new Error(`the api-server stopped:\n${output()}`);
    nginx = await startNginx({ staticRoot: root, port: await freePort(), apiUpstream: apiUrl });
  }, 60_000);

  afterAll(async () => {
    await nginx?.stop();
    api?.child.kill('SIGTERM');
    if (api) await api.exited;
    removeFixtureSite(root);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says production, and prints no demo player', () => {
    expect(api?.output()).toContain('(production)');
    expect(api?.output()).not.toContain('demo player');
  });

  it('serves no development route', async () => {
    for (const route of ['/dev/outbox', '/dev/ledger/audit', '/dev/pic-captcha?key=x']) {
      expect((await request(`${apiUrl}${route}`)).status, route).toBe(404);
    }
    expect((await request(`${nginx?.url}/dev/outbox`)).status).toBe(404);
  });

  it('has no demo player: the published login signs nobody in', async () => {
    const body = JSON.stringify({ client_type: LOGIN_TYPE.PHONE, mobile: '9000000001', password: 'demo1234', system_type: 3 });
    const { path: loginPath } = ENDPOINTS.login;
    const answer = await request(`${nginx?.url}${loginPath}`, { method: 'POST', headers: await signedHeaders('POST', loginPath, body, KEYS.india), body });
    const envelope = JSON.parse(answer.text) as { code: number; msg: string };
    expect(envelope.code).toBe(500);
    expect(envelope.msg).not.toMatch(/signature/i);
  });

  it('refuses a call signed with the development key', async () => {
    const { path: settingsPath } = ENDPOINTS.siteSettings;
    const answer = await request(`${nginx?.url}${settingsPath}`, { headers: await signedHeaders('GET', settingsPath, '', developmentSigningKey('india')) });
    expect(JSON.parse(answer.text)).toMatchObject({ code: 500, msg: expect.stringMatching(/signature/i) as unknown });
    // The production key passes.
    const signed = await request(`${nginx?.url}${settingsPath}`, { headers: await signedHeaders('GET', settingsPath, '', KEYS.india) });
    expect(JSON.parse(signed.text)).toMatchObject({ code: 0 });
  });
});
