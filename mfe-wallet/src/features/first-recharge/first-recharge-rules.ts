/** Spec 9: the first-recharge countdown repeats every 6 hours. */
export const FIRST_RECHARGE_CYCLE_SECONDS = 6 * 60 * 60;

/** Whether the first-deposit offer still applies: until the first deposit (spec 4: `first_pay_date` empty). */
export const firstRechargeActive = (firstPayDate: string | null | undefined) => !firstPayDate;

/**
 * The end of the current 6-hour cycle counted from account creation (spec 4), Unix ms. A cycle that
 * ends exactly now gives way to the next one, so the countdown never shows 00:00:00.
 */
export function firstRechargeCycleEnd(createTimeSeconds: number, nowMs: number): number {
  const cycleMs = FIRST_RECHARGE_CYCLE_SECONDS * 1000;
  const created = createTimeSeconds * 1000;
  if (nowMs < created) return created + cycleMs;
  const elapsed = (nowMs - created) % cycleMs;
  return nowMs - elapsed + cycleMs;
}
