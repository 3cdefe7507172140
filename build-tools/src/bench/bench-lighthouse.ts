/**
 * Lighthouse figure (issue 5): the first visit of `/` on Lighthouse's phone profile, its default
 * (a mid-range phone's screen, slow 4G and a 4× slower CPU, simulated), by Debian's Chromium,
 * against the built site and its api-server as the start command runs them. Prints the performance
 * score and LCP, FCP, TBT and CLS of each run and their median, what Lighthouse takes as the LCP
 * element, and the performance audits that lost points. `--check` fails under the target score.
 *
 *   node src/bench/bench-lighthouse.ts [--runs <n>] [--report <file.json>] [--root <static root> | --url <site>] [--check]
 *
 * `--report` writes the median run's full Lighthouse report (JSON; lighthouse-viewer opens it);
 * `--root` measures another static root than `dist/site` (a copy to try a change on); `--url`
 * measures a site already running (the start command's, or nginx's of `deploy`) at that address.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { requireBuiltSite, startBenchSite } from './bench-site.ts';
import { lanternLcp, type LanternLcp } from './lantern-lcp.ts';
import { benchEnvironment } from './bench-environment.ts';
import { medianAndSpread, runBench, table } from './figures.ts';

/** The issue's target for the performance score (Lighthouse's 0–100). */
const SCORE_TARGET = 90;
const DEFAULT_RUNS = 5;
const USAGE = 'usage: bench-lighthouse.ts [--runs <n>] [--report <file.json>] [--root <static root> | --url <site>] [--check]';

/** The parts of Lighthouse's report the bench reads. */
interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  details?: unknown;
}
interface Report {
  categories: { performance: { score: number | null; auditRefs: { id: string; weight: number }[] } };
  audits: Record<string, Audit>;
  runWarnings: string[];
  environment: { benchmarkIndex: number };
}

interface Run {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  report: Report;
  /** What its simulated LCP is made of. */
  lantern: LanternLcp;
}

/** Debian's Chromium, headless, with a fresh profile, listening for DevTools on a port of its choosing. */
async function launchChromium(): Promise<{ port: number; close(): Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-profile-'));
  const chromium: ChildProcess = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => chromium.once('exit', () => resolve()));
  const close = async () => {
    if (chromium.exitCode === null && chromium.signalCode === null) {
      chromium.kill('SIGTERM');
      await exited;
    }
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`${CHROMIUM_PATH} did not open DevTools within 20 s:\n${output}`)), 20_000);
      chromium.stderr?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      void exited.then(() => reject(new Error(`${CHROMIUM_PATH} exited before opening DevTools:\n${output}`)));
    });
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}

const numeric = (report: Report, id: string): number => report.audits[id]?.numericValue ?? Number.NaN;

async function runLighthouse(url: string): Promise<Run> {
  const chromium = await launchChromium();
  try {
    // The default config is the phone profile; only the performance category is measured.
    const result = await lighthouse(url, { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error('Lighthouse returned no result');
    const report = result.lhr as unknown as Report;
    const score = report.categories.performance.score;
    if (score === null) throw new Error(`Lighthouse could not score the page: ${report.runWarnings.join('; ') || 'no reason given'}`);
    return {
      score: Math.round(score * 100),
      lcp: numeric(report, 'largest-contentful-paint'),
      fcp: numeric(report, 'first-contentful-paint'),
      tbt: numeric(report, 'total-blocking-time'),
      cls: numeric(report, 'cumulative-layout-shift'),
      report,
      lantern: await lanternLcp(result),
    };
  } finally {
    await chromium.close();
  }
}

/** The first DOM node a report's details name (the LCP element's audit holds it in nested tables). */
function firstNode(details: unknown): { snippet?: string; selector?: string } | undefined {
  if (typeof details !== 'object' || details === null) return undefined;
  const record = details as Record<string, unknown>;
  if (record['type'] === 'node') return record as { snippet?: string; selector?: string };
  for (const value of Object.values(record)) {
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) {
      const found = firstNode(item);
      if (found) return found;
    }
  }
  return undefined;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * The median run's LCP taken apart (lantern-lcp.ts): the chain of requests and tasks it ends on,
 * what it downloaded before, and what the same load would simulate to over HTTP/2.
 */
function printLantern(lantern: LanternLcp): void {
  console.log(`\nThe median run's simulated LCP (${seconds(lantern.lcp)}): the chain it ends on, as Lighthouse replays the load on slow 4G`);
  console.log(
    table(
      ['from', 'to', 'what'],
      lantern.criticalPath.map((step) => [seconds(step.start), seconds(step.end), step.what]),
    ),
  );
  console.log(
    `  before the LCP: ${lantern.requests} requests, ${(lantern.transferBytes / 1024).toFixed(1)} KiB transferred (HTTP/1.1 here: six connections, a round trip each)`,
  );
  console.log(`  the same load replayed over HTTP/2 (one connection, as a TLS front end serves it): LCP ${seconds(lantern.overHttp2)}`);
}

interface Options {
  runs: number;
  check: boolean;
  reportFile?: string;
  root?: string;
  url?: string;
}

function parseArgs(argv: readonly string[]): Options {
  const args = argv.filter((arg) => arg !== '--');
  let runs = DEFAULT_RUNS;
  let check = false;
  let reportFile: string | undefined;
  let root: string | undefined;
  let url: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--check') check = true;
    else if (arg === '--runs') {
      runs = Number(args[(i += 1)]);
      if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs needs a whole number of at least 1; ${USAGE}`);
    } else if (arg === '--report') {
      reportFile = args[(i += 1)];
      if (!reportFile) throw new Error(`--report needs a file name; ${USAGE}`);
    } else if (arg === '--root') {
      root = args[(i += 1)];
      if (!root) throw new Error(`--root needs a folder; ${USAGE}`);
    } else if (arg === '--url') {
      url = args[(i += 1)];
      if (!url || !/^https?:\/\//.test(url)) throw new Error(`--url needs the site's http(s) address; ${USAGE}`);
    } else throw new Error(`unknown argument ${arg}; ${USAGE}`);
  }
  if (root && url) throw new Error(`--root and --url exclude each other; ${USAGE}`);
  return { runs, check, ...(reportFile ? { reportFile } : {}), ...(root ? { root: path.resolve(root) } : {}), ...(url ? { url } : {}) };
}

async function main(argv: readonly string[]): Promise<number> {
  const { runs, check, reportFile, root, url: running } = parseArgs(argv);
  if (!running) requireBuiltSite('bench:lighthouse measures the built site,', root);
  const environment = benchEnvironment();
  const site = running ? undefined : await startBenchSite(root);
  try {
    const url = running ?? `${site?.origin ?? ''}/`;
    const results: Run[] = [];
    for (let run = 1; run <= runs; run += 1) results.push(await runLighthouse(url));

    console.log(`Lighthouse ${runs} run(s) of ${url}: phone profile (simulated slow 4G, 4x CPU slowdown), performance only`);
    console.log(`Environment: ${environment}`);
    console.log(
      table(
        // Lighthouse's CPU benchmark of the machine at that run: its simulation multiplies what it
        // measured by 4, so a busy or slowed machine (a lower index) reads as a slower page.
        ['run', 'score', 'LCP', 'FCP', 'TBT ms', 'CLS', 'CPU index'],
        results.map((run, i) => [
          String(i + 1),
          String(run.score),
          seconds(run.lcp),
          seconds(run.fcp),
          run.tbt.toFixed(0),
          run.cls.toFixed(3),
          run.report.environment.benchmarkIndex.toFixed(0),
        ]),
      ),
    );
    // The run with the median score stands for the page: its metrics and audits are printed.
    const median = [...results].sort((a, b) => a.score - b.score)[Math.floor((results.length - 1) / 2)]!;
    const { report } = median;
    // Lighthouse 13 names the LCP element in its LCP breakdown insight (older ones in an audit of its own).
    const lcpNode = firstNode(report.audits['lcp-breakdown-insight']?.details) ?? firstNode(report.audits['largest-contentful-paint-element']?.details);
    console.log(`\nLCP element: ${lcpNode?.snippet ?? '(none reported)'}${lcpNode?.selector ? `  [${lcpNode.selector}]` : ''}`);
    const lost = report.categories.performance.auditRefs
      .map((ref) => report.audits[ref.id])
      .filter((audit): audit is Audit => audit !== undefined && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
      .map((audit) => [audit.id, audit.score === null ? '' : audit.score.toFixed(2), audit.displayValue ?? '']);
    if (lost.length > 0) console.log(`Audits below 0.9 in the median run:\n${table(['audit', 'score', 'value'], lost)}`);
    if (report.runWarnings.length > 0) console.log(`Lighthouse warnings: ${report.runWarnings.join('; ')}`);
    printLantern(median.lantern);
    if (reportFile) {
      writeFileSync(reportFile, JSON.stringify(report));
      console.log(`The median run's report: ${path.resolve(reportFile)}`);
    }

    const all = (pick: (run: Run) => number, format: (value: number) => string) => medianAndSpread(results.map(pick), format);
    console.log(
      `\nMedian (spread) of ${runs}: score ${all((run) => run.score, String)}, TBT ${all((run) => run.tbt, (ms) => `${ms.toFixed(0)} ms`)}, ` +
        `LCP ${all((run) => run.lcp, seconds)}, FCP ${all((run) => run.fcp, seconds)}, CLS ${all((run) => run.cls, (cls) => cls.toFixed(3))}, ` +
        `Lighthouse's CPU benchmark index ${all((run) => run.report.environment.benchmarkIndex, (index) => index.toFixed(0))}`,
    );
    const met = median.score >= SCORE_TARGET;
    console.log(
      `\nperformance score ${median.score} (median of ${runs}; target >= ${SCORE_TARGET}: ${met ? 'met' : 'NOT met'}), ` +
        `LCP ${seconds(median.lcp)}, FCP ${seconds(median.fcp)}, TBT ${median.tbt.toFixed(0)} ms, CLS ${median.cls.toFixed(3)}`,
    );
    return check && !met ? 1 : 0;
  } finally {
    await site?.close();
  }
}

await runBench('lighthouse', main);
