import { describe, expect, it } from 'vitest';
import { decideStep, type RolloutRule } from './rollout-decision.ts';

const MINUTE = 60_000;
const rule: RolloutRule = { maxErrorRatio: 2, minLoads: 200, bakeMs: 10 * MINUTE };
const start = Date.UTC(2026, 10, 26, 12, 0);

describe('decideStep', () => {
  it('bakes until the bake time has passed, then decides (fake clock)', () => {
    const counts = { loads: 1000, failures: 10, devices: 900 };
    expect(decideStep(rule, start, start + 10 * MINUTE - 1, counts, counts)).toEqual({ kind: 'baking', decideAt: start + 10 * MINUTE });
    expect(decideStep(rule, start, start + 10 * MINUTE, counts, counts).kind).toBe('advance');
  });

  it('waits without data or below the minimum loads on either side, saying how many are missing', () => {
    const later = start + 11 * MINUTE;
    const none = { loads: 0, failures: 0, devices: 0 };
    expect(decideStep(rule, start, later, none, none)).toEqual({
      kind: 'waiting-for-loads',
      needed: { pin: 200, canary: 200 },
      devicesNeeded: { pin: 200, canary: 200 },
    });
    expect(decideStep(rule, start, later, { loads: 5000, failures: 0, devices: 5000 }, { loads: 199, failures: 199, devices: 199 })).toMatchObject({
      kind: 'waiting-for-loads',
      needed: { pin: 0, canary: 1 },
    });
  });

  it('waits while either side\'s loads come from fewer distinct devices than the minimum, however many loads', () => {
    const later = start + 11 * MINUTE;
    const pin = { loads: 5000, failures: 0, devices: 4000 };
    expect(decideStep(rule, start, later, pin, { loads: 5000, failures: 0, devices: 3 })).toEqual({
      kind: 'waiting-for-loads',
      needed: { pin: 0, canary: 0 },
      devicesNeeded: { pin: 0, canary: 197 },
    });
    expect(decideStep(rule, start, later, { ...pin, devices: 199 }, { loads: 5000, failures: 4000, devices: 4000 }).kind).toBe('waiting-for-loads');
    expect(decideStep(rule, start, later, pin, { loads: 5000, failures: 0, devices: 200 }).kind).toBe('advance');
  });

  it('advances on a tie and up to the ratio, aborts beyond it', () => {
    const later = start + 10 * MINUTE;
    const pin = { loads: 1000, failures: 10, devices: 1000 };
    expect(decideStep(rule, start, later, pin, { loads: 500, failures: 5, devices: 500 })).toEqual({ kind: 'advance', canaryRate: 0.01, pinRate: 0.01 });
    expect(decideStep(rule, start, later, pin, { loads: 500, failures: 10, devices: 500 }).kind).toBe('advance');
    expect(decideStep(rule, start, later, pin, { loads: 500, failures: 11, devices: 500 })).toEqual({ kind: 'abort', canaryRate: 0.022, pinRate: 0.01 });
  });

  it('against a pin with no failures, one canary failure is not worse, a broken canary is', () => {
    const later = start + 10 * MINUTE;
    expect(decideStep(rule, start, later, { loads: 400, failures: 0, devices: 400 }, { loads: 200, failures: 1, devices: 200 }).kind).toBe('advance');
    expect(decideStep(rule, start, later, { loads: 400, failures: 0, devices: 400 }, { loads: 200, failures: 200, devices: 200 }).kind).toBe('abort');
  });
});
