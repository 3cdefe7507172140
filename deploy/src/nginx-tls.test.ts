// The site's TLS (deploy/nginx/tls/casino-tls.conf.template) with Debian's nginx and a self-signed
// certificate made here with openssl: HTTPS with HSTS, plain HTTP redirected to it but for ACME's
// challenge, only TLS 1.2 and 1.3 with forward-secret AEAD suites.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineSourceHashes } from './nginx-config.ts';
import { localTlsVariables, startNginx, testNginxConfig, type RunningNginx } from './run-nginx.ts';
import { serviceEnvironment } from './testing/compose.ts';
import { FIXTURE_FILES, removeFixtureSite, writeFixtureSite } from './testing/fixture-site.ts';
import { freePort, request, startEchoServer, type EchoServer, type EchoedRequest } from './testing/http.ts';

interface TlsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  protocol: string | null;
  cipher: string;
}

/** One HTTPS request that trusts `ca` (the self-signed certificate) alone. */
function httpsGet(url: string, ca: string): Promise<TlsAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = https.get(url, { ca, agent: false }, (response) => {
      const socket = response.socket as tls.TLSSocket;
      const protocol = socket.getProtocol();
      const cipher = socket.getCipher().standardName;
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text, protocol, cipher }));
    });
    outgoing.on('error', reject);
  });
}

/** A TLS handshake limited to `options`: the protocol it agreed on, or the error. */
function handshake(port: number, ca: string, options: tls.ConnectionOptions): Promise<string> {
  return new Promise((resolve) => {
    const socket = tls.connect({ host: '127.0.0.1', port, ca, servername: 'localhost', ...options }, () => {
      resolve(socket.getProtocol() ?? 'none');
      socket.end();
    });
    socket.once('error', (error) => resolve(`refused: ${error.message}`));
  });
}

describe('nginx with TLS', () => {
  let work: string;
  let root: string;
  let certificate: string;
  let key: string;
  let ca: string;
  let api: EchoServer;
  let nginx: RunningNginx;
  let httpsPort: number;

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'nginx-tls-'));
    certificate = path.join(work, 'fullchain.pem');
    key = path.join(work, 'privkey.pem');
    // A self-signed certificate for localhost and 127.0.0.1, as a test stands in for certbot's.
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        certificate,
      ],
      { stdio: 'pipe' },
    );
    ca = readFileSync(certificate, 'utf8');
    const acme = path.join(work, 'acme');
    mkdirSync(path.join(acme, '.well-known', 'acme-challenge'), { recursive: true });
    writeFileSync(path.join(acme, '.well-known', 'acme-challenge', 'token-1'), 'token-1.thumbprint');
    root = writeFixtureSite();
    api = await startEchoServer('api');
    httpsPort = await freePort();
    nginx = await startNginx({ staticRoot: root, port: await freePort(), apiUpstream: api.url, tls: { port: httpsPort, certificate, key }, acmeWebroot: acme });
  }, 60_000);

  afterAll(async () => {
    await nginx?.stop();
    await api?.close();
    if (root) removeFixtureSite(root);
    rmSync(work, { recursive: true, force: true });
  });

  it('serves the site over HTTPS with HSTS and the site headers', async () => {
    const page = await httpsGet(`${nginx.httpsUrl ?? ''}/`, ca);
    expect(page.status).toBe(200);
    expect(page.text).toBe(String(FIXTURE_FILES['index.html']));
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.protocol).toBe('TLSv1.3');
  });

  it('tells the api-server the request came over HTTPS, with HSTS on its answers', async () => {
    const answer = await httpsGet(`${nginx.httpsUrl ?? ''}/api/user/info`, ca);
    expect(answer.status).toBe(200);
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000');
    expect((JSON.parse(answer.text) as EchoedRequest).headers['x-forwarded-proto']).toBe('https');
  });

  it('redirects plain HTTP to HTTPS, path and query kept, with no HSTS there', async () => {
    const answer = await request(`${nginx.url}/brands/hosts.json?x=1`, { headers: { Host: 'india.casino.example' } });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`https://india.casino.example:${httpsPort}/brands/hosts.json?x=1`);
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    // The API too: nothing reaches it over plain HTTP.
    const apiAnswer = await request(`${nginx.url}/api/user/info`);
    expect(apiAnswer.status).toBe(301);
    expect(apiAnswer.text).not.toContain('x-forwarded-proto');
  });

  it("answers ACME's HTTP-01 challenge over plain HTTP, from its webroot", async () => {
    const answer = await request(`${nginx.url}/.well-known/acme-challenge/token-1`);
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('token-1.thumbprint');
    expect((await request(`${nginx.url}/.well-known/acme-challenge/missing`)).status).toBe(404);
  });

  it('speaks TLS 1.2 and 1.3 with forward-secret AEAD suites only', async () => {
    expect(await handshake(httpsPort, ca, { minVersion: 'TLSv1.3' })).toBe('TLSv1.3');
    expect(await handshake(httpsPort, ca, { maxVersion: 'TLSv1.2', ciphers: 'ECDHE-ECDSA-AES128-GCM-SHA256' })).toBe('TLSv1.2');
    // Older protocols, and on 1.2 suites without forward secrecy or with CBC, are refused.
    expect(await handshake(httpsPort, ca, { minVersion: 'TLSv1', maxVersion: 'TLSv1.1', ciphers: 'DEFAULT:@SECLEVEL=0' })).toMatch(/^refused/);
    expect(await handshake(httpsPort, ca, { maxVersion: 'TLSv1.2', ciphers: 'ECDHE-ECDSA-AES128-SHA256:ECDHE-ECDSA-AES128-SHA' })).toMatch(/^refused/);
    expect(await handshake(httpsPort, ca, { maxVersion: 'TLSv1.2', ciphers: 'AES128-GCM-SHA256' })).toMatch(/^refused/);
  });

  it('accepts the TLS config the nginx container renders from docker-compose.yml', () => {
    const environment = serviceEnvironment('nginx', { API_SIGNING_KEYS: 'x', TLS_CERTIFICATE: certificate, TLS_CERTIFICATE_KEY: key });
    const result = testNginxConfig({ ...environment, ...inlineSourceHashes(String(FIXTURE_FILES['index.html'])) }, undefined, environment);
    expect(result.output).toContain('test is successful');
    expect(result.output).not.toContain('[warn]');
    // The local run's TLS variables are the compose file's.
    expect(Object.keys(localTlsVariables({ port: 1, certificate, key })).every((name) => name in environment)).toBe(true);
  });
});
