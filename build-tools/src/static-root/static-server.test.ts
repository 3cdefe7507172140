import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
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

describe('static server', () => {
  let root: string;
  let server: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'static-root-'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>site</title>');
    mkdirSync(path.join(root, 'remotes/mfe-lobby/1.0.0/static/js'), { recursive: true });
    writeFileSync(path.join(root, 'remotes/mfe-lobby/1.0.0/remoteEntry.js'), `var x = ${'"padding";'.repeat(400)}`);
    writeFileSync(path.join(root, 'remotes/mfe-lobby/1.0.0/static/js/12.abcdef0123.js'), 'export {}');
    writeFileSync(path.join(root, 'remotes/mfe-lobby/versions.json'), '{"format":1,"remote":"mfe-lobby","versions":[]}');
    mkdirSync(path.join(root, 'static/js'), { recursive: true });
    writeFileSync(path.join(root, 'static/js/main.0123abcdef.js'), 'export {}');
    server = await createStaticServer({ root });
  });

  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends nginx’s security headers: the CSP (the inline boot style by its hash), frame-ancestors, Referrer-Policy, Permissions-Policy, nosniff', async () => {
    const styled = mkdtempSync(path.join(tmpdir(), 'static-root-'));
    writeFileSync(path.join(styled, 'index.html'), '<!doctype html><style>body{margin:0}</style><title>site</title>');
    const strict = await createStaticServer({ root: styled, securityHeaders: { CSP_GAME_ORIGINS: 'https://games.example.com' } });
    try {
      for (const url of ['/', '/index.html']) {
        const response = await strict.inject({ url });
        const styleHash = `'sha256-${createHash('sha256').update('body{margin:0}').digest('base64')}'`;
        expect(response.headers['content-security-policy']).toBe(
          `default-src 'self'; script-src 'self'; style-src 'self' ${styleHash}; img-src 'self' data: blob:; font-src 'self' data:; media-src 'self'; ` +
            "connect-src 'self'; frame-src 'self' https://games.example.com; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; " +
            "form-action 'self'; frame-ancestors 'self'",
        );
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(response.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), usb=()');
      }
      expect((await strict.inject({ url: '/missing.js' })).headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await strict.close();
      rmSync(styled, { recursive: true, force: true });
    }
  });

  it('serves index.html at / and revalidates it', async () => {
    const response = await server.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>site</title>');
  });

  it('sends remote entries with CORS, compressed, revalidated', async () => {
    // What a browser offers: gzip is what it gets, as from nginx.
    const response = await server.inject({ url: '/remotes/mfe-lobby/1.0.0/remoteEntry.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-cache');
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

  it('sends the API’s answers with nosniff and Referrer-Policy but not the site’s CSP, as nginx’s /api/ does', async () => {
    const response = await server.inject({ url: '/api/wallet?reserve=1' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['content-security-policy']).toBeUndefined();
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

  it('passes the development routes through, and still serves the site', async () => {
    expect((await server.inject({ url: '/dev/outbox?to=1' })).json()).toMatchObject({ path: '/dev/outbox?to=1' });
    expect((await server.inject({ url: '/' })).body).toContain('<title>site</title>');
  });
});
