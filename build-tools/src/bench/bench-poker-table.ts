/**
 * Poker table benchmark: the JS a signed-in player downloads when first opening a poker table
 * (Play NLH on `/poker`, mfe-games already loaded, until the table's buy-in shows), each file and
 * the total gzip bytes; and whether any of it came with the first visit of `/` (it must not: the
 * table is a lazy chunk of mfe-games). Needs a built site (`pnpm build`).
 *
 *   node src/bench/bench-poker-table.ts
 */
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { signInDemoPlayer } from '../demo-player.ts';
import { firstVisit, goToHash, inFreshPage, pageOf, sumGzip, TIMEOUT_MS } from './bench-pages.ts';
import { requireBuiltSite, startBenchSite } from './bench-site.ts';
import { kib, runBench, table } from './figures.ts';
import type { JsFile } from './js-recorder.ts';

async function tableOpened(browser: Browser, origin: string): Promise<JsFile[]> {
  return inFreshPage(browser, async (page, recorder) => {
    await signInDemoPlayer(page, origin);
    await page.goto(`${origin}/#/`);
    await page.locator(pageOf('mfe-lobby')).waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    await goToHash(page, '#/poker');
    const play = page.locator('[data-testid="games.poker-game"][data-game-id="10001"] [data-testid="games.poker-play"]');
    await play.and(page.locator(':enabled')).waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    await recorder.networkIdle();
    recorder.start();
    await play.click();
    await page.locator('[data-testid="games.poker-buy-in"], [data-testid="games.poker-table"]').first().waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    await recorder.networkIdle();
    return recorder.files();
  });
}

async function main(): Promise<number> {
  requireBuiltSite('bench:poker-table measures the built site');
  const site = await startBenchSite();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const visit = new Set((await firstVisit(browser, site.origin)).map((file) => new URL(file.url).pathname));
    const added = (await tableOpened(browser, site.origin)).sort((a, b) => b.gzipBytes - a.gzipBytes);
    console.log('JS a first opening of the NLH table adds (Play NLH on /poker, until the table shows; gzip -9 of each body)');
    console.log(
      table(
        ['file', 'gzip bytes', 'gzip KiB', 'raw bytes'],
        added.map((file) => [new URL(file.url).pathname, String(file.gzipBytes), kib(file.gzipBytes), String(file.rawBytes)]),
      ),
    );
    const total = sumGzip(added);
    console.log(`  total: ${added.length} requests, ${total} bytes = ${kib(total)} KiB gzip`);
    const early = added.filter((file) => visit.has(new URL(file.url).pathname));
    console.log(`  of these, loaded by the first visit of /: ${early.length === 0 ? 'none' : early.map((file) => new URL(file.url).pathname).join(', ')}`);
    return early.length === 0 ? 0 : 1;
  } finally {
    await browser?.close();
    await site.close();
  }
}

await runBench('poker-table', main);
