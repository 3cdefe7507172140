import { ROUTE_TABLE } from '../../shell/src/app/route-table.ts';
import { expect, test } from './site.ts';

test.describe('routes', () => {
  for (const { path, owner } of ROUTE_TABLE) {
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
