/** Loads and failures (entry, chunk, integrity, boundary crashes) one version reported, and from how many devices. */
export interface LoadCounts {
  loads: number;
  failures: number;
  /** Distinct devices they came from (each client address vouching for a few at most). */
  devices: number;
}

export interface RolloutRule {
  /** The canary is worse when its failure rate exceeds the pin's times this (e.g. 2). */
  maxErrorRatio: number;
  /** Loads each side needs before any decision, from at least as many distinct devices. */
  minLoads: number;
  /** How long each step runs before it is judged. */
  bakeMs: number;
}

export type RolloutDecision =
  | { kind: 'baking'; decideAt: number }
  | { kind: 'waiting-for-loads'; needed: { pin: number; canary: number }; devicesNeeded: { pin: number; canary: number } }
  | { kind: 'advance'; canaryRate: number; pinRate: number }
  | { kind: 'abort'; canaryRate: number; pinRate: number };

/**
 * Judges a rollout step. Before the bake time ends: baking. Then, with fewer than `minLoads` loads,
 * or loads from fewer than `minLoads` distinct devices, on either side: waiting (a quiet brand, or a
 * handful of devices however often they report, never decides). Otherwise the canary advances when its
 * failure rate is at most `maxErrorRatio` times the pin's (a tie advances) and aborts when worse. A pin
 * with no failures is taken as one failure in its loads, so a single canary failure against a clean
 * pin does not abort a canary that is as good as the pin can be measured to be.
 */
export function decideStep(rule: RolloutRule, stepStartedAt: number, now: number, pin: LoadCounts, canary: LoadCounts): RolloutDecision {
  const decideAt = stepStartedAt + rule.bakeMs;
  if (now < decideAt) return { kind: 'baking', decideAt };
  const short = (have: number) => Math.max(0, rule.minLoads - have);
  if ([pin.loads, canary.loads, pin.devices, canary.devices].some((have) => have < rule.minLoads)) {
    return {
      kind: 'waiting-for-loads',
      needed: { pin: short(pin.loads), canary: short(canary.loads) },
      devicesNeeded: { pin: short(pin.devices), canary: short(canary.devices) },
    };
  }
  const pinRate = pin.failures / pin.loads;
  const canaryRate = canary.failures / canary.loads;
  const baseline = Math.max(pinRate, 1 / pin.loads);
  return canaryRate <= rule.maxErrorRatio * baseline ? { kind: 'advance', canaryRate, pinRate } : { kind: 'abort', canaryRate, pinRate };
}
