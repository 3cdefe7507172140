import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@casino/build-tools/chromium';

/** The port of the static server this suite starts (and stops) for itself. */
const PORT = Number(process.env.E2E_PORT ?? 4310);

/** The api-server the site's /api/ reaches (started with it, over a fresh database each run). */
export const API_PORT = Number(process.env.E2E_API_PORT ?? 4313);
const API_DATA_DIR = path.join(tmpdir(), 'casino-e2e-api-data');

/**
 * nginx's own api-server: the URLs it writes (pictures, game and payment pages) name the origin the
 * browser is on, and nginx's CSP allows only that one.
 */
const NGINX_API_PORT = Number(process.env.E2E_NGINX_API_PORT ?? 4314);
const NGINX_API_DATA_DIR = path.join(tmpdir(), 'casino-e2e-nginx-api-data');
/**
 * The api-server's rate limits (per address, device and account) times this: every player of the
 * suites comes from 127.0.0.1, and one run signs up hundreds.
 */
const RATE_LIMIT_SCALE = '100';
/** Deletes a data folder, then starts what follows: every run begins with a freshly seeded database. */
const fresh = (dir: string) => `node -e "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })" ${dir}`;

/** nginx with the deployment's config (deploy/nginx) serving the same static root. */
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 4311);

/** The registry suite starts its own static server and registry over a copy of the static root. */
/** Specs that move the api-server's development clock (POST /dev/clock/advance). */
const MOVES_API_CLOCK = /[\\/]tests[\\/]responsible-gaming-limits\.spec\.ts$/;
const REGISTRY_SPECS = /[\\/]tests[\\/]registry[\\/][^\\/]+\.spec\.ts$/;

/**
 * A second nginx standing for a CDN: remotes loaded from it are cross-origin to the page on
 * NGINX_PORT, whose CSP lists this origin (as CSP_REMOTE_ORIGINS would list a real CDN).
 */
export const REMOTE_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_REMOTE_ORIGIN_PORT ?? 4312)}`;

/** deploy/src/run-nginx.ts on the built static root; SIGTERM lets it stop nginx and remove its temp folder. */
const nginxServer = (port: number, env: Record<string, string> = {}) => ({
  command: `node ../deploy/src/run-nginx.ts --root ../dist/site --port ${port}`,
  env,
  url: `http://127.0.0.1:${port}/brands/india/remotes.json`,
  reuseExistingServer: false,
  timeout: 30_000,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
});

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // CI (2 cores, every suite at once) retries a failed test once; the list reporter still names it
  // "flaky", and its first failure keeps its trace, so a flake is seen and chased, not hidden.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list']],
  // A cold page's first screen takes 1–3 s on an idle 2-core machine; with both cores busy (two
  // workers' Chromiums) it was measured past 10 s: the traces show every request answered within
  // 0.4 s and the renderer waiting for the CPU 1–4 s between them. Waits end as soon as their
  // condition holds, so these limits cost a passing test nothing; a journey of several page loads
  // says so with a longer time-out of its own.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    // The shell's service worker would answer requests that page.route() must see (a remote's entry
    // made to fail, a changed map): the suites run without it, except the PWA suite.
    serviceWorkers: 'block',
    // As a player who asked for reduced motion: the site's endless decoration (the marquee, shimmering
    // placeholders, the winners' pulse) stands still. Headless Chromium composites in software, where
    // that motion kept a third of a core busy on every open page, time the suites' own work waited
    // for. The suites that test motion ask for it.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'static-server', testIgnore: [/through-nginx\.spec\.ts$/, REGISTRY_SPECS, MOVES_API_CLOCK] },
    // Moves the shared api-server's development clock a day forward for a few seconds: alone, after
    // the others (a sign-in or a signed call beside it would see tomorrow's server).
    { name: 'api-clock', testMatch: MOVES_API_CLOCK, dependencies: ['static-server'] },
    { name: 'through-nginx', testMatch: /through-nginx\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${NGINX_PORT}` } },
    // Publishes, pins and restarts: its own servers on free ports (tests/registry/registry-stack.ts).
    { name: 'registry', testMatch: REGISTRY_SPECS },
  ],
  webServer: [
    {
      // The built static root and the api-server behind its /api/, started exactly as the README's
      // start command starts them, over a database made fresh for the run.
      command: `${fresh(API_DATA_DIR)} && node ../build-tools/src/static-root/site-cli.ts`,
      env: { PORT: String(PORT), HOST: '127.0.0.1', API_PORT: String(API_PORT), API_DATA_DIR, API_RATE_LIMIT_SCALE: RATE_LIMIT_SCALE },
      url: `http://127.0.0.1:${PORT}/brands/india/remotes.json`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `${fresh(NGINX_API_DATA_DIR)} && node ../api-server/src/main.ts --mode development --log-level warn`,
      env: { API_PORT: String(NGINX_API_PORT), API_DATA_DIR: NGINX_API_DATA_DIR, API_PUBLIC_URL: '', API_RATE_LIMIT_SCALE: RATE_LIMIT_SCALE },
      url: `http://127.0.0.1:${NGINX_API_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    nginxServer(NGINX_PORT, { CSP_REMOTE_ORIGINS: REMOTE_ORIGIN, API_UPSTREAM: `http://127.0.0.1:${NGINX_API_PORT}` }),
    nginxServer(Number(new URL(REMOTE_ORIGIN).port)),
  ],
});
