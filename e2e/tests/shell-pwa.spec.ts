// The shell's PWA in real Chromium against the built site: the brand's manifest and the service
// worker (offline page after one visit). The install and update banners: shell-install-update.spec.ts.
import { expect, test, type Page } from '@playwright/test';

const lobbyPage = (page: Page) => page.locator('[data-testid="page"][data-owner="mfe-lobby"]');

/** Waits until the service worker controls the page (the first one claims the page it registered from). */
async function controlledBySw(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toMatch(/\/sw\.js$/);
}

test.use({ serviceWorkers: 'allow' });

test.describe('shell PWA', () => {
  for (const brand of ['india', 'brasil'] as const) {
    test(`${brand} links its own web app manifest, which browsers accept`, async ({ page, baseURL }) => {
      const site = new URL(baseURL ?? '');
      const origin = brand === 'india' ? site.origin : `${site.protocol}//brasil.localhost:${site.port}`;
      await page.goto(`${origin}/`);
      await expect(lobbyPage(page)).toBeVisible();
      // Linked at the page's first quiet moment after its load (start-pwa.ts).
      const href = `brands/${brand}/manifest.webmanifest`;
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', href);
      // Fetched by the page (a brand's host name resolves in the browser, not in this process).
      const answer = await page.evaluate(async (url) => {
        const response = await fetch(url);
        return { ok: response.ok, type: response.headers.get('content-type') ?? '', manifest: (await response.json()) as Record<string, unknown> };
      }, href);
      expect(answer.ok).toBe(true);
      expect(answer.type).toMatch(/application\/manifest\+json/);
      const manifest = answer.manifest;
      expect(manifest).toMatchObject({
        name: brand === 'india' ? 'Casino India' : 'Cassino Brasil',
        start_url: '/',
        display: 'standalone',
        theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
        background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      });
      const icons = manifest.icons as { src: string; sizes: string }[];
      expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
      for (const icon of icons) expect(await page.evaluate(async (src) => (await fetch(src)).ok, icon.src)).toBe(true);
    });
  }

  test('the service worker registers and, after one visit, answers offline with the offline page', async ({ page, context }) => {
    await page.goto('/');
    await expect(lobbyPage(page)).toBeVisible();
    await controlledBySw(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('shell.offline-page')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    // Back online, the site opens again: by itself when the browser says it is online, else by Try
    // again. Clicked once: each click starts the page's load again, so clicking until the lobby shows
    // never let a slow machine finish one.
    await context.setOffline(false);
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    if (await tryAgain.isVisible()) await tryAgain.click().catch(() => undefined);
    await expect(lobbyPage(page)).toBeVisible();
  });
});
