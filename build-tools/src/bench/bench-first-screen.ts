/**
 * The first screen's weight and the site's responsiveness, as a phone player meets them: the
 * elements the Dashboard's document holds before the player scrolls or presses anything, at a
 * phone's 412 × 823 and a laptop's 1366 × 860 (with its inline SVGs and game tiles), and the
 * interaction to next paint (Event Timing API) of four things a player does first, with the CPU
 * slowed 4× as Lighthouse's phone profile slows it: opening the deposit dialog, switching a lobby
 * category tab, opening the search and typing, and opening a game's detail. Each run is a fresh
 * browser context (a first visit) on the built site as the start command serves it.
 *
 *   node src/bench/bench-first-screen.ts [--runs N]
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { signInDemoPlayer } from '../demo-player.ts';
import { benchEnvironment } from './bench-environment.ts';
import { requireBuiltSite, startBenchSite } from './bench-site.ts';
import { medianAndSpread, runBench, table } from './figures.ts';
import { pageOf, putAsideAnnouncements, TIMEOUT_MS } from './bench-pages.ts';

const DEFAULT_RUNS = 5;
/** The targets: elements of the first screen's document, and each interaction's INP. */
const ELEMENTS_TARGET = 800;
const INP_TARGET_MS = 200;
/** How long the page is left alone after its network has gone quiet: what it draws by itself in that time counts. */
const SETTLE_MS = 3_000;
const CPU_SLOWDOWN = 4;

const SIZES = [
  { name: 'phone 412 × 823', viewport: { width: 412, height: 823 } },
  { name: 'desktop 1366 × 860', viewport: { width: 1366, height: 860 } },
] as const;

interface Weight {
  elements: number;
  svgs: number;
  tiles: number;
}

// The bench's tsconfig has no DOM library: the few browser globals the page-side code touches.
interface PageGlobals {
  document: { querySelectorAll(selector: string): { length: number } };
  requestAnimationFrame(callback: () => void): void;
  PerformanceObserver: new (callback: (list: { getEntries(): EventEntry[] }) => void) => { observe(options: Record<string, unknown>): void };
  __interactions?: EventEntry[];
}
interface EventEntry {
  name: string;
  duration: number;
  interactionId: number;
}

/** A first visit's document, left alone until its network is quiet and then {@link SETTLE_MS} more. */
async function firstScreenWeight(browser: Browser, origin: string, viewport: { width: number; height: number }): Promise<Weight> {
  const context = await browser.newContext({ viewport, isMobile: viewport.width < 750, hasTouch: viewport.width < 750 });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/#/`);
    await page.locator(pageOf('mfe-lobby')).waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS });
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(() => {
      const { document } = globalThis as unknown as PageGlobals;
      return {
        elements: document.querySelectorAll('*').length,
        svgs: document.querySelectorAll('svg').length,
        tiles: document.querySelectorAll('[data-testid="lobby.game-tile"]').length,
      };
    });
  } finally {
    await context.close();
  }
}

/** Starts recording the page's interactions (Event Timing entries that carry an interaction id). */
async function recordInteractions(page: Page): Promise<void> {
  await page.evaluate(() => {
    const view = globalThis as unknown as PageGlobals;
    const entries: EventEntry[] = [];
    view.__interactions = entries;
    new view.PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.interactionId > 0) entries.push(entry);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
}

/** The longest interaction since the last call (an INP of what was done in between), then forgets them. */
async function takeInp(page: Page): Promise<number> {
  // The observer reports after the next paint: two frames let the last interaction's entry arrive.
  await page.evaluate(() => {
    const view = globalThis as unknown as PageGlobals;
    return new Promise((done) => view.requestAnimationFrame(() => view.requestAnimationFrame(() => setTimeout(done, 50))));
  });
  return page.evaluate(() => {
    const entries = (globalThis as unknown as PageGlobals).__interactions ?? [];
    const longest = entries.reduce((max, entry) => Math.max(max, entry.duration), 0);
    entries.length = 0;
    return longest;
  });
}

interface Inp {
  deposit: number;
  categoryTab: number;
  search: number;
  gameDetail: number;
}

/** The demo player on a phone: the four interactions, each from the Dashboard, the CPU slowed after the first load. */
async function interactions(browser: Browser, origin: string): Promise<Inp> {
  const context = await browser.newContext({ viewport: SIZES[0].viewport, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await putAsideAnnouncements(page);
    await signInDemoPlayer(page, origin);
    await page.goto(`${origin}/#/`);
    const dashboard = page.locator(pageOf('mfe-lobby'));
    await dashboard.waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await recordInteractions(page);

    await page.getByTestId('shell.deposit-button').click();
    await page.getByRole('dialog', { name: 'Deposit' }).waitFor({ timeout: TIMEOUT_MS });
    const deposit = await takeInp(page);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Deposit' }).waitFor({ state: 'detached', timeout: TIMEOUT_MS });
    await takeInp(page);

    await dashboard.getByRole('tab', { name: 'Slots' }).click();
    await dashboard.getByTestId('lobby.category-games').waitFor({ timeout: TIMEOUT_MS });
    const categoryTab = await takeInp(page);

    const box = page.getByRole('combobox', { name: 'Search games' });
    await box.click();
    await box.pressSequentially('fortune', { delay: 100 });
    await page.getByRole('listbox').first().waitFor({ timeout: TIMEOUT_MS });
    const search = await takeInp(page);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await takeInp(page);

    await dashboard.getByTestId('lobby.game-tile').first().getByRole('button').first().click();
    await page.locator(pageOf('mfe-games')).waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    const gameDetail = await takeInp(page);
    return { deposit, categoryTab, search, gameDetail };
  } finally {
    await context.close();
  }
}

async function main(argv: readonly string[]): Promise<number> {
  const args = argv.filter((arg) => arg !== '--');
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : DEFAULT_RUNS;
  const unknown = args.filter((arg, index) => arg !== '--runs' && index !== runsAt + 1);
  if (unknown.length > 0 || !Number.isInteger(runs) || runs < 1) throw new Error(`usage: bench-first-screen.ts [--runs N] (N ≥ 1), not ${args.join(' ')}`);
  requireBuiltSite('bench:first-screen measures the built site,');

  const environment = benchEnvironment();
  const site = await startBenchSite();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    console.log(`First screen of ${site.origin}/#/ (a visitor's first visit, left alone ${SETTLE_MS / 1000} s after its network is quiet), ${runs} run(s)`);
    console.log(`Environment: ${environment}`);
    const rows: string[][] = [];
    let heaviest = 0;
    for (const size of SIZES) {
      const weights: Weight[] = [];
      for (let run = 0; run < runs; run += 1) weights.push(await firstScreenWeight(browser, site.origin, size.viewport));
      const of = (pick: (weight: Weight) => number) => medianAndSpread(weights.map(pick), (value) => value.toFixed(0));
      heaviest = Math.max(heaviest, ...weights.map((weight) => weight.elements));
      rows.push([size.name, of((weight) => weight.elements), of((weight) => weight.svgs), of((weight) => weight.tiles)]);
    }
    console.log(table(['viewport', 'elements', 'inline SVGs', 'game tiles'], rows));

    const inps: Inp[] = [];
    for (let run = 0; run < runs; run += 1) inps.push(await interactions(browser, site.origin));
    const names: [keyof Inp, string][] = [
      ['deposit', 'open the deposit dialog'],
      ['categoryTab', 'switch to a category tab'],
      ['search', 'open the search and type'],
      ['gameDetail', "open a game's detail"],
    ];
    console.log(`\nInteraction to next paint, demo player on a phone, CPU slowed ${CPU_SLOWDOWN}× (median (min–max) of ${runs}; target ≤ ${INP_TARGET_MS} ms)`);
    console.log(
      table(
        ['interaction', 'INP'],
        names.map(([key, name]) => [name, medianAndSpread(inps.map((inp) => inp[key]), (ms) => `${ms.toFixed(0)} ms`)]),
      ),
    );
    console.log(`\nmost elements in a first screen: ${heaviest} (target ≤ ${ELEMENTS_TARGET})`);
    return 0;
  } finally {
    await browser.close();
    await site.close();
  }
}

await runBench('first-screen', main);
