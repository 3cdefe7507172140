import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import type { RemoteMap, RemoteMapEntry, RemoteVersions } from '@casino/shared-kernel/remote-map';
import { expect, test, type Site } from './site.ts';

/** The version of mfe-account the test's map pins, broken in one way per test; the real build is its last-known-good. */
const PINNED = '9.9.9';
const PINNED_ENTRY = `/remotes/mfe-account/${PINNED}/remoteEntry.js`;
const BROKEN_DIR = path.join(import.meta.dirname, '..', 'fixtures', 'broken-entries');

type BrokenEntry = 'throws-while-running' | 'no-container' | 'init-throws' | 'get-throws' | 'needs-other-react';

/** Answers the pinned entry's requests with one of `fixtures/broken-entries/`. */
const serveBroken = (entry: BrokenEntry) => (route: Route) =>
  route.fulfill({ body: readFileSync(path.join(BROKEN_DIR, `${entry}.js`), 'utf8'), contentType: 'text/javascript' });

interface Pin {
  /** How the pinned entry's requests are answered. */
  serve: (route: Route) => Promise<void>;
  /** Whether the map keeps the real build as the last-known-good. */
  fallback: boolean;
  integrity?: string;
}

/** Pins the broken version of mfe-account on india's map; resolves to the last-known-good's version once the page has read the map. */
async function pinAccount(site: Site, page: Page, { serve, fallback, integrity }: Pin) {
  let lastKnownGood = '';
  await page.route(`**${PINNED_ENTRY}`, serve);
  await site.rewriteRemoteMap((map) => {
    const good = map.remotes['mfe-account'];
    lastKnownGood = good.version;
    const pinned: RemoteMapEntry = { version: PINNED, entry: PINNED_ENTRY, ...(integrity ? { integrity } : {}) };
    if (fallback) pinned.fallback = { version: good.version, entry: good.entry, ...(good.integrity ? { integrity: good.integrity } : {}) };
    map.remotes['mfe-account'] = pinned;
    return map;
  });
  return () => lastKnownGood;
}

const accountArea = (page: Page) => page.getByTestId('remote-area.mfe-account.app');
const accountPanel = (page: Page) => page.getByTestId('remote-error.mfe-account');

test.describe('a pinned version that fails runs the last-known-good', () => {
  const cases: [string, Pin['serve'], string?][] = [
    ['its entry cannot be reached', (route) => route.abort('connectionrefused')],
    ['its entry is not found (404)', (route) => route.fulfill({ status: 404, body: 'Not found' })],
    [
      'its entry is not the file the registry recorded (integrity)',
      (route) => route.fulfill({ body: 'console.log("tampered")', contentType: 'text/javascript' }),
      `sha384-${'A'.repeat(64)}`,
    ],
    ['its entry throws while running', serveBroken('throws-while-running')],
    ['its entry defines no container', serveBroken('no-container')],
    ['its init throws', serveBroken('init-throws')],
    ['its get throws', serveBroken('get-throws')],
    ['it needs a shared React the shell does not give', serveBroken('needs-other-react')],
  ];
  for (const [what, serve, integrity] of cases) {
    test(`when ${what}`, async ({ site, page }) => {
      const lastKnownGood = await pinAccount(site, page, { serve, fallback: true, ...(integrity ? { integrity } : {}) });
      await site.open('/my');
      await expect(site.page$('mfe-account')).toBeVisible();
      await expect(accountArea(page)).toHaveAttribute('data-version', lastKnownGood());
      await expect(accountPanel(page)).toHaveCount(0);
    });
  }
});

test('a previewed version whose entry throws while running falls back to the brand’s pin', async ({ site, page }) => {
  const previewed = '9.9.9-rc.1';
  const entry = `/remotes/mfe-account/${previewed}/remoteEntry.js`;
  const body = readFileSync(path.join(BROKEN_DIR, 'throws-while-running.js'));
  // The registry's index lists it with its real hash: the browser runs it, and it throws.
  await page.route('**/remotes/mfe-account/versions.json', async (route) => {
    const response = await route.fetch();
    const index = (await response.json()) as RemoteVersions;
    const integrity = `sha384-${createHash('sha384').update(body).digest('base64')}`;
    index.versions.unshift({ version: previewed, entry, integrity });
    await route.fulfill({ response, json: index });
  });
  await page.route(`**${entry}`, (route) => route.fulfill({ body, contentType: 'text/javascript' }));
  const map = (await (await page.request.get('/brands/india/remotes.json')).json()) as RemoteMap;
  await site.open('/my', `?mf-preview=mfe-account@${previewed}`);
  await expect(site.page$('mfe-account')).toBeVisible();
  await expect(accountArea(page)).toHaveAttribute('data-version', map.remotes['mfe-account'].version);
  await expect(accountPanel(page)).toHaveCount(0);
});

test.describe('with nothing to fall back to, the area says what happened in the player’s words', () => {
  const NOT_THERE = 'This section is not available right now. Please try again later.';
  const FAILED_TO_START = 'This section failed to start. Please try again later.';
  const CHECK_CONNECTION = 'This section could not be loaded. Check your connection and try again.';

  test('an entry that is not found is not there, not the player’s connection', async ({ site, page }) => {
    await pinAccount(site, page, { serve: (route) => route.fulfill({ status: 404, body: 'Not found' }), fallback: false });
    await site.open('/my');
    await expect(accountPanel(page)).toHaveAttribute('data-reason', 'missing');
    await expect(accountPanel(page)).toContainText(NOT_THERE);
  });

  test('an entry whose server refuses while the site answers is not there either', async ({ site, page }) => {
    await pinAccount(site, page, { serve: (route) => route.abort('connectionrefused'), fallback: false });
    await site.open('/my');
    await expect(accountPanel(page)).toHaveAttribute('data-reason', 'missing');
    await expect(accountPanel(page)).toContainText(NOT_THERE);
  });

  test('a player who goes offline is told to check the connection', async ({ site, page, context }) => {
    await site.open('/');
    await expect(site.page$('mfe-lobby')).toBeVisible();
    await context.setOffline(true);
    await page.getByTestId('nav.games').click();
    const panel = page.getByTestId('remote-error.mfe-games');
    await expect(panel).toHaveAttribute('data-reason', 'unavailable');
    await expect(panel).toContainText(CHECK_CONNECTION);
    await context.setOffline(false);
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(site.page$('mfe-games')).toBeVisible();
  });

  for (const broken of ['throws-while-running', 'no-container', 'init-throws', 'get-throws', 'needs-other-react'] as const) {
    test(`a version that fails to start (${broken}) says so`, async ({ site, page }) => {
      await pinAccount(site, page, { serve: serveBroken(broken), fallback: false });
      await site.open('/my');
      await expect(accountPanel(page)).toHaveAttribute('data-reason', 'start-failed');
      await expect(accountPanel(page)).toContainText(FAILED_TO_START);
      await expect(page.getByTestId('shell.layout')).toBeVisible();
    });
  }

  test('Retry after a failure to start loads the pinned version again, once it is fixed', async ({ site, page }) => {
    let fixed = false;
    const lastKnownGood = await pinAccount(site, page, { serve: serveBroken('init-throws'), fallback: false });
    // Once fixed, the pinned version's folder serves the real build (its chunks load beside its entry).
    await page.route(`**/remotes/mfe-account/${PINNED}/**`, async (route) => {
      if (!fixed) return route.fallback();
      const response = await route.fetch({ url: route.request().url().replace(`/${PINNED}/`, `/${lastKnownGood()}/`) });
      return route.fulfill({ response });
    });
    await site.open('/my');
    await expect(accountPanel(page)).toHaveAttribute('data-reason', 'start-failed');
    fixed = true;
    await accountPanel(page).getByRole('button', { name: 'Retry' }).click();
    await expect(site.page$('mfe-account')).toBeVisible();
    await expect(accountArea(page)).toHaveAttribute('data-version', PINNED);
  });
});
