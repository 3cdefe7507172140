import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { DOCUMENT_SECURITY_HEADERS, SITE_SECURITY_HEADERS, inlineSourceHashes, renderHeader, resolveSecuritySettings } from './security-headers.ts';
import { cacheControlFor, createStaticServer } from './static-server.ts';

describe('cache rules', () => {
  it.each([
    ['index.html', 'no-cache'],
    ['brands/india/remotes.json', 'no-cache'],
    ['remotes/mfe-lobby/1.0.0/remoteEntry.js', 'no-cache'],
    ['remotes/mfe-lobby/1.0.0/mf-manifest.json', 'no-cache'],
    ['remotes/mfe-lobby/versions.json', 'no-cache'],
    ['sw.js', 'no-cache'],
    ['favicon.svg', 'no-cache'],
    ['static/js/main.a2062fe59c.js', 'public, max-age=31536000, immutable'],
    ['remotes/mfe-lobby/1.0.0/static/css/414.0809a15c58.css', 'public, max-age=31536000, immutable'],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});

/** A chunk large enough to be worth compressing (the servers' threshold is 1 KiB). */
const CHUNK = `export const words = [${'"compressible", '.repeat(100)}];`;

/** A shell page with an inline boot style, as the real one has. */
const INDEX_HTML = '<!doctype html><title>site</title><style>body{margin:0}</style>';

describe('static server', () => {
  let root: string;
  let server: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'static-root-'));
    writeFileSync(path.join(root, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(root, 'sw.js'), "self.addEventListener('fetch', () => undefined);");
    mkdirSync(path.join(root, 'remotes/mfe-lobby/1.0.0/static/js'), { recursive: true });
    writeFileSync(path.join(root, 'remotes/mfe-lobby/1.0.0/remoteEntry.js'), `var x = ${'"padding";'.repeat(400)}`);
    writeFileSync(path.join(root, 'remotes/mfe-lobby/1.0.0/static/js/12.abcdef0123.js'), 'export {}');
    writeFileSync(path.join(root, 'remotes/mfe-lobby/versions.json'), '{"format":1,"remote":"mfe-lobby","versions":[]}');
    mkdirSync(path.join(root, 'static/js'), { recursive: true });
    writeFileSync(path.join(root, 'static/js/main.0123abcdef.js'), 'export {}');
    // A chunk with its brotli copy beside it, as the build writes them. The copy says something else
    // than the file, so the test can tell which one was sent.
    writeFileSync(path.join(root, 'static/js/start.0123abcdef.js'), CHUNK);
    writeFileSync(path.join(root, 'static/js/start.0123abcdef.js.br'), brotliCompressSync(`${CHUNK}/*from the .br*/`));
    server = await createStaticServer({ root });
  });

  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves index.html at / and revalidates it', async () => {
    const response = await server.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>site</title>');
  });

  it('sends remote entries with CORS, compressed, revalidated', async () => {
    // What Chromium offers: brotli is what it gets, as from nginx; no zstd, which nginx does not send.
    const response = await server.inject({ url: '/remotes/mfe-lobby/1.0.0/remoteEntry.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toMatch(/^var x = "padding";/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const gzipOnly = await server.inject({ url: '/remotes/mfe-lobby/1.0.0/remoteEntry.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
  });

  it("sends a chunk's brotli copy to a browser that takes br, with the chunk's own type, cache and CORS rules", async () => {
    const response = await server.inject({ url: '/static/js/start.0123abcdef.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(`${CHUNK}/*from the .br*/`);
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
  });

  it('sends the chunk itself, compressed at request time, to a browser that does not take br', async () => {
    const response = await server.inject({ url: '/static/js/start.0123abcdef.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(CHUNK);
    const plain = await server.inject({ url: '/static/js/start.0123abcdef.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.body).toBe(CHUNK);
  });

  it('caches content-hashed chunks for ever, and sends them with CORS (they load with integrity + crossorigin)', async () => {
    const response = await server.inject({ url: '/remotes/mfe-lobby/1.0.0/static/js/12.abcdef0123.js' });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const shellChunk = await server.inject({ url: '/static/js/main.0123abcdef.js' });
    expect(shellChunk.statusCode).toBe(200);
    expect(shellChunk.headers['access-control-allow-origin']).toBe('*');
  });

  it('sends a versions index with CORS, revalidated', async () => {
    const response = await server.inject({ url: '/remotes/mfe-lobby/versions.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends the page itself without CORS: nothing cross-origin needs it', async () => {
    expect((await server.inject({ url: '/' })).headers['access-control-allow-origin']).toBeUndefined();
  });

  it("sends production's security headers on the page, on files and on a 404, from the one definition nginx's template carries", async () => {
    // The values nginx renders with the default settings and this index.html's inline hashes.
    const variables = { ...resolveSecuritySettings({}), ...inlineSourceHashes(INDEX_HTML) };
    for (const url of ['/', '/index.html?brand=india', '/sw.js', '/remotes/mfe-lobby/1.0.0/remoteEntry.js', '/static/js/main.0123abcdef.js', '/nothing-here.js']) {
      const response = await server.inject({ url });
      for (const [name, template] of SITE_SECURITY_HEADERS)
        expect(response.headers[name.toLowerCase()], `${url} ${name}`).toBe(renderHeader(template, variables));
    }
    // A document's policies go with documents and the service worker's script, which use them, and
    // nothing else: a script or a map ignores them.
    for (const url of ['/', '/index.html?brand=india', '/sw.js']) {
      const response = await server.inject({ url });
      for (const [name, template] of DOCUMENT_SECURITY_HEADERS)
        expect(response.headers[name.toLowerCase()], `${url} ${name}`).toBe(renderHeader(template, variables));
    }
    for (const url of ['/remotes/mfe-lobby/1.0.0/remoteEntry.js', '/static/js/main.0123abcdef.js', '/remotes/mfe-lobby/versions.json', '/nothing-here.js']) {
      const response = await server.inject({ url });
      for (const [name] of DOCUMENT_SECURITY_HEADERS) expect(response.headers[name.toLowerCase()], `${url} ${name}`).toBeUndefined();
    }
    const page = await server.inject({ url: '/' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['content-security-policy']).toContain(`style-src 'self' ${inlineSourceHashes(INDEX_HTML).CSP_STYLE_HASHES}`);
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), usb=()');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('follows a rebuilt index.html: the new inline hash is allowed at once', async () => {
    const rebuilt = '<!doctype html><title>site</title><style>body{margin:1px}</style>';
    writeFileSync(path.join(root, 'index.html'), rebuilt);
    try {
      expect((await server.inject({ url: '/' })).headers['content-security-policy']).toContain(inlineSourceHashes(rebuilt).CSP_STYLE_HASHES);
    } finally {
      writeFileSync(path.join(root, 'index.html'), INDEX_HTML);
    }
  });

  it('takes the CSP settings as nginx does, and refuses one that would break the header', async () => {
    const other = await createStaticServer({ root, securitySettings: { CSP_REMOTE_ORIGINS: 'https://cdn.example.com', CSP_FRAME_ANCESTORS: "'none'" } });
    try {
      const policy = (await other.inject({ url: '/' })).headers['content-security-policy'];
      expect(policy).toContain("script-src 'self'  https://cdn.example.com;");
      expect(policy).toContain("frame-ancestors 'none'");
    } finally {
      await other.close();
    }
    await expect(createStaticServer({ root, securitySettings: { CSP_REMOTE_ORIGINS: "https://x.example; script-src 'unsafe-inline'" } })).rejects.toThrow(
      /may not contain/,
    );
  });

  it('answers 404 for a file that is not there, and does not leave the root', async () => {
    expect((await server.inject({ url: '/remotes/mfe-lobby/9.9.9/remoteEntry.js' })).statusCode).toBe(404);
    expect((await server.inject({ url: '/../package.json' })).statusCode).toBe(404);
  });
});

describe('static server in front of the api-server', () => {
  let root: string;
  let upstream: FastifyInstance;
  let server: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'static-root-'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>site</title>');
    // Stands for the api-server: echoes what reached it.
    upstream = Fastify();
    upstream.all('/*', async (request) => ({ path: request.url, host: request.headers.host, body: request.body ?? null }));
    // Stands for a game page, which names its own policy.
    upstream.get('/api/play/:token', async (_request, reply) => reply.header('Referrer-Policy', 'no-referrer').send({ page: true }));
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    const address = upstream.server.address();
    if (address === null || typeof address === 'string') throw new Error('upstream has no port');
    server = await createStaticServer({ root, apiUpstream: `http://127.0.0.1:${address.port}` });
  });

  afterAll(async () => {
    await server.close();
    await upstream.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('passes /api/ calls through with their query, body and host name (the brand), as nginx does', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/api/user/login?x=1',
      headers: { host: 'brasil.localhost:8080', 'content-type': 'application/json' },
      payload: { mobile: '5511900000001' },
    });
    expect(response.json()).toEqual({ path: '/api/user/login?x=1', host: 'brasil.localhost:8080', body: { mobile: '5511900000001' } });
  });

  it('refuses an API body over 64 KiB in the envelope, and passes one under it', async () => {
    const big = await server.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ code: 500, msg: 'Request body is too large (64 KiB at most)', data: null });
    const small = await server.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(60 * 1024) }),
    });
    expect(small.statusCode).toBe(200);
  });

  it('refuses a chunked API body over 64 KiB in the envelope too (no length announced), and passes a small one', async () => {
    const address = await server.listen({ port: 0, host: '127.0.0.1' });
    const post = (size: number) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = httpRequest(`${address}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } });
        request.on('response', (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        });
        // The server answers before the whole body is sent and closes, as nginx does: the rest of the writes fail.
        request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
        const text = JSON.stringify({ padding: 'x'.repeat(size) });
        for (let at = 0; at < text.length; at += 16 * 1024) request.write(text.slice(at, at + 16 * 1024));
        request.end();
      });
    for (const size of [1024 * 1024, 3 * 1024 * 1024, 100 * 1024]) {
      const big = await post(size);
      expect(big.status, `${size} bytes`).toBe(413);
      expect(JSON.parse(big.body)).toEqual({ code: 500, msg: 'Request body is too large (64 KiB at most)', data: null });
    }
    const small = await post(1024);
    expect(small.status).toBe(200);
    expect(JSON.parse(small.body)).toMatchObject({ path: '/api/user/login', body: { padding: 'x'.repeat(1024) } });
  });

  it("gives the API's answers the headers every answer needs, not the site's policy", async () => {
    const response = await server.inject({ url: '/api/game/page' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['content-security-policy']).toBeUndefined();
    // A game page's own Referrer-Policy stands: the launch token in its URL reaches no Referer.
    expect((await server.inject({ url: '/api/play/launch-token' })).headers['referrer-policy']).toBe('no-referrer');
  });

  it('passes the development routes through, and still serves the site', async () => {
    expect((await server.inject({ url: '/dev/outbox?to=1' })).json()).toMatchObject({ path: '/dev/outbox?to=1' });
    expect((await server.inject({ url: '/' })).body).toContain('<title>site</title>');
  });
});
