import { describe, expect, it } from 'vitest';
import { createSafeStorage } from '@casino/shared-kernel/storage';
import { isLowBalance, LOW_BALANCE_POPUP_KEY, lowBalanceDays, lowBalanceOnChange } from './low-balance-rules.ts';

// No browser storage behind it: the kernel's safe storage keeps the values in memory.
const memory = () => createSafeStorage(() => undefined);

describe('low balance (spec 4)', () => {
  it('is cash below 1', () => {
    expect(isLowBalance(99)).toBe(true);
    expect(isLowBalance(100)).toBe(false);
  });

  it('opens the popup at most once a day per player', () => {
    const days = lowBalanceDays(memory());
    const morning = new Date(2026, 10, 26, 9);
    expect(days.mayShow(100_001, morning)).toBe(true);
    days.markShown(100_001, morning);
    expect(days.mayShow(100_001, new Date(2026, 10, 26, 23, 59))).toBe(false);
    expect(days.mayShow(100_002, morning)).toBe(true);
    expect(days.mayShow(100_001, new Date(2026, 10, 27, 0, 1))).toBe(true);
    expect(LOW_BALANCE_POPUP_KEY).toBe('lowBalancePopup');
  });

  it('opens when the cash falls below 1, not for a balance already low, nor the player’s own withdrawal', () => {
    const change = { before: 500, after: 50, ownWithdrawal: false, mayShowToday: true };
    expect(lowBalanceOnChange(change)).toBe(true);
    expect(lowBalanceOnChange({ ...change, before: null })).toBe(false);
    expect(lowBalanceOnChange({ ...change, before: 80 })).toBe(false);
    expect(lowBalanceOnChange({ ...change, ownWithdrawal: true })).toBe(false);
    expect(lowBalanceOnChange({ ...change, mayShowToday: false })).toBe(false);
  });
});
