/**
 * Load-beacon benchmark (issue 26): what the shell's load beacons cost a player's first screen, and
 * how many beacons the registry counts a second on this machine. Prints figures.
 *
 *   node src/bench/bench-beacons.ts [--beacons 20000] [--concurrency 32]
 *
 * - Bytes: the beacon module as the shell's production build minifies it (rspack, swc), gzip, less
 *   what it imports that the first visit has anyway (`atFirstQuietMoment`, the kernel's event bus). The entry
 *   check that tells an integrity failure apart loads only after a failure: printed apart.
 * - Main thread, in Chromium (as is, and at Lighthouse's 4× CPU slowdown): what runs on the first
 *   screen (the module's evaluation, the sampling decision, counting each remote's load), and the
 *   one beacon sent later at the first quiet moment after the load (JSON + `sendBeacon`).
 * - Ingest: the registry as its own process (`src/main.ts`), beacons of five counts each posted as
 *   `sendBeacon` posts them (text/plain, the page's Origin, the map's token), each from a page load
 *   and device of its own, `--concurrency` at a time over keep-alive connections, until `--beacons`
 *   were counted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { rspack } from '@rspack/core';
import { REMOTE_NAMES } from '@casino/shared-kernel/remote-map';
import { readBuildFolder } from '../../../remote-registry/src/cli/read-build-folder.ts';
import { writeFakeBuild, writeShellManifest } from '../../../remote-registry/src/testing/fake-builds.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { WORKSPACE_ROOT } from '../static-root/workspace.ts';
import { runBench, table } from './figures.ts';
import { freePort } from '../free-port.ts';

const SHELL = path.join(WORKSPACE_ROOT, 'shell');
const REGISTRY_MAIN = path.join(WORKSPACE_ROOT, 'remote-registry', 'src', 'main.ts');
const TOKEN = 'bench-ops-secret-0123456789abcdef';
const PAGE_ORIGIN = 'http://bench.localhost';

/** The beacon module, the entry check and first-quiet-moment, minified as production builds them. */
async function bundle(out: string): Promise<Record<'beacons' | 'diagnose' | 'shared', string>> {
  // What the beacon module imports that the first visit has anyway, bundled alone to subtract it.
  const shared = path.join(out, 'shared-imports.ts');
  writeFileSync(
    shared,
    `export { atFirstQuietMoment } from ${JSON.stringify(path.join(SHELL, 'src', 'startup', 'first-quiet-moment.ts'))};\nexport { casinoBus } from '@casino/shared-kernel/events';\n`,
  );
  const compiler = rspack({
    mode: 'production',
    context: SHELL,
    entry: { beacons: './src/federation/load-beacons.ts', diagnose: './src/federation/diagnose-entry.ts', shared },
    output: { path: out, filename: '[name].js', module: true, library: { type: 'module' }, chunkFormat: 'module' },
    target: 'es2022',
    resolve: { extensions: ['.ts', '.js'], modules: [path.join(SHELL, 'node_modules'), 'node_modules'] },
    module: { rules: [{ test: /\.ts$/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }, type: 'javascript/auto' }] },
    devtool: false,
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString({ all: false, errors: true })));
      else compiler.close(() => resolve());
    }),
  );
  const read = (name: string) => readFileSync(path.join(out, `${name}.js`), 'utf8');
  return { beacons: read('beacons'), diagnose: read('diagnose'), shared: read('shared') };
}

interface PageFigures {
  evaluateMs: number;
  startMs: number;
  reportUs: number;
  flushMs: number;
}

/** Runs the bundled module in Chromium and times what the first screen runs and the later beacon. */
async function mainThread(code: { beacons: string }, beaconUrl: string, cpuSlowdown: number): Promise<PageFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.route(`${PAGE_ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' }));
    await page.goto(`${PAGE_ORIGIN}/index.html`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const figures = await page.evaluate(
      async ({ url, code }) => {
        type Beacons = {
          startLoadBeacons: (brand: string, beacons: { url: string; percent: number; token: string }, random: () => number) => void;
          reportLoad: (remote: string, version: string, outcome: string) => void;
          flushLoadBeacons: () => void;
          resetLoadBeacons: () => void;
        };
        // From memory, so the figure is compile and evaluation, not a download; less what importing
        // an empty module costs (the browser's module loading, which the shell's chunk has paid anyway).
        const timedImport = async (text: string) => {
          const moduleUrl = URL.createObjectURL(new Blob([text], { type: 'text/javascript' }));
          const started = performance.now();
          const module: unknown = await import(moduleUrl);
          return { module, ms: performance.now() - started };
        };
        // Each a new module (a comment makes another URL's text), the median of nine pairs.
        const differences: number[] = [];
        let beacons: Beacons | undefined;
        await timedImport('export {};');
        for (let round = 0; round < 9; round += 1) {
          const empty = await timedImport(`export const empty = ${round};`);
          const loaded = await timedImport(`${code}\n// ${round}`);
          beacons ??= loaded.module as Beacons;
          differences.push(loaded.ms - empty.ms);
        }
        if (!beacons) throw new Error('The beacon module did not load');
        const evaluateMs = Math.max(0, differences.sort((a, b) => a - b)[4] ?? 0);
        const remotes = ['mfe-lobby', 'mfe-games', 'mfe-wallet', 'mfe-promotions', 'mfe-account'];
        // The browser's clock is coarse (0.1 ms): many rounds timed together, divided.
        const ROUNDS = 2000;
        let at = performance.now();
        for (let round = 0; round < ROUNDS; round += 1) {
          beacons.resetLoadBeacons();
          beacons.startLoadBeacons('india', { url, percent: 100, token: '1.bench-token' }, () => 0);
        }
        const startMs = (performance.now() - at) / ROUNDS;
        at = performance.now();
        // A first visit: every remote's entry loads once (the lobby's page, the others' dialogs).
        for (let round = 0; round < ROUNDS; round += 1) for (const remote of remotes) beacons.reportLoad(remote, '1.4.0', round % 2 ? 'loaded' : 'fallback');
        const reportUs = ((performance.now() - at) / (ROUNDS * remotes.length)) * 1000;
        const FLUSHES = 200;
        let flushing = 0;
        for (let round = 0; round < FLUSHES; round += 1) {
          for (const remote of remotes) beacons.reportLoad(remote, '1.4.0', 'loaded');
          at = performance.now();
          beacons.flushLoadBeacons();
          flushing += performance.now() - at;
        }
        return { evaluateMs, startMs, reportUs, flushMs: flushing / FLUSHES };
      },
      { url: beaconUrl, code: code.beacons },
    );
    return figures;
  } finally {
    await browser.close();
  }
}

/** The registry as production runs it, in a process of its own, with one brand running fake builds. */
async function startRegistry(dir: string): Promise<{ url: string; child: ChildProcess; token: string }> {
  const staticRoot = path.join(dir, 'static');
  writeShellManifest(staticRoot);
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [REGISTRY_MAIN, '--port', String(port), '--data-dir', path.join(dir, 'data'), '--static-root', staticRoot, '--token', `bench=${TOKEN}`,
      '--beacon-url', '/beacons', '--beacon-origin', PAGE_ORIGIN, '--beacon-rate-limit', '1000000', '--log-level', 'warn'],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).status < 500) break;
    } catch {
      if (attempt > 100) throw new Error('The registry did not start.');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const api = (method: string, route: string, body: unknown) =>
    fetch(`${url}${route}`, { method, headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  for (const remote of REMOTE_NAMES) {
    const files = readBuildFolder(writeFakeBuild(path.join(dir, 'builds', remote), remote, { version: '1.4.0' }));
    const published = await api('POST', `/api/remotes/${remote}/versions`, { files });
    if (published.status !== 201) throw new Error(`Publishing ${remote} failed: ${await published.text()}`);
  }
  const brand = await api('POST', '/api/brands', { brand: 'india', pins: Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, '1.4.0'])), reason: 'bench' });
  if (brand.status !== 201) throw new Error(`Creating the brand failed: ${await brand.text()}`);
  const map = JSON.parse(readFileSync(path.join(staticRoot, 'brands', 'india', 'remotes.json'), 'utf8')) as { beacons?: { token?: string } };
  const token = map.beacons?.token;
  if (!token) throw new Error('The brand map carries no beacon token.');
  return { url, child, token };
}

/**
 * Posts `total` beacons, `concurrency` at a time, each a page load of its own on a device of its own
 * (every count in it new, so each is written); resolves to the seconds it took.
 */
async function ingest(url: string, token: string, total: number, concurrency: number, run: string): Promise<number> {
  const counts = REMOTE_NAMES.map((remote, index) => ({ remote, version: '1.4.0', outcome: index === 0 ? 'integrity-failed' : 'loaded', count: 1 }));
  const id = (kind: string, n: number) => `${run}-${kind}-${String(n).padStart(12, '0')}`;
  let sent = 0;
  const worker = async () => {
    while (sent < total) {
      sent += 1;
      const body = JSON.stringify({ format: 1, brand: 'india', token, pageLoad: id('load', sent), device: id('device', sent), counts });
      const response = await fetch(`${url}/api/beacons`, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8', origin: PAGE_ORIGIN }, body });
      if (response.status !== 204) throw new Error(`A beacon was refused (${response.status}): ${await response.text()}`);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return (performance.now() - started) / 1000;
}

await runBench('beacons', async (argv) => {
  const { values } = parseArgs({ args: [...argv], options: { beacons: { type: 'string' }, concurrency: { type: 'string' } } });
  const total = Number(values.beacons ?? 20_000);
  const concurrency = Number(values.concurrency ?? 32);
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-beacons-'));
  let registry: { url: string; child: ChildProcess; token: string } | undefined;
  try {
    mkdirSync(path.join(dir, 'bundle'));
    const code = await bundle(path.join(dir, 'bundle'));
    const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
    console.log('What the load beacons add to the shell (minified, bytes)');
    console.log(
      table(
        ['module', 'where', 'bytes', 'gzip'],
        [
          [
            'federation/load-beacons.ts',
            'first visit (start-draw)',
            String(Buffer.byteLength(code.beacons) - Buffer.byteLength(code.shared)),
            String(gzip(code.beacons) - gzip(code.shared)),
          ],
          ['federation/diagnose-entry.ts', 'after an entry failed only', String(Buffer.byteLength(code.diagnose)), String(gzip(code.diagnose))],
        ],
      ) + '\n',
    );

    registry = await startRegistry(dir);
    const rows: string[][] = [];
    for (const slowdown of [1, 4]) {
      const figures = await mainThread(code, `${registry.url}/api/beacons`, slowdown);
      rows.push([
        `${slowdown}x`,
        figures.evaluateMs.toFixed(2),
        figures.startMs.toFixed(4),
        figures.reportUs.toFixed(2),
        figures.flushMs.toFixed(3),
      ]);
    }
    console.log('Main thread in Chromium (first screen: evaluate once, start, a count per remote load; later: one beacon of 5 counts)');
    console.log(table(['cpu', 'evaluate ms', 'start ms', 'count µs', 'beacon ms'], rows) + '\n');

    await ingest(registry.url, registry.token, Math.min(1000, total), concurrency, 'warm'); // warm-up
    const seconds = await ingest(registry.url, registry.token, total, concurrency, 'bench');
    console.log(`Registry ingest (own process, ${concurrency} at a time, 5 counts a beacon, SQLite on disk)`);
    console.log(table(['beacons', 'seconds', 'beacons/s', 'counts/s'], [[String(total), seconds.toFixed(2), (total / seconds).toFixed(0), ((total * 5) / seconds).toFixed(0)]]));
    return 0;
  } finally {
    registry?.child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
});
