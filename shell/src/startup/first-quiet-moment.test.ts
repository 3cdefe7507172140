import { afterEach, describe, expect, it, vi } from 'vitest';
import { atFirstQuietMoment, LATEST_AFTER_LOAD_MS } from './first-quiet-moment.ts';

/** A window whose load and idle periods the test drives. */
function fakeWindow(readyState: DocumentReadyState) {
  const idle: { callback: IdleRequestCallback; timeout: number | undefined }[] = [];
  const listeners: (() => void)[] = [];
  const win = {
    document: { readyState },
    performance: { now: () => 1_000 },
    requestIdleCallback: (callback: IdleRequestCallback, options?: IdleRequestOptions) => idle.push({ callback, timeout: options?.timeout }),
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    setTimeout: (run: () => void) => run(),
  };
  const idlePeriod = (ms: number, didTimeout = false) => idle.shift()?.callback({ didTimeout, timeRemaining: () => ms });
  return { win: win as unknown as Window, idle, load: () => listeners.forEach((listener) => listener()), idlePeriod };
}

afterEach(() => vi.restoreAllMocks());

describe('atFirstQuietMoment', () => {
  it('waits for the load, then for an idle period of 40 ms or more', () => {
    const work = vi.fn();
    const page = fakeWindow('interactive');
    atFirstQuietMoment(work, page.win);
    expect(page.idle).toHaveLength(0);
    page.load();
    page.idlePeriod(12);
    page.idlePeriod(30);
    expect(work).not.toHaveBeenCalled();
    page.idlePeriod(45);
    expect(work).toHaveBeenCalledOnce();
    expect(page.idle).toHaveLength(0);
  });

  it('runs when the longest wait is over, however busy the page stays', () => {
    const work = vi.fn();
    const page = fakeWindow('complete');
    atFirstQuietMoment(work, page.win);
    expect(page.idle[0]?.timeout).toBe(LATEST_AFTER_LOAD_MS);
    page.idlePeriod(3, true);
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs after a timer where the browser has no idle callbacks', () => {
    const work = vi.fn();
    const page = fakeWindow('complete');
    Reflect.deleteProperty(page.win, 'requestIdleCallback');
    atFirstQuietMoment(work, page.win);
    expect(work).toHaveBeenCalledOnce();
  });
});
