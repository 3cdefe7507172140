// The plan of a rollout as the CLI and the API check it: no database, so the registry's CLI runs
// on its own outside this repository (build-tools' kit bundles it).

export interface RolloutPlan {
  /** Percents of devices, increasing, ending at 100 (reaching 100 promotes). */
  steps: number[];
  bakeMs: number;
  maxErrorRatio: number;
  minLoads: number;
}

/** "10m", "90s", "1h", "1500ms" → milliseconds; undefined when not a duration. */
export function parseDuration(value: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(value.trim());
  if (!match?.[1] || !match[2]) return undefined;
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match[2]] ?? 1;
  return Math.round(Number(match[1]) * unit);
}

export function formatDuration(ms: number): string {
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000}h`;
  if (ms % 60_000 === 0) return `${ms / 60_000}m`;
  return ms % 1000 === 0 ? `${ms / 1000}s` : `${ms}ms`;
}

/** Why a plan cannot run, or undefined. */
export function planProblem(plan: RolloutPlan): string | undefined {
  const { steps } = plan;
  if (steps.length === 0) return 'steps: name at least one step, e.g. 1,10,50,100.';
  if (steps.some((step) => !Number.isInteger(step) || step < 1 || step > 100)) return 'steps: each step is a whole percent from 1 to 100.';
  if (steps.some((step, index) => index > 0 && step <= (steps[index - 1] ?? 0))) return 'steps: each step must be larger than the one before.';
  if (steps.at(-1) !== 100) return 'steps: the last step must be 100 (reaching it promotes the canary).';
  // At 100% every device runs the canary: the pin has no loads left to judge it against.
  if (steps.length < 2) return 'steps: name a step below 100 first (at 100 there is no pin to compare with; use promote).';
  if (plan.bakeMs < 1000) return 'bake: at least 1s.';
  if (!(plan.maxErrorRatio >= 1)) return 'max-error-ratio: at least 1 (1: the canary may fail no more often than the pin).';
  if (!Number.isInteger(plan.minLoads) || plan.minLoads < 1) return 'min-loads: a whole number of at least 1.';
  return undefined;
}
