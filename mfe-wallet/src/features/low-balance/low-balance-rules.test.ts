import { describe, expect, it } from 'vitest';
import { lowBalanceOnChange } from './low-balance-rules.ts';

describe('low balance (spec 4)', () => {
  it('opens when the cash falls below 1, not for a balance already low, nor the player’s own withdrawal', () => {
    const change = { before: 500, after: 50, ownWithdrawal: false, mayShowToday: true };
    expect(lowBalanceOnChange(change)).toBe(true);
    expect(lowBalanceOnChange({ ...change, before: null })).toBe(false);
    expect(lowBalanceOnChange({ ...change, before: 80 })).toBe(false);
    expect(lowBalanceOnChange({ ...change, ownWithdrawal: true })).toBe(false);
    expect(lowBalanceOnChange({ ...change, mayShowToday: false })).toBe(false);
  });
});
