import type { Page } from '@playwright/test';

/**
 * Holds the server's answers to requests matching `url` (a Playwright route pattern) until the
 * returned `release` is called: a test sees the page while they are on their way, then lets them come.
 */
export async function holdAnswers(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
