import { describe, expect, it } from 'vitest';
import { createSafeStorage } from './safe-storage.ts';
import { createLowBalancePopupDays } from './low-balance-popup.ts';
import { storedLowBalancePopupDays, STORAGE_KEYS } from './index.ts';

const memory = () => createSafeStorage(() => undefined);

describe('the low-balance popup’s days', () => {
  it('shows once a day per player, and forgets older days', () => {
    const area = memory();
    const days = createLowBalancePopupDays(area, 'lowBalancePopup');
    expect(days.mayShow(100001, '2026-11-22')).toBe(true);
    days.markShown(100001, '2026-11-22');
    expect(days.mayShow(100001, '2026-11-22')).toBe(false);
    expect(days.mayShow(100002, '2026-11-22')).toBe(true);
    expect(days.mayShow(100001, '2026-11-23')).toBe(true);
    days.markShown(100002, '2026-11-23');
    expect(JSON.parse(area.getItem('lowBalancePopup') ?? '')).toEqual({ 100002: '2026-11-23' });
  });

  it('reads a damaged record as none', () => {
    const area = memory();
    area.setItem('lowBalancePopup', '{"100001": 5}');
    expect(createLowBalancePopupDays(area, 'lowBalancePopup').mayShow(100001, '2026-11-22')).toBe(true);
  });

  it('survives storage that throws: the popup may show, nothing crashes', () => {
    const broken = createSafeStorage(() => {
      throw new Error('SecurityError');
    });
    const days = createLowBalancePopupDays(broken, 'lowBalancePopup');
    days.markShown(100001, '2026-11-22');
    expect(days.mayShow(100001, '2026-11-22')).toBe(false);
  });

  it('is one record for the whole site, under one key', () => {
    expect(STORAGE_KEYS.lowBalancePopup).toBe('lowBalancePopup');
    expect(typeof storedLowBalancePopupDays.mayShow).toBe('function');
  });
});
