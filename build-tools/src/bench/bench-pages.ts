import type { Browser, Page } from '@playwright/test';
import { recordPage, type JsFile, type PageRecorder } from './js-recorder.ts';

/** How long a page or a dialog may take to show. */
export const TIMEOUT_MS = 30_000;

/** The page an owner renders (every page of the site carries these attributes). */
export const pageOf = (owner: string): string => `[data-testid="page"][data-owner="${owner}"]`;

// `tsconfig` has no DOM lib: describe the one browser global the benches touch.
type WithLocation = { location: { hash: string } };

/** Moves the open site to another route, as a link in the page would (no new document). */
export async function goToHash(page: Page, hash: string): Promise<void> {
  await page.evaluate((to) => {
    (globalThis as unknown as WithLocation).location.hash = to;
  }, hash);
}

export const sumGzip = (files: readonly JsFile[]): number => files.reduce((sum, file) => sum + file.gzipBytes, 0);

/** A signed-in player gets the day's announcement (spec 4): whenever it shows, it is put aside, as a player would. */
export async function putAsideAnnouncements(page: Page): Promise<void> {
  const announcement = page.locator('[data-testid="shell.notice-popup"]');
  await page.addLocatorHandler(announcement, async () => {
    // Escape reaches the dialog only with the focus inside it, which it takes a moment after opening.
    await announcement.focus();
    await page.keyboard.press('Escape');
  });
}

/** A fresh context (empty cache) per measurement, so every figure is a first visit. */
export async function inFreshPage<T>(browser: Browser, measure: (page: Page, recorder: PageRecorder) => Promise<T>): Promise<T> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
  });
  try {
    const page = await context.newPage();
    await putAsideAnnouncements(page);
    return await measure(page, recordPage(page));
  } finally {
    await context.close();
  }
}

/** The JS a first visit of `/` downloads, in a fresh page, until the lobby shows and the network is quiet. */
export async function firstVisit(browser: Browser, origin: string): Promise<JsFile[]> {
  return inFreshPage(browser, async (page, recorder) => {
    recorder.start();
    await page.goto(`${origin}/`);
    await page.locator(pageOf('mfe-lobby')).waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    await recorder.networkIdle();
    return recorder.files();
  });
}
