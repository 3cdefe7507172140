import { describe, expect, it } from 'vitest';
import { FIRST_RECHARGE_CYCLE_SECONDS, firstRechargeActive, firstRechargeCycleEnd } from './first-recharge-rules.ts';

const HOUR = 3_600_000;

describe('the first-recharge countdown (spec 4, 9)', () => {
  const created = 1_790_000_000;
  it('ends 6 hours after account creation, then every 6 hours', () => {
    expect(FIRST_RECHARGE_CYCLE_SECONDS).toBe(21_600);
    expect(firstRechargeCycleEnd(created, created * 1000 + 1 * HOUR)).toBe(created * 1000 + 6 * HOUR);
    expect(firstRechargeCycleEnd(created, created * 1000 + 7 * HOUR)).toBe(created * 1000 + 12 * HOUR);
    expect(firstRechargeCycleEnd(created, created * 1000 + 30 * HOUR + 5)).toBe(created * 1000 + 36 * HOUR);
  });
  it('starts a new cycle at a cycle’s end (never 00:00:00)', () => {
    expect(firstRechargeCycleEnd(created, created * 1000 + 6 * HOUR)).toBe(created * 1000 + 12 * HOUR);
  });
  it('counts a whole first cycle for a clock behind the creation time', () => {
    expect(firstRechargeCycleEnd(created, created * 1000 - 5_000)).toBe(created * 1000 + 6 * HOUR);
  });
  it('is active while first_pay_date is empty', () => {
    expect(firstRechargeActive('')).toBe(true);
    expect(firstRechargeActive('2026-11-26 10:00:00')).toBe(false);
  });
});
