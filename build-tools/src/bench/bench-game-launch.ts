/**
 * Game launch benchmark: the milliseconds from a signed-in player's click on Play (the game's page,
 * `/#/Gamedetail`, entered from the dashboard) to the game frame being visible with its page loaded,
 * and to the game being playable (its page says it is ready), median of 5 runs. Each run is a fresh
 * browser context (a first launch of the visit) of the demo player on the built site, as the start
 * command serves it over a fresh database.
 *
 *   node src/bench/bench-game-launch.ts [--runs N]
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import type { LobbyInfo } from '@casino/shared-kernel/api-contract';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { call, signInDemoPlayer } from '../demo-player.ts';
import { startSite } from '../static-root/site.ts';
import { DEFAULT_STATIC_ROOT } from '../static-root/workspace.ts';
import { runBench, table } from './figures.ts';
import { freePort } from '../free-port.ts';

const TIMEOUT_MS = 30_000;
const pageOf = (owner: string): string => `[data-testid="page"][data-owner="${owner}"]`;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

// The bench's tsconfig has no DOM library: the few browser globals the page-side code touches.
interface PageGlobals {
  document: {
    addEventListener(type: 'click', listener: () => void, capture: boolean): void;
    querySelector(selector: string): { getAttribute(name: string): string | null; getBoundingClientRect(): { width: number; height: number } } | null;
  };
  location: { hash: string };
  performance: { now(): number };
  requestAnimationFrame(callback: () => void): void;
  __launch?: { clicked?: number; loaded?: number; ready?: number };
}

interface Run {
  loadedMs: number;
  readyMs: number;
}

async function oneLaunch(browser: Browser, origin: string, gameId: number): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  try {
    const page = await context.newPage();
    // A signed-in player gets the day's announcement (spec 4); it is put aside, as a player would.
    const announcement = page.locator('[data-testid="shell.notice-popup"]');
    await page.addLocatorHandler(announcement, async () => {
      // Its close button (a click, not Escape: a key pressed before the dialog holds focus is lost).
      await announcement.getByRole('button').first().click();
    });
    await signInDemoPlayer(page, origin);
    await page.goto(`${origin}/#/`);
    await page.locator(pageOf('mfe-lobby')).waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    // From the dashboard to the game's page inside the site (no reload), then Play.
    await page.evaluate((hash) => {
      (globalThis as unknown as PageGlobals).location.hash = hash;
    }, `#/Gamedetail?id=${gameId}`);
    const play = page.locator('[data-testid="games.detail-play"]');
    await play.waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    // Times are taken in the page: the click as it reaches the document, each state on the frame
    // painted in the animation frame it appears in.
    await page.evaluate(() => {
      const view = globalThis as unknown as PageGlobals;
      const times: NonNullable<PageGlobals['__launch']> = {};
      view.__launch = times;
      view.document.addEventListener('click', () => (times.clicked ??= view.performance.now()), true);
      const watch = () => {
        const stage = view.document.querySelector('[data-testid="games.webgame-stage"]');
        const frame = view.document.querySelector('[data-testid="games.webgame-frame"]');
        const visible = frame !== null && frame.getBoundingClientRect().height > 0;
        const state = stage?.getAttribute('data-state');
        if (visible && (state === 'loaded' || state === 'ready')) times.loaded ??= view.performance.now();
        if (visible && state === 'ready') times.ready ??= view.performance.now();
        if (times.ready === undefined) view.requestAnimationFrame(watch);
      };
      view.requestAnimationFrame(watch);
    });
    await play.click();
    await page.waitForFunction(() => (globalThis as unknown as PageGlobals).__launch?.ready !== undefined, undefined, { timeout: TIMEOUT_MS });
    const times = await page.evaluate(() => (globalThis as unknown as PageGlobals).__launch ?? {});
    if (times.clicked === undefined || times.loaded === undefined || times.ready === undefined)
      throw new Error(`a launch was not timed: ${JSON.stringify(times)}`);
    return { loadedMs: times.loaded - times.clicked, readyMs: times.ready - times.clicked };
  } finally {
    await context.close();
  }
}

async function main(argv: readonly string[]): Promise<number> {
  const args = argv.filter((arg) => arg !== '--');
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
  const unknown = args.filter((arg, index) => arg !== '--runs' && index !== runsAt + 1);
  if (unknown.length > 0 || !Number.isInteger(runs) || runs < 1) throw new Error(`usage: bench-game-launch.ts [--runs N] (N ≥ 1), not ${args.join(' ')}`);
  if (!existsSync(path.join(DEFAULT_STATIC_ROOT, 'index.html'))) throw new Error(`there is no built site at ${DEFAULT_STATIC_ROOT}: run "pnpm build" first.`);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-game-launch-api-'));
  const site = await startSite({
    root: DEFAULT_STATIC_ROOT,
    host: '127.0.0.1',
    port: 0,
    apiPort: await freePort(),
    apiEnv: { API_DATA_DIR: dataDir },
    apiOutput: 'ignore',
  });
  let browser: Browser | undefined;
  try {
    const { origin } = site;
    // The Originals' dice: the api-server's own game page, the first game of the lobby's Original list kind.
    const lobby: LobbyInfo = await call(origin, 'lobbyPreload', {});
    const game = lobby.self_list.find((entry) => entry.third_game_id === 'orig-dice') ?? lobby.self_list[0];
    if (!game) throw new Error('the lobby lists no Original game');
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

    const results: Run[] = [];
    for (let run = 1; run <= runs; run += 1) results.push(await oneLaunch(browser, origin, game.id));
    console.log(`Game launch: Play on /#/Gamedetail?id=${game.id} (${game.lang_key}) → the game frame, demo player, fresh context per run`);
    console.log(
      table(
        ['run', 'frame visible ms', 'game ready ms'],
        results.map((result, index) => [String(index + 1), result.loadedMs.toFixed(0), result.readyMs.toFixed(0)]),
      ),
    );
    const loaded = median(results.map((result) => result.loadedMs));
    const ready = median(results.map((result) => result.readyMs));
    console.log(`\ngame launch (click → game frame visible), median of ${runs}: ${loaded.toFixed(0)} ms (playable: ${ready.toFixed(0)} ms)`);
    return 0;
  } finally {
    await browser?.close();
    await site.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runBench('game-launch', main);
