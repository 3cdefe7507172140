import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { casinoBus } from '@casino/shared-kernel/events';
import { kernelStore } from './kernel-store.ts';
import { dismissToast, MAX_VISIBLE_TOASTS, toast, toastsAtom } from './toasts.ts';

const visible = () => kernelStore.get(toastsAtom).map(({ text }) => text);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const { id } of kernelStore.get(toastsAtom)) dismissToast(id);
  vi.useRealTimers();
});

describe('toasts', () => {
  it('go after 3000 ms by default', () => {
    const id = toast('success', 'Bind Succ!');
    expect(kernelStore.get(toastsAtom)).toEqual([{ id, type: 'success', text: 'Bind Succ!', ms: 3000 }]);
    vi.advanceTimersByTime(2999);
    expect(visible()).toEqual(['Bind Succ!']);
    vi.advanceTimersByTime(1);
    expect(visible()).toEqual([]);
  });

  it('go after the time given', () => {
    toast('info', 'short', 500);
    vi.advanceTimersByTime(499);
    expect(visible()).toEqual(['short']);
    vi.advanceTimersByTime(1);
    expect(visible()).toEqual([]);
  });

  it('do not vanish at once when ms is beyond what a timer can hold', () => {
    toast('info', 'very long', 2 ** 31 + 5);
    vi.advanceTimersByTime(60_000);
    expect(visible()).toEqual(['very long']);
  });

  it('stay until dismissed when ms is 0 or negative (or not a finite number)', () => {
    const zero = toast('error', 'zero', 0);
    toast('error', 'negative', -1);
    toast('error', 'infinite', Number.POSITIVE_INFINITY);
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    expect(visible()).toEqual(['zero', 'negative', 'infinite']);
    expect(kernelStore.get(toastsAtom).every(({ ms }) => ms === 0)).toBe(true);
    dismissToast(zero);
    toast('error', 'nan', Number.NaN);
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    expect(visible()).toEqual(['negative', 'infinite', 'nan']);
  });

  it('dismissToast removes one toast and stops its timer; unknown ids are ignored', () => {
    const first = toast('info', 'first');
    toast('info', 'second');
    dismissToast(first);
    dismissToast(12345);
    expect(visible()).toEqual(['second']);
    vi.advanceTimersByTime(3000);
    expect(visible()).toEqual([]);
  });

  it('replaces the same message instead of stacking it, restarting its time', () => {
    const first = toast('warning', 'USER_FORBIDDEN');
    vi.advanceTimersByTime(2000);
    const second = toast('warning', 'USER_FORBIDDEN');
    expect(second).not.toBe(first);
    expect(visible()).toEqual(['USER_FORBIDDEN']);
    vi.advanceTimersByTime(2999);
    expect(visible()).toEqual(['USER_FORBIDDEN']);
    toast('error', 'USER_FORBIDDEN');
    expect(visible()).toEqual(['USER_FORBIDDEN', 'USER_FORBIDDEN']);
  });

  it('keeps only the newest few', () => {
    for (const n of [1, 2, 3, 4, 5]) toast('error', `failure ${n}`, 0);
    expect(MAX_VISIBLE_TOASTS).toBe(3);
    expect(visible()).toEqual(['failure 3', 'failure 4', 'failure 5']);
  });

  it('shows nothing for an empty text', () => {
    expect(toast('error', '  ')).toBe(0);
    expect(visible()).toEqual([]);
  });

  it('announces each toast on the bus', () => {
    const shown = vi.fn();
    const off = casinoBus.on('toast:shown', shown);
    const id = toast('info', 'in_processing', -5);
    expect(shown).toHaveBeenCalledWith({ id, type: 'info', text: 'in_processing', ms: 0 });
    off();
  });
});
