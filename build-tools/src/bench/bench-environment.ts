import { execFileSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { CHROMIUM_PATH } from '../chromium.ts';

/**
 * What a bench's figures depend on beyond the code, printed with them so that someone else can
 * compare: the browser's version, the machine's cores and how busy it was when the bench started
 * (a load near the core count means the figures measured the machine, not the site).
 */
export function benchEnvironment(): string {
  let browser: string;
  try {
    browser = execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', timeout: 20_000 }).trim();
  } catch (error) {
    browser = `${CHROMIUM_PATH} (its version could not be read: ${error instanceof Error ? error.message : String(error)})`;
  }
  const [one, five, fifteen] = loadavg().map((load) => load.toFixed(2));
  return `${browser}; Node ${process.version}; ${availableParallelism()} cores; load average at start ${one}, ${five}, ${fifteen} (1, 5, 15 min)`;
}
