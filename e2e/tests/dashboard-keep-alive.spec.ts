import { expect, test } from './site.ts';

declare global {
  interface Window {
    __dashboardNode?: Element | null;
    __anchor?: Element | null;
  }
}

// A short phone screen: the Dashboard is taller than the window, so it has a scroll to keep.
test.use({ viewport: { width: 390, height: 420 } });

test('the Dashboard is kept alive: a round trip to another remote keeps its page, its scroll, and fetches nothing again', async ({ site, page }) => {
  await site.open('/');
  const dashboard = page.getByTestId('shell.dashboard');
  await expect(dashboard.getByTestId('remote-area.mfe-lobby.app')).toHaveAttribute('data-status', 'ready');
  // As a player would: scroll once the page is drawn. The rails below the fold come in the
  // background after the banners; while they do, the page's height moves and clamps a scroll made
  // too early (a CI run saw it recorded as 0).
  await expect(dashboard.getByTestId('lobby.rail.poputar_list').getByTestId('lobby.game-tile').first()).toBeVisible();

  // The scroll listener records the position on the next frame; it holds there before the test
  // leaves. A page still growing under the scroll (a rail drawn in the background) may clamp it:
  // then the player scrolls again.
  let scrolled = 0;
  await expect(async () => {
    scrolled = await page.evaluate(() => {
      window.__dashboardNode = document.querySelector('[data-testid="shell.dashboard"] [data-testid="remote-area.mfe-lobby.app"] > *');
      window.scrollTo(0, Math.min(240, document.documentElement.scrollHeight - window.innerHeight));
      return window.scrollY;
    });
    expect(scrolled).toBeGreaterThan(0);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  }).toPass({ timeout: 20_000 });

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

for (const [layout, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`from deep down the Dashboard (${layout})`, () => {
    test.use({ viewport });

    test('a game opened at 1600 px and Back brings the Dashboard back exactly where it was', async ({ site, page }) => {
      await site.open('/');
      const dashboard = page.getByTestId('shell.dashboard');
      await expect(dashboard.getByTestId('remote-area.mfe-lobby.app')).toHaveAttribute('data-status', 'ready');
      // The rails are drawn a rail at a time while the page is idle: wait until the page is that tall.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(1700);
      // As a player scrolls: the rails skipped off screen are drawn as they come near, so a jump
      // to 1600 can first stop short of it.
      await expect
        .poll(() =>
          page.evaluate(async () => {
            window.scrollTo(0, 1600);
            await new Promise(requestAnimationFrame);
            return window.scrollY;
          }),
        )
        .toBe(1600);

      // A game of the lobby opened from there (its tile's link, as a tap would follow it).
      const gameId = await page.locator('[data-testid="lobby.game-tile"]').first().getAttribute('data-game-id');
      // Where the player left it: the first tile in view, and how far down the window was.
      const left = await page.evaluate((id) => {
        const tiles = [...document.querySelectorAll('[data-testid="shell.dashboard"] [data-testid="lobby.game-tile"]')];
        window.__anchor = tiles.find((tile) => tile.getBoundingClientRect().top >= 0) ?? null;
        const result = { scrollY: window.scrollY, anchorTop: window.__anchor?.getBoundingClientRect().top ?? Number.NaN };
        location.hash = `#/Gamedetail?id=${id}`;
        return result;
      }, gameId);
      expect(Math.abs(left.scrollY - 1600)).toBeLessThan(50);
      await expect(page).toHaveURL(/#\/Gamedetail\?/);
      await expect(dashboard).toBeHidden();

      // The game page's own Back, as the player leaves it (it goes back in the tab's history).
      await page.getByTestId('games.detail-back').click();
      await expect(dashboard).toBeVisible();
      // The same tile at the same place on screen (content above it that changed height meanwhile,
      // like the winners' rows, moves the scroll by that much: the browser's scroll anchoring).
      await expect.poll(() => page.evaluate(() => Math.round(window.__anchor?.getBoundingClientRect().top ?? Number.NaN))).toBe(Math.round(left.anchorTop));
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - left.scrollY)).toBeLessThan(50);
    });
  });
}
