/**
 * The first visit's LCP under Chromium's own throttling (issue 22): the page really loaded over a
 * slow phone network and a 4× slower CPU, where Lighthouse only simulates them from a fast load
 * (its model credits some changes, a request started earlier, less than a real network does). The
 * network is Lighthouse's own "slow 4G" for its devtools throttling: 562.5 ms round trips, 1.47 Mbit/s
 * down, 675 kbit/s up. Prints each run's LCP, the median and the LCP element, on the built site as the
 * start command runs it; `--root` measures another static root (a copy to compare a change with);
 * `--repeat` measures a player's next visit instead: the page loaded once in the same browser
 * profile (its cache, its storage, its service worker), then measured as it loads again.
 *
 *   node src/bench/bench-throttled-lcp.ts [--runs <n>] [--root <static root>] [--repeat]
 */
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { requireBuiltSite, startBenchSite } from './bench-site.ts';
import { pageOf, TIMEOUT_MS } from './bench-pages.ts';
import { runBench, table } from './figures.ts';

const DEFAULT_RUNS = 5;
/** Lighthouse's `mobileSlow4G` for devtools throttling (its constants.js). */
const SLOW_4G = { latencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675 };
const CPU_SLOWDOWN = 4;
/** Lighthouse's phone screen. */
const PHONE = { width: 412, height: 823 };
const USAGE = 'usage: bench-throttled-lcp.ts [--runs <n>] [--root <static root>] [--repeat]';

/** Keeps every LCP entry the page reports in `window.__lcp`: its time and a short name of its element. */
const LCP_RECORDER = `
  window.__lcp = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const element = entry.element;
      const name = element ? element.tagName.toLowerCase() + (element.className ? '.' + String(element.className).split(' ')[0] : '') : '(removed)';
      window.__lcp.push({ startTime: entry.startTime, element: name });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

interface Run {
  lcpMs: number;
  element: string;
}

/** One visit in a fresh context (after a first one when `repeat`): the last LCP entry once the lobby is drawn and the page has settled. */
async function measure(browser: Browser, origin: string, repeat: boolean): Promise<Run> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.latencyMs,
      downloadThroughput: (SLOW_4G.downloadKbps * 1024) / 8,
      uploadThroughput: (SLOW_4G.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // Page code as text: this package is built without the DOM's types.
    await page.addInitScript(LCP_RECORDER);
    const visit = async () => {
      await page.goto(`${origin}/`);
      await page.locator(pageOf('mfe-lobby')).waitFor({ state: 'visible', timeout: TIMEOUT_MS * 4 });
    };
    if (repeat) {
      await visit();
      // The first visit's work after its first screen: the worker's precache, the first quiet moment.
      await page.waitForTimeout(10_000);
    }
    await visit();
    // LCP candidates stop at the first input; images still arriving may replace the last one.
    await page.waitForTimeout(3_000);
    const entries = (await page.evaluate('window.__lcp')) as { startTime: number; element: string }[];
    const last = entries.at(-1);
    if (!last) throw new Error('the page reported no largest contentful paint');
    return { lcpMs: last.startTime, element: last.element };
  } finally {
    await context.close();
  }
}

function parseArgs(argv: readonly string[]): { runs: number; repeat: boolean; root?: string } {
  const args = argv.filter((arg) => arg !== '--');
  let runs = DEFAULT_RUNS;
  let root: string | undefined;
  let repeat = false;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    const value = args[index + 1];
    if (arg === '--runs' && value !== undefined && /^[1-9]\d*$/.test(value)) runs = Number(args[++index]);
    else if (arg === '--root' && value !== undefined) root = args[++index];
    else if (arg === '--repeat') repeat = true;
    else throw new Error(`unknown or incomplete argument ${arg ?? ''}; ${USAGE}`);
  }
  return root === undefined ? { runs, repeat } : { runs, repeat, root };
}

async function main(argv: readonly string[]): Promise<number> {
  const { runs, repeat, root } = parseArgs(argv);
  requireBuiltSite('bench:throttled-lcp was asked to measure it', root);
  const site = await startBenchSite(root);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const results: Run[] = [];
    for (let run = 0; run < runs; run++) results.push(await measure(browser, site.origin, repeat));
    console.log(
      `${repeat ? 'Next visit' : 'First visit'} of / under Chromium's throttling: slow 4G (${SLOW_4G.latencyMs} ms RTT, ${SLOW_4G.downloadKbps} kbit/s down), ${CPU_SLOWDOWN}x CPU, ${PHONE.width}x${PHONE.height}`,
    );
    console.log(table(['run', 'LCP ms', 'LCP element'], results.map((result, index) => [String(index + 1), result.lcpMs.toFixed(0), result.element])));
    const sorted = results.map((result) => result.lcpMs).sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
    console.log(`\nthrottled LCP${repeat ? ' (next visit)' : ''}: median ${(median / 1000).toFixed(2)} s of ${runs} runs (${(sorted[0]! / 1000).toFixed(2)}–${(sorted.at(-1)! / 1000).toFixed(2)} s)`);
    return 0;
  } finally {
    await browser.close();
    await site.close();
  }
}

await runBench('throttled-lcp', main);
