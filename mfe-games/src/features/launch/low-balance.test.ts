import { describe, expect, it } from 'vitest';
import { createSafeStorage, type KeyValueStorage } from '@casino/shared-kernel/storage';
import { decidePlay } from './play-decision.ts';
import { LOW_BALANCE_POPUP_KEY, isLowBalance, localDay, lowBalancePopupDays } from './low-balance.ts';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
}

const morning = new Date(2026, 10, 22, 8, 0);
const evening = new Date(2026, 10, 22, 23, 59);
const nextDay = new Date(2026, 10, 23, 0, 1);

describe('the low-balance rule', () => {
  it('calls cash below one unit low: 99 minor units are, 100 are not', () => {
    expect(isLowBalance(0)).toBe(true);
    expect(isLowBalance(99)).toBe(true);
    expect(isLowBalance(100)).toBe(false);
    expect(isLowBalance(1_000_00)).toBe(false);
  });

  it('shows the popup once a day per player, and again the next day', () => {
    const storage = memoryStorage();
    const days = lowBalancePopupDays(storage);
    expect(days.mayShow(100001, morning)).toBe(true);
    days.markShown(100001, morning);
    expect(days.mayShow(100001, evening)).toBe(false);
    // Another player on the same browser has their own day.
    expect(days.mayShow(100002, evening)).toBe(true);
    expect(days.mayShow(100001, nextDay)).toBe(true);
  });

  it('keeps only today’s entries under its own key, so the record never grows', () => {
    const storage = memoryStorage();
    const days = lowBalancePopupDays(storage);
    days.markShown(100001, morning);
    days.markShown(100002, nextDay);
    expect(JSON.parse(storage.data.get(LOW_BALANCE_POPUP_KEY) ?? '')).toEqual({ 100002: localDay(nextDay) });
  });

  it('survives a corrupt record and storage that throws: the popup may show, nothing crashes', () => {
    const storage = memoryStorage();
    storage.setItem(LOW_BALANCE_POPUP_KEY, '{not json');
    expect(lowBalancePopupDays(storage).mayShow(100001, morning)).toBe(true);
    const broken = createSafeStorage(() => {
      throw new Error('SecurityError');
    });
    const days = lowBalancePopupDays(broken);
    days.markShown(100001, morning);
    expect(days.mayShow(100001, evening)).toBe(false);
  });
});

describe('what Play leads to', () => {
  const facts = { signedIn: true, cash: 50_00, isLow: isLowBalance, popupMayShow: true };

  it('asks a visitor to sign in, whatever else', () => {
    expect(decidePlay({ ...facts, signedIn: false, cash: null })).toEqual({ kind: 'sign-in' });
  });

  it('plays with enough cash, or when the balance could not be read (the game refuses a stake it cannot pay)', () => {
    expect(decidePlay(facts)).toEqual({ kind: 'play' });
    expect(decidePlay({ ...facts, cash: null })).toEqual({ kind: 'play' });
  });

  it('stops below 1 with the popup, or without it once it has shown today', () => {
    expect(decidePlay({ ...facts, cash: 99 })).toEqual({ kind: 'low-balance', popup: true });
    expect(decidePlay({ ...facts, cash: 0, popupMayShow: false })).toEqual({ kind: 'low-balance', popup: false });
  });
});
