// The shell's install and update banners (spec 2's texts, spec 4's rules) in real Chromium: the
// install banner on the browser's install prompt (a synthetic `beforeinstallprompt`, as Chromium
// fires it for an installable site), Install prompting and hiding it, `appinstalled` hiding it; and
// the update banner when a new build is served (its own static server over a copy of the static
// root, whose `sw.js` changes) and the browser's update check finds it on a page load: in that page
// and in a tab already open; Refresh hands over to the new worker and reloads, Close dismisses it.
// Both layouts.
import type { Page } from '@playwright/test';
import { ChangingSite, controllingBuild } from './pwa-stack.ts';
import { expect, test } from './site.ts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const LAYOUTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

/** The shell has started and drawn its layout (its PWA part listens from the start on). */
const layoutShown = (page: Page) => page.getByTestId('shell.layout');

declare global {
  interface Window {
    /** How often the synthetic install prompt was shown, and whether the shell kept the browser's own UI back. */
    installPromptCalls?: { prompted: number; defaultPrevented: boolean };
    /** Set by a test on the page it opened: gone once the page has reloaded. */
    e2eBeforeReload?: boolean;
  }
}

/** Fires the install prompt as Chromium does for an installable site: `prompt()` and `userChoice` on the event. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted') {
  await page.evaluate((outcome) => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    const calls = { prompted: 0, defaultPrevented: false };
    window.installPromptCalls = calls;
    Object.assign(event, {
      prompt: () => {
        calls.prompted += 1;
        return Promise.resolve({ outcome });
      },
      userChoice: Promise.resolve({ outcome, platform: 'web' }),
    });
    window.dispatchEvent(event);
    calls.defaultPrevented = event.defaultPrevented;
  }, outcome);
}

const promptCalls = (page: Page) => page.evaluate(() => window.installPromptCalls);

/** The banner stands inside the viewport, whole (nothing cut off at a phone's width). */
async function expectInViewport(page: Page, testId: string) {
  const box = await page.getByTestId(testId).boundingBox();
  const viewport = page.viewportSize();
  expect(box).not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

test.describe('the install banner', () => {
  for (const [layout, viewport] of LAYOUTS) {
    test(`${layout}: the browser’s install prompt shows it; Install prompts once and hides it`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/#/');
      await expect(layoutShown(page)).toBeVisible();
      const banner = page.getByTestId('shell.pwa-install-banner');
      await expect(banner).toHaveCount(0);

      await offerInstall(page);
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('heading')).toHaveText('install app');
      await expect(banner).toContainText('install this app on your device for quick access');
      await expectInViewport(page, 'shell.pwa-install-banner');
      // The shell keeps the browser's own install UI back: the prompt is the banner's to show.
      expect((await promptCalls(page))?.defaultPrevented).toBe(true);

      await banner.getByRole('button', { name: 'Install' }).click();
      await expect(banner).toHaveCount(0);
      expect((await promptCalls(page))?.prompted).toBe(1);
    });
  }

  test('appinstalled hides it (installed from the browser’s menu instead)', async ({ page }) => {
    await page.goto('/#/');
    await expect(layoutShown(page)).toBeVisible();
    await offerInstall(page);
    const banner = page.getByTestId('shell.pwa-install-banner');
    await expect(banner).toBeVisible();

    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(banner).toHaveCount(0);
    expect((await promptCalls(page))?.prompted).toBe(0);
  });

  test('closed, it keeps the prompt for the download page’s Install', async ({ page }) => {
    await page.goto('/#/');
    await expect(layoutShown(page)).toBeVisible();
    await offerInstall(page, 'dismissed');
    const banner = page.getByTestId('shell.pwa-install-banner');
    await banner.getByRole('button', { name: 'Close' }).click();
    await expect(banner).toHaveCount(0);
    expect((await promptCalls(page))?.prompted).toBe(0);

    await page.goto('/#/download');
    await page.getByTestId('download.install').click();
    await expect.poll(async () => (await promptCalls(page))?.prompted).toBe(1);
    await expect(banner).toHaveCount(0);
  });
});

test.describe('the update banner', () => {
  // Chromium puts a page load's update check off while the page is busy: with the lobby's carousel
  // and the marquee moving it came 3 to 61 s after the load (measured); with reduced motion, 3 s.
  test.use({ serviceWorkers: 'allow', reducedMotion: 'reduce' });
  // The first worker precaches the shell's files before it controls the page: a few seconds more.
  test.describe.configure({ timeout: 120_000 });

  // One server per worker process (each its own copy and port); every test starts from build 1 in a
  // fresh browser context, so no worker of an earlier test is registered.
  let site: ChangingSite;
  test.beforeAll(async () => {
    site = new ChangingSite();
    await site.start();
  });
  test.afterAll(async () => {
    await site.stop();
  });
  test.beforeEach(() => {
    site.serveBuild(1);
  });

  /** Opens the site on build 1 and waits until build 1's worker controls the page. */
  async function openOnFirstBuild(page: Page) {
    await page.goto(`${site.origin}/#/`);
    await expect(layoutShown(page)).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => controllingBuild(page), { message: 'build 1’s worker controls the page' }).toBe(1);
    // Marks this page: the mark is gone once the page has reloaded.
    await page.evaluate(() => (window.e2eBeforeReload = true));
  }

  const updateBanner = (page: Page) => page.getByTestId('shell.pwa-update-banner');

  async function expectUpdateBanner(page: Page) {
    const banner = updateBanner(page);
    // The browser's check runs a few seconds after the page load that triggers it.
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('heading')).toHaveText('new version available');
    await expect(banner).toContainText('tap refresh to get the latest version');
    await expect(banner.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Close' })).toBeVisible();
    await expectInViewport(page, 'shell.pwa-update-banner');
  }

  for (const [layout, viewport] of LAYOUTS) {
    test(`${layout}: a new build shows it in every open tab; Refresh hands over to the new worker and reloads them`, async ({ page, context }) => {
      await page.setViewportSize(viewport);
      await openOnFirstBuild(page);
      await expect(updateBanner(page)).toHaveCount(0);

      // A deploy, then the player opens the site in a second tab: that load finds the new worker,
      // which installs and waits; the first tab learns of it from its registration, without a reload.
      site.serveBuild(2);
      const second = await context.newPage();
      await second.setViewportSize(viewport);
      await second.goto(`${site.origin}/#/`);
      await expect(layoutShown(second)).toBeVisible();
      await second.evaluate(() => (window.e2eBeforeReload = true));
      await expectUpdateBanner(page);
      await expectUpdateBanner(second);
      // Until the player says so, the old build keeps both tabs.
      expect(await controllingBuild(page)).toBe(1);
      expect(await controllingBuild(second)).toBe(1);

      // Refresh in one tab: the new worker takes over, and every tab it now controls reloads once.
      const reloads = [page.waitForEvent('load'), second.waitForEvent('load')];
      await updateBanner(page).getByRole('button', { name: 'Refresh' }).click();
      await Promise.all(reloads);
      for (const tab of [page, second]) {
        await expect(layoutShown(tab)).toBeVisible();
        expect(await tab.evaluate(() => window.e2eBeforeReload)).toBeUndefined();
        expect(await controllingBuild(tab)).toBe(2);
        await expect(updateBanner(tab)).toHaveCount(0);
      }
    });

    test(`${layout}: a new build found when the page is opened again shows it; Close dismisses it and keeps the page`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openOnFirstBuild(page);

      // The player comes back after a deploy: the browser checks the worker on the page load.
      site.serveBuild(2);
      await page.reload();
      await expect(layoutShown(page)).toBeVisible();
      await expectUpdateBanner(page);
      await page.evaluate(() => (window.e2eBeforeReload = true));

      await updateBanner(page).getByRole('button', { name: 'Close' }).click();
      await expect(updateBanner(page)).toHaveCount(0);
      // Dismissed: no reload, build 1 still controls the page, build 2 still waits.
      expect(await page.evaluate(() => window.e2eBeforeReload)).toBe(true);
      expect(await controllingBuild(page)).toBe(1);
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
    });
  }
});
