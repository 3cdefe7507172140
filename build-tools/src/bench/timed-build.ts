import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/** The pnpm the workspace pins; run through npx so the bench does not depend on a global pnpm. */
const PNPM = ['-y', 'pnpm@12.21.0'] as const;

/**
 * Runs `pnpm <args>` in `cwd` and returns its wall-clock time in ms.
 * Output is captured (it would bury the figures) and shown only when the build fails.
 */
export function timedPnpm(args: readonly string[], cwd: string): number {
  const started = performance.now();
  const result = spawnSync('npx', [...PNPM, ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 256 * 1024 * 1024,
  });
  const elapsed = performance.now() - started;
  if (result.error) throw new Error(`pnpm ${args.join(' ')}: ${result.error.message}`);
  if (result.status !== 0) {
    const tail = `${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-40).join('\n');
    throw new Error(`pnpm ${args.join(' ')} failed (exit ${result.status ?? result.signal}):\n${tail}`);
  }
  return elapsed;
}
