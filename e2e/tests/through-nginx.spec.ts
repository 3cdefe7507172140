import type { Response } from '@playwright/test';
import { ROUTE_TABLE } from '../../shell/src/app/route-table.ts';
import { REMOTE_ORIGIN } from '../playwright.config.ts';
import { watchCsp } from './csp.ts';
import { expect, test } from './site.ts';

// The composed site served by nginx with the deployment's config (deploy/nginx): the same pages as
// the other suites, now under the production Content-Security-Policy, cache and CORS headers.

const REMOTE_ENTRY = /\/remotes\/(mfe-[a-z]+)\/[^/]+\/remoteEntry\.js$/;

/** The policy as directive → sources. */
function parseCsp(header: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

test('every remote loads through nginx under its CSP, with no violation', async ({ site, page }) => {
  const csp = await watchCsp(page);
  const entries = new Map<string, Response>();
  const chunks: Response[] = [];
  page.on('response', (response) => {
    const remote = REMOTE_ENTRY.exec(response.url())?.[1];
    if (remote) entries.set(remote, response);
    if (/\/static\/js\/[^/]+\.[0-9a-f]{8,}\.js$/.test(response.url())) chunks.push(response);
  });

  await site.signIn();
  const document = await page.goto('/#/');
  const headers = (await document?.allHeaders()) ?? {};
  const policy = parseCsp(headers['content-security-policy']);
  expect(policy.get('script-src')).toEqual(expect.arrayContaining(["'self'", REMOTE_ORIGIN]));
  expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  expect([...policy.values()].flat()).not.toContain("'unsafe-inline'");
  expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toBe('no-cache');

  await site.visitAllRemotes();

  expect([...entries.keys()].sort()).toEqual(['mfe-account', 'mfe-games', 'mfe-lobby', 'mfe-promotions', 'mfe-wallet']);
  for (const [remote, response] of entries) {
    expect(response.status(), remote).toBe(200);
    const entryHeaders = await response.allHeaders();
    expect(entryHeaders['access-control-allow-origin'], remote).toBe('*');
    expect(entryHeaders['cache-control'], remote).toBe('no-cache');
    // Chromium takes br: nginx compresses the entry with brotli as it sends it.
    expect(entryHeaders['content-encoding'], remote).toBe('br');
  }
  expect(chunks.length).toBeGreaterThan(0);
  for (const chunk of chunks) {
    expect((await chunk.allHeaders())['cache-control'], chunk.url()).toBe('public, max-age=31536000, immutable');
  }
  // The first visit's largest file comes as the build's own brotli copy (brotli_static).
  const vendors = chunks.find((chunk) => /\/static\/js\/shared-vendors\.[0-9a-f]+\.js$/.test(chunk.url()));
  expect((await vendors?.allHeaders())?.['content-encoding']).toBe('br');
  expect(await csp.all()).toEqual([]);
});

test.describe('routes through nginx', () => {
  for (const path of ['/Gamedetail', '/activity', '/my', '/news', '/userAgreement', '/__dev__design']) {
    const owner = ROUTE_TABLE.find((route) => route.path === path)?.owner ?? 'unknown';
    test(`${path} renders the page of ${owner} without a CSP violation`, async ({ site, page }) => {
      const csp = await watchCsp(page);
      // The UI kit's showcase serves a tester's preview tab only.
      await site.open(path, path === '/__dev__design' ? await site.previewOfPin('mfe-lobby') : '');
      await expect(site.page$(owner)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await csp.all()).toEqual([]);
    });
  }
});

test.describe('remotes on another origin', () => {
  test('a remote served from an origin the CSP lists loads, with CORS and its integrity', async ({ site, page }) => {
    const csp = await watchCsp(page);
    await site.rewriteRemoteMap((map) => {
      const account = map.remotes['mfe-account'];
      account.entry = new URL(account.entry, REMOTE_ORIGIN).href;
      return map;
    });
    const entry = page.waitForResponse((response) => response.url().startsWith(REMOTE_ORIGIN) && REMOTE_ENTRY.test(response.url()));
    const chunk = page.waitForResponse((response) => response.url().startsWith(`${REMOTE_ORIGIN}/remotes/mfe-account/`) && response.url().includes('/static/'));

    await site.open('/my');
    await expect(site.page$('mfe-account')).toBeVisible();
    expect((await entry).status()).toBe(200);
    expect((await (await entry).allHeaders())['access-control-allow-origin']).toBe('*');
    // The remote's own chunks follow its entry to the other origin.
    expect((await chunk).status()).toBe(200);
    expect(await csp.all()).toEqual([]);
  });

  test('a remote on an origin the CSP does not list is refused, and its area says so', async ({ site, page }) => {
    const csp = await watchCsp(page);
    // Same server, other host name: another origin, and one the policy does not name.
    const unlisted = REMOTE_ORIGIN.replace('127.0.0.1', 'localhost');
    await site.rewriteRemoteMap((map) => {
      const account = map.remotes['mfe-account'];
      account.entry = new URL(account.entry, unlisted).href;
      return map;
    });
    await site.open('/my');
    await expect(page.getByTestId('remote-error.mfe-account')).toBeVisible();
    await expect(page.getByTestId('shell.layout')).toBeVisible();
    await expect.poll(csp.events).toContainEqual(expect.stringMatching(new RegExp(`^script-src(-elem)? blocked ${unlisted}/remotes/mfe-account/`)));
  });
});
