import { expect, test } from './site.ts';

const GAMES_ENTRY = '**/remotes/mfe-games/*/remoteEntry.js';

test.describe('a remote that fails stays in its area', () => {
  test('an entry that cannot be fetched shows the panel; retry recovers once it is back', async ({ site, page }) => {
    await page.route(GAMES_ENTRY, (route) => route.abort('connectionrefused'));
    await site.signIn();
    await site.open('/game');

    const panel = page.getByTestId('remote-error.mfe-games');
    await expect(panel).toBeVisible();
    // Its server refuses while the site answers: the section is not there, the connection is fine.
    await expect(panel).toHaveAttribute('data-reason', 'missing');

    // The shell and the other remotes keep working.
    await page.getByTestId('nav.account').click();
    await expect(site.page$('mfe-account')).toBeVisible();
    await page.getByTestId('shell.deposit-button').click();
    await expect(page.getByTestId('dialog.wallet.deposit')).toBeVisible();
    await page.getByTestId('dialog.wallet.deposit').getByRole('button', { name: 'Close' }).click();

    // Still down: retry shows the panel again.
    await page.getByTestId('nav.games').click();
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(panel).toBeVisible();

    // Back up: retry loads it.
    await page.unroute(GAMES_ENTRY);
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(site.page$('mfe-games')).toBeVisible();
    await expect(panel).toBeHidden();
  });

  test('a remote that throws while rendering is contained, and retry renders it again', async ({ site, page }) => {
    await site.replaceRemote('mfe-games', 'remote-throws');
    await site.open('/game');

    const panel = page.getByTestId('remote-error.mfe-games');
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('data-reason', 'crashed');
    await expect(page.getByTestId('shell.layout')).toBeVisible();

    await page.getByTestId('nav.lobby').click();
    await expect(site.page$('mfe-lobby')).toBeVisible();
    await page.getByTestId('nav.games').click();
    await expect(panel).toBeVisible();

    await page.evaluate(() => {
      window.__fixtureShouldThrow = false;
    });
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Recovered' })).toBeVisible();
  });

  test('an entry that fails loads the last-known-good fallback from the map', async ({ site, page }) => {
    await site.rewriteRemoteMap((map) => {
      const good = map.remotes['mfe-account'];
      map.remotes['mfe-account'] = {
        version: '9.9.9',
        entry: '/remotes/mfe-account/9.9.9/remoteEntry.js',
        fallback: { version: good.version, entry: good.entry, integrity: good.integrity },
      };
      return map;
    });
    await site.open('/my');
    await expect(site.page$('mfe-account')).toBeVisible();
    await expect(page.getByTestId('remote-error.mfe-account')).toHaveCount(0);
  });

  test('an entry whose integrity does not match never runs', async ({ site, page }) => {
    const ran: string[] = [];
    page.on('console', (message) => ran.push(message.text()));
    await site.rewriteRemoteMap((map) => {
      map.remotes['mfe-account'].integrity = `sha384-${'A'.repeat(64)}`;
      return map;
    });
    await site.open('/my');
    const panel = page.getByTestId('remote-error.mfe-account');
    await expect(panel).toBeVisible();
    await expect(site.page$('mfe-account')).toHaveCount(0);
    // The entry is there but is not the file the map names: a release being replaced, not the player's connection.
    await expect(panel).toHaveAttribute('data-reason', 'updating');
    await expect(panel).toContainText('This section is being updated. Please try again in a moment.');
    expect(ran.some((text) => text.includes('integrity'))).toBe(true);
  });
});

test.describe('a brand map that cannot be used', () => {
  test('a malformed map gives a clear error page, not a blank one', async ({ site, page }) => {
    await site.rewriteRemoteMap((map) => {
      const { 'mfe-wallet': _dropped, ...others } = map.remotes;
      return { ...map, remotes: { ...others, 'mfe-lobby': { version: 'latest', entry: 'lobby.js' } } };
    });
    await site.open('/');
    const error = page.getByTestId('startup-error');
    await expect(error).toBeVisible();
    await expect(error.getByRole('heading', { name: 'The site could not start' })).toBeVisible();
    const problems = page.getByTestId('startup-error.problems');
    await expect(error).toContainText('brands/india/remotes.json');
    await expect(problems).toContainText('remotes.mfe-lobby.version');
    await expect(problems).toContainText('remotes.mfe-lobby.entry');
    await expect(problems).toContainText('remotes.mfe-wallet');
  });

  test('a map that is not JSON is reported as such', async ({ site, page }) => {
    await page.route('**/brands/india/remotes.json', (route) => route.fulfill({ body: '{"format": 1,', contentType: 'application/json' }));
    await site.open('/');
    await expect(page.getByTestId('startup-error.problems')).toContainText('not JSON');
  });

  test('an unknown brand says it has no map', async ({ site, page }) => {
    await site.open('/', '?brand=atlantis');
    await expect(page.getByTestId('startup-error.problems')).toContainText('brand "atlantis" has no remote map');
  });
});
