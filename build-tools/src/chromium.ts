/**
 * How the suites and the benchmark start Debian's Chromium: Playwright's own browser downloads are
 * not reachable here, and without these flags Chromium keeps dialling services on a closed network.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
