/**
 * The loading screen's fake progress (spec 2): quickly to 60 %, then to 80 %, then slowly towards
 * 99 %, which it never passes while start-up runs; 100 % only when start-up ends.
 */
export const FAKE_PROGRESS_STEPS = [
  /** 0 → 60 % in the first 0.6 s. */
  { until: 600, percent: 60 },
  /** 60 → 80 % by 2 s. */
  { until: 2_000, percent: 80 },
] as const;

/** The highest value the fake progress reaches by itself. */
export const FAKE_PROGRESS_MAX = 99;

/** After 80 %, the remaining distance to 99 % halves every this many ms: slow, and never arrives. */
export const FAKE_PROGRESS_SLOW_HALF_LIFE_MS = 4_000;

/** The percent (whole number, 0–99) the bar shows `elapsedMs` after the loading screen appeared. */
export function fakeProgress(elapsedMs: number): number {
  const elapsed = Math.max(0, elapsedMs);
  let from = { until: 0, percent: 0 };
  for (const step of FAKE_PROGRESS_STEPS) {
    if (elapsed <= step.until) {
      return Math.floor(from.percent + ((step.percent - from.percent) * (elapsed - from.until)) / (step.until - from.until));
    }
    from = step;
  }
  const remaining = (FAKE_PROGRESS_MAX - from.percent) * 2 ** (-(elapsed - from.until) / FAKE_PROGRESS_SLOW_HALF_LIFE_MS);
  return Math.min(FAKE_PROGRESS_MAX, Math.floor(FAKE_PROGRESS_MAX - remaining + 0.5));
}
