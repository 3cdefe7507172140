import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor, needsCors } from '@casino/build-tools/static-root';
import { inlineSourceHashes, resolveSettings, staticRootHashes } from './nginx-config.ts';
import { findNginx, localVariables, startNginx, testNginxConfig, type RunningNginx } from './run-nginx.ts';
import { FIXTURE_BOOT_STYLE, FIXTURE_FILES, FIXTURE_SECRET, removeFixtureSite, writeFixtureSite } from './testing/fixture-site.ts';
import { freePort, request, startEchoServer, type EchoServer, type EchoedRequest } from './testing/http.ts';

const COMPOSE_FILE = path.join(import.meta.dirname, '..', '..', 'docker-compose.yml');

const SETTINGS = {
  CSP_REMOTE_ORIGINS: 'https://remotes.example.com https://preview.example.net',
  CSP_GAME_ORIGINS: 'https://games.example.org',
  CSP_CONNECT_ORIGINS: 'wss://push.example.com',
  CSP_FRAME_ANCESTORS: "'self' https://partner.example.com",
};

/** A Content-Security-Policy header as directive → sources. */
function parseCsp(header: string | string[] | undefined): Map<string, string[]> {
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

/**
 * The `environment:` of one service in docker-compose.yml, with `${NAME:-default}` taken as if the
 * operator set nothing: what the nginx container's envsubst gets by default.
 */
function composeEnvironment(service: string): Record<string, string> {
  const lines = readFileSync(COMPOSE_FILE, 'utf8').split('\n');
  const start = lines.indexOf(`  ${service}:`);
  expect(start, `service ${service} in docker-compose.yml`).toBeGreaterThan(-1);
  const environment: Record<string, string> = {};
  let inEnvironment = false;
  for (const line of lines.slice(start + 1)) {
    if (/^ {0,2}\S/.test(line)) break;
    if (/^ {4}\S/.test(line)) {
      inEnvironment = line.trim() === 'environment:';
      continue;
    }
    const entry = inEnvironment ? /^ {6}([A-Z][A-Z0-9_]*): (.*)$/.exec(line) : null;
    if (!entry?.[1] || entry[2] === undefined) continue;
    const value = entry[2].replace(/^"(.*)"$/, '$1');
    environment[entry[1]] = value.replace(/\$\{[A-Z0-9_]+:-([^}]*)\}/g, '$1');
  }
  return environment;
}

describe('nginx -t', () => {
  let root = '';
  beforeAll(() => {
    root = writeFixtureSite();
  });
  afterAll(() => removeFixtureSite(root));

  it('finds nginx, or says how to install it', () => {
    expect(() => findNginx('/nowhere/nginx')).toThrow('apt-get install -y nginx');
    expect(findNginx()).toMatch(/nginx$/);
  });

  it('accepts the config of a local run, without warnings', () => {
    const result = testNginxConfig(localVariables({ staticRoot: root, port: 4399, settings: SETTINGS }));
    expect(result.output).toContain('test is successful');
    expect(result.output).not.toContain('[warn]');
    expect(result.ok).toBe(true);
  });

  it('accepts the config the nginx container renders from docker-compose.yml', () => {
    const environment = composeEnvironment('nginx');
    const result = testNginxConfig({ ...environment, ...inlineSourceHashes(String(FIXTURE_FILES['index.html'])) });
    expect(result.output).toContain('test is successful');
    expect(result.siteConfig).toContain('set $casino_api_upstream http://api-server:4330;');
    expect(result.siteConfig).toContain("frame-ancestors 'self'");
    // The compose file sets the same defaults as a local run.
    const { CSP_FRAME_ANCESTORS, PERMISSIONS_POLICY } = resolveSettings({});
    expect(environment).toMatchObject({ CSP_FRAME_ANCESTORS, PERMISSIONS_POLICY });
    // Players reach the registry's beacon listener, never its ops port.
    expect(result.siteConfig).toContain('set $casino_beacon_upstream http://registry:4321;');
    expect(result.siteConfig).not.toContain('registry:4320');
  });

  it('wants local upstreams by IP address, which need no resolver', () => {
    expect(() => localVariables({ staticRoot: root, port: 4399, apiUpstream: 'http://localhost:4330' })).toThrow('IP address');
    expect(localVariables({ staticRoot: root, port: 4399, apiUpstream: 'http://[::1]:4330/' }).API_UPSTREAM).toBe('http://[::1]:4330');
  });

  it('refuses a broken config with nginx\'s message', () => {
    const result = testNginxConfig({ ...localVariables({ staticRoot: root, port: 4399 }), SITE_LISTEN: '127.0.0.1:notaport' });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('invalid port');
  });
});

describe('the site through nginx', () => {
  let root = '';
  let api: EchoServer;
  let beacons: EchoServer;
  let nginx: RunningNginx;
  const get = (urlPath: string, headers: Record<string, string> = {}) => request(`${nginx.url}${urlPath}`, { headers });

  beforeAll(async () => {
    root = writeFixtureSite();
    api = await startEchoServer('api');
    beacons = await startEchoServer('registry beacons');
    nginx = await startNginx({ staticRoot: root, port: await freePort(), apiUpstream: api.url, beaconUpstream: beacons.url, settings: SETTINGS });
  });

  afterAll(async () => {
    await nginx?.stop();
    await api?.close();
    await beacons?.close();
    removeFixtureSite(root);
  });

  it('serves the shell\'s index.html at /, revalidated on every use', async () => {
    const answer = await get('/');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.text).toContain('<title>fixture site</title>');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  const IMMUTABLE = 'public, max-age=31536000, immutable';
  it.each([
    ['/index.html', 'no-cache'],
    ['/favicon.svg', 'no-cache'],
    ['/sw.js', 'no-cache'],
    ['/mf-manifest.json', 'no-cache'],
    ['/brands/hosts.json', 'no-cache'],
    ['/brands/india/remotes.json', 'no-cache'],
    ['/remotes/mfe-lobby/1.0.0/remoteEntry.js', 'no-cache'],
    ['/remotes/mfe-lobby/1.0.0/mf-manifest.json', 'no-cache'],
    ['/remotes/mfe-lobby/versions.json', 'no-cache'],
    ['/static/js/main.a2062fe59c.js', IMMUTABLE],
    ['/static/css/454.6221429e71.css', IMMUTABLE],
    ['/remotes/mfe-lobby/1.0.0/static/js/12.abcdef0123.js', IMMUTABLE],
    ['/remotes/mfe-lobby/1.0.0/static/css/414.0809a15c58.css', IMMUTABLE],
  ])('Cache-Control of %s is %s, as the node static server sends it', async (urlPath, expected) => {
    const answer = await get(urlPath);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(expected);
    expect(cacheControlFor(urlPath)).toBe(expected);
  });

  it.each([
    ['/remotes/mfe-lobby/1.0.0/remoteEntry.js', true],
    ['/remotes/mfe-lobby/1.0.0/mf-manifest.json', true],
    ['/remotes/mfe-lobby/1.0.0/static/js/12.abcdef0123.js', true],
    ['/remotes/mfe-lobby/1.0.0/static/css/414.0809a15c58.css', true],
    ['/brands/india/remotes.json', true],
    ['/remotes/mfe-lobby/versions.json', true],
    ['/brands/hosts.json', true],
    ['/static/js/main.a2062fe59c.js', true],
    ['/static/css/454.6221429e71.css', true],
    ['/index.html', false],
    ['/sw.js', false],
    ['/favicon.svg', false],
  ])('CORS on %s: %s, as the node static server decides', async (urlPath, cors) => {
    const answer = await get(urlPath, { Origin: 'https://shell.example.com' });
    expect(answer.headers['access-control-allow-origin']).toBe(cors ? '*' : undefined);
    expect(needsCors(urlPath)).toBe(cors);
  });

  it('compresses a remote entry with brotli or gzip when asked, and only then', async () => {
    const plain = FIXTURE_FILES['remotes/mfe-lobby/1.0.0/remoteEntry.js'];
    const brotli = await get('/remotes/mfe-lobby/1.0.0/remoteEntry.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString('utf8')).toBe(plain);
    const zipped = await get('/remotes/mfe-lobby/1.0.0/remoteEntry.js', { 'Accept-Encoding': 'gzip, deflate' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(zipped.body.length).toBeLessThan(String(plain).length / 4);
    expect(gunzipSync(zipped.body).toString('utf8')).toBe(plain);

    const unzipped = await get('/remotes/mfe-lobby/1.0.0/remoteEntry.js');
    expect(unzipped.headers['content-encoding']).toBeUndefined();
    expect(unzipped.text).toBe(plain);
  });

  it('leaves files under 1 KiB uncompressed, and sends a build\'s own .br or .gz as is', async () => {
    const small = await get('/brands/india/remotes.json', { 'Accept-Encoding': 'gzip, br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    const precompressed = await get('/static/js/pre.0123456789.js', { 'Accept-Encoding': 'gzip' });
    expect(precompressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(precompressed.body).toString('utf8')).toBe('the pre-compressed file');
    const brotli = await get('/static/js/pre.0123456789.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString('utf8')).toBe('the brotli file');
    // The file's own rules, not those of a `.br` name.
    expect(brotli.headers['cache-control']).toBe(cacheControlFor('static/js/pre.0123456789.js'));
    expect(brotli.headers['content-type']).toMatch(/javascript/);
  });

  it('sends a CSP that allows the configured remotes, game frames and framers, and nothing inline but the boot style', async () => {
    const csp = parseCsp((await get('/')).headers['content-security-policy']);
    const remotes = SETTINGS.CSP_REMOTE_ORIGINS.split(' ');
    expect(csp.get('default-src')).toEqual(["'self'"]);
    for (const directive of ['script-src', 'style-src', 'connect-src', 'img-src', 'font-src']) {
      expect(csp.get(directive), directive).toEqual(expect.arrayContaining(["'self'", ...remotes]));
    }
    expect(csp.get('style-src')).toContain(`'sha256-${createHash('sha256').update(FIXTURE_BOOT_STYLE).digest('base64')}'`);
    expect(csp.get('style-src')).toEqual(["'self'", ...staticRootHashes(root).CSP_STYLE_HASHES.split(' '), ...remotes]);
    expect(csp.get('connect-src')).toContain('wss://push.example.com');
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://games.example.org']);
    expect(csp.get('frame-ancestors')).toEqual(["'self'", 'https://partner.example.com']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    const everySource = [...csp.values()].flat();
    expect(everySource).not.toContain("'unsafe-inline'");
    expect(everySource).not.toContain("'unsafe-eval'");
  });

  it('sends the other security headers on pages, files and errors alike', async () => {
    for (const urlPath of ['/', '/sw.js', '/remotes/mfe-lobby/1.0.0/remoteEntry.js', '/brands/india/remotes.json', '/no/such/file.js']) {
      const { headers } = await get(urlPath);
      expect(headers['x-content-type-options'], urlPath).toBe('nosniff');
      expect(headers['referrer-policy'], urlPath).toBe('strict-origin-when-cross-origin');
    }
  });

  it("sends a document's policies with the page and the service worker's script only: a script or a map ignores them", async () => {
    for (const urlPath of ['/', '/?brand=india', '/index.html', '/sw.js']) {
      const { headers } = await get(urlPath);
      expect(headers['permissions-policy'], urlPath).toBe('camera=(), microphone=(), geolocation=(), usb=()');
      expect(headers['content-security-policy'], urlPath).toContain("frame-ancestors 'self' https://partner.example.com");
    }
    for (const urlPath of ['/remotes/mfe-lobby/1.0.0/remoteEntry.js', '/brands/india/remotes.json', '/no/such/file.js']) {
      const { headers } = await get(urlPath);
      expect(headers['permissions-policy'], urlPath).toBeUndefined();
      expect(headers['content-security-policy'], urlPath).toBeUndefined();
    }
  });

  it('sends HSTS only when the request came over TLS', async () => {
    expect((await get('/')).headers['strict-transport-security']).toBeUndefined();
    expect((await get('/', { 'X-Forwarded-Proto': 'https' })).headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('answers 404 for what is not there, never the page', async () => {
    for (const urlPath of ['/remotes/mfe-lobby/9.9.9/remoteEntry.js', '/brands/atlantis/remotes.json', '/remotes/', '/my']) {
      const answer = await get(urlPath);
      expect(answer.status, urlPath).toBe(404);
      expect(answer.text, urlPath).not.toContain('fixture site');
    }
    // The fixture keeps a file beside the static root: no path may reach it.
    for (const urlPath of ['/../secret.txt', '/%2e%2e/secret.txt', '/static/../../secret.txt']) {
      const answer = await get(urlPath);
      expect([400, 404], urlPath).toContain(answer.status);
      expect(answer.text, urlPath).not.toContain(FIXTURE_SECRET);
    }
  });

  it('proxies /api/ to the api-server with the path, query, body and client address', async () => {
    const answer = await request(`${nginx.url}/api/user/login?lang=en`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"account":"player"}',
    });
    expect(answer.status).toBe(200);
    const echoed = JSON.parse(answer.text) as EchoedRequest;
    expect(echoed).toMatchObject({ upstream: 'api', method: 'POST', url: '/api/user/login?lang=en', body: '{"account":"player"}' });
    expect(echoed.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(echoed.headers['x-forwarded-proto']).toBe('http');
    expect(echoed.headers.host).toBe(new URL(nginx.url).host);
    // The API's own headers pass; the site's policy and cache rules are not stamped on them.
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-security-policy']).toBeUndefined();
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends one Referrer-Policy on an API answer: the api-server’s own when it names one (a game page), else the default', async () => {
    const page = await get('/api/play/launch-token');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect((await get('/api/wallet')).headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('refuses an API body over the API’s 64 KiB in the envelope, before it reaches the api-server', async () => {
    const answer = await request(`${nginx.url}/api/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(answer.status).toBe(413);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(JSON.parse(answer.text)).toEqual({ code: 500, msg: 'Request body is too large (64 KiB at most)', data: null });
    // Under the limit it passes.
    const small = await request(`${nginx.url}/api/user/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ padding: 'x'.repeat(60 * 1024) }) });
    expect(small.status).toBe(200);
  });

  it("passes POST /beacons to the registry's beacon listener with the address nginx saw, not the one a client names", async () => {
    const body = JSON.stringify({ format: 1, brand: 'india' });
    const answer = await request(`${nginx.url}/beacons`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: 'https://india.example.com', 'X-Forwarded-For': '203.0.113.9' },
      body,
    });
    const echoed = JSON.parse(answer.text) as EchoedRequest;
    expect(echoed).toMatchObject({ upstream: 'registry beacons', method: 'POST', url: '/api/beacons', body });
    expect(echoed.headers).toMatchObject({ 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', origin: 'https://india.example.com' });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    // A body no beacon needs is refused before it travels.
    expect((await request(`${nginx.url}/beacons`, { method: 'POST', body: 'x'.repeat(9 * 1024) })).status).toBe(413);
  });

  it("exposes nothing else of the registry: no console or ops API on any host name", async () => {
    expect((await get('/console/', { Host: 'registry.localhost' })).status).toBe(404);
    const api = JSON.parse((await get('/api/brands', { Host: 'registry.localhost' })).text) as EchoedRequest;
    expect(api.upstream).toBe('api');
    expect((await get('/console/')).status).toBe(404);
  });

  it('logs no error while serving (but the oversized body refused on purpose)', () => {
    const errors = nginx
      .errorLog()
      .split('\n')
      .filter((line) => /\[(emerg|alert|crit|error)\]/.test(line) && !line.includes('client intended to send too large body'));
    expect(errors).toEqual([]);
  });
});

describe('startNginx', () => {
  let root = '';
  beforeAll(() => {
    root = writeFixtureSite();
  });
  afterAll(() => removeFixtureSite(root));

  it('says why when nginx cannot listen', async () => {
    const first = await startNginx({ staticRoot: root, port: await freePort() });
    try {
      const port = Number(new URL(first.url).port);
      await expect(startNginx({ staticRoot: root, port })).rejects.toThrow(/Address already in use/);
    } finally {
      await first.stop();
    }
  });

  it('stops nginx and removes its folder', async () => {
    const running = await startNginx({ staticRoot: root, port: await freePort() });
    expect((await request(`${running.url}/`)).status).toBe(200);
    await running.stop();
    await expect(request(`${running.url}/`)).rejects.toThrow(/ECONNREFUSED/);
    expect(() => readFileSync(path.join(running.dir, 'nginx.conf'))).toThrow();
  });
});
