import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@casino/build-tools/chromium';

/** The port of the static server this suite starts (and stops) for itself. */
const PORT = Number(process.env.E2E_PORT ?? 4310);

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    // The built static root, served exactly as the README's start command serves it.
    command: 'node ../build-tools/src/static-root/serve-cli.ts',
    env: { PORT: String(PORT), HOST: '127.0.0.1' },
    url: `http://127.0.0.1:${PORT}/brands/india/remotes.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
