import { ROUTE_TABLE } from '../../shell/src/app/route-table.ts';
import { expect, test } from './site.ts';

const DESIGN_PATH = '/__dev__design';

test.describe('routes', () => {
  // The UI kit's showcase is for developers and testers: its own tests are below.
  for (const { path, owner } of ROUTE_TABLE.filter((route) => route.path !== DESIGN_PATH)) {
    test(`${path} renders the page of ${owner}`, async ({ site, page }) => {
      await site.open(path);
      await expect(site.page$(owner)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(new URL(page.url()).hash).toBe(`#${path}`);
    });
  }

  test('paths are case-sensitive: /gamedetail is not /Gamedetail', async ({ site, page }) => {
    await site.open('/Gamedetail');
    await expect(site.page$('mfe-games')).toBeVisible();
    await site.open('/gamedetail');
    await expect(page).toHaveURL(/#\/404$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('a player at the UI kit’s showcase (/__dev__design) gets the 404 page', async ({ site, page }) => {
    await site.open(DESIGN_PATH);
    await expect(page).toHaveURL(/#\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByTestId('design.themes')).toHaveCount(0);
  });

  test('a tester’s preview tab gets the UI kit’s showcase', async ({ site, page }) => {
    await site.open(DESIGN_PATH, await site.previewOfPin('mfe-lobby'));
    await expect(page.getByRole('heading', { level: 1, name: 'Design' })).toBeVisible();
    await expect(page.getByTestId('design.themes')).toBeVisible();
    expect(new URL(page.url()).hash).toBe(`#${DESIGN_PATH}`);
    // Leaving the preview ends it: the page is the players' 404 again.
    await page.getByTestId('shell.preview-banner').getByRole('button', { name: 'Leave preview' }).click();
    await expect(page).toHaveURL(/#\/404$/);
  });

  test('an unknown path lands on /404', async ({ site, page }) => {
    await site.open('/no/such/page');
    await expect(page).toHaveURL(/#\/404$/);
    await expect(site.page$('shell')).toBeVisible();
  });

  test('navigating inside the site keeps one history across remotes', async ({ site, page }) => {
    await site.open('/');
    await expect(site.page$('mfe-lobby')).toBeVisible();
    await page.getByTestId('nav.account').click();
    await expect(site.page$('mfe-account')).toBeVisible();
    await page.getByTestId('nav.games').click();
    await expect(site.page$('mfe-games')).toBeVisible();
    await page.goBack();
    await expect(site.page$('mfe-account')).toBeVisible();
    await page.goBack();
    await expect(site.page$('mfe-lobby')).toBeVisible();
  });

  test('another brand loads its own remote map', async ({ site, page }) => {
    const mapRequest = page.waitForRequest('**/brands/brasil/remotes.json');
    await site.open('/my', '?brand=brasil');
    await mapRequest;
    await expect(page.getByTestId('shell.layout')).toHaveAttribute('data-brand', 'brasil');
    await expect(site.page$('mfe-account')).toBeVisible();
  });
});
