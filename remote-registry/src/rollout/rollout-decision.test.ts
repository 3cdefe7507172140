import { describe, expect, it } from 'vitest';
import { decideStep, type RolloutRule } from './rollout-decision.ts';

const MINUTE = 60_000;
const rule: RolloutRule = { maxErrorRatio: 2, minLoads: 200, bakeMs: 10 * MINUTE };
const start = Date.UTC(2026, 10, 26, 12, 0);

describe('decideStep', () => {
  it('bakes until the bake time has passed, then decides (fake clock)', () => {
    const counts = { loads: 1000, failures: 10 };
    expect(decideStep(rule, start, start + 10 * MINUTE - 1, counts, counts)).toEqual({ kind: 'baking', decideAt: start + 10 * MINUTE });
    expect(decideStep(rule, start, start + 10 * MINUTE, counts, counts).kind).toBe('advance');
  });

  it('waits without data or below the minimum loads on either side, saying how many are missing', () => {
    const later = start + 11 * MINUTE;
    expect(decideStep(rule, start, later, { loads: 0, failures: 0 }, { loads: 0, failures: 0 })).toEqual({ kind: 'waiting-for-loads', needed: { pin: 200, canary: 200 } });
    expect(decideStep(rule, start, later, { loads: 5000, failures: 0 }, { loads: 199, failures: 199 })).toEqual({ kind: 'waiting-for-loads', needed: { pin: 0, canary: 1 } });
  });

  it('advances on a tie and up to the ratio, aborts beyond it', () => {
    const later = start + 10 * MINUTE;
    const pin = { loads: 1000, failures: 10 };
    expect(decideStep(rule, start, later, pin, { loads: 500, failures: 5 })).toEqual({ kind: 'advance', canaryRate: 0.01, pinRate: 0.01 });
    expect(decideStep(rule, start, later, pin, { loads: 500, failures: 10 }).kind).toBe('advance');
    expect(decideStep(rule, start, later, pin, { loads: 500, failures: 11 })).toEqual({ kind: 'abort', canaryRate: 0.022, pinRate: 0.01 });
  });

  it('against a pin with no failures, one canary failure is not worse, a broken canary is', () => {
    const later = start + 10 * MINUTE;
    expect(decideStep(rule, start, later, { loads: 400, failures: 0 }, { loads: 200, failures: 1 }).kind).toBe('advance');
    expect(decideStep(rule, start, later, { loads: 400, failures: 0 }, { loads: 200, failures: 200 }).kind).toBe('abort');
  });
});
