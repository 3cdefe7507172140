import { expect, test } from './site.ts';

declare global {
  interface Window {
    __dashboardNode?: Element | null;
  }
}

// A short phone screen: the Dashboard is taller than the window, so it has a scroll to keep.
test.use({ viewport: { width: 390, height: 420 } });

test('the Dashboard is kept alive: a round trip to another remote keeps its page, its scroll, and fetches nothing again', async ({ site, page }) => {
  await site.open('/');
  const dashboard = page.getByTestId('shell.dashboard');
  await expect(dashboard.getByTestId('remote-area.mfe-lobby.app')).toHaveAttribute('data-status', 'ready');

  const scrolled = await page.evaluate(() => {
    window.__dashboardNode = document.querySelector('[data-testid="shell.dashboard"] [data-testid="remote-area.mfe-lobby.app"] > *');
    window.scrollTo(0, Math.min(240, document.documentElement.scrollHeight - window.innerHeight));
    return window.scrollY;
  });
  expect(scrolled).toBeGreaterThan(0);
  // The scroll listener records the position on the next frame.
  await page.evaluate(() => new Promise(requestAnimationFrame));

  await page.getByTestId('nav.promotions').click();
  await expect(site.page$('mfe-promotions')).toBeVisible();
  await expect(dashboard).toBeHidden();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  const lobbyCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(index|preload)\b/.test(request.url())) lobbyCalls.push(request.url());
  });
  await page.goBack();
  await expect(dashboard).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  // The very same elements: the lobby was not mounted again.
  expect(
    await page.evaluate(
      () => window.__dashboardNode === document.querySelector('[data-testid="shell.dashboard"] [data-testid="remote-area.mfe-lobby.app"] > *'),
    ),
  ).toBe(true);
  expect(lobbyCalls).toEqual([]);
});

test('another lobby page shows beside the hidden Dashboard, and a first visit elsewhere does not mount it', async ({ site, page }) => {
  await site.open('/activity');
  await expect(site.page$('mfe-promotions')).toBeVisible();
  await expect(page.getByTestId('shell.dashboard')).toHaveCount(0);

  await site.open('/');
  await expect(page.getByTestId('shell.dashboard')).toBeVisible();
  await site.open('/news');
  await expect(page.getByTestId('shell.dashboard')).toBeHidden();
  await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
});
