import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchServingHealth } from './health-watch.ts';

describe('watchServingHealth', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports a tampered file at the first check after it happens, once, and its repair', () => {
    let problems: string[] = [];
    const degraded: string[][] = [];
    let recovered = 0;
    const stop = watchServingHealth({
      check: () => problems,
      intervalMs: 30_000,
      onDegraded: (found) => degraded.push(found),
      onRecovered: () => (recovered += 1),
    });
    expect(degraded).toEqual([]);
    problems = ['remotes/mfe-wallet/1.1.0/remoteEntry.js does not match its recorded hash (used by india)'];
    vi.advanceTimersByTime(29_999);
    expect(degraded).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(degraded).toEqual([problems]);
    vi.advanceTimersByTime(90_000);
    expect(degraded).toHaveLength(1);
    problems = [];
    vi.advanceTimersByTime(30_000);
    expect(recovered).toBe(1);
    stop();
    problems = ['remotes/mfe-wallet/1.0.0/remoteEntry.js is missing (used by india)'];
    vi.advanceTimersByTime(60_000);
    expect(degraded).toHaveLength(1);
  });

  it('reports problems found at start at once', () => {
    const degraded: string[][] = [];
    const stop = watchServingHealth({ check: () => ['x is missing'], intervalMs: 1000, onDegraded: (p) => degraded.push(p), onRecovered: () => {} });
    expect(degraded).toEqual([['x is missing']]);
    stop();
  });
});
