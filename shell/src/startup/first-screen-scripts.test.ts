// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { afterFirstScreenScripts, retryFailedFirstScreenScripts } from './first-screen-scripts.ts';

/** A document in a given ready state, whose DOMContentLoaded the test fires. */
function page(readyState: DocumentReadyState, contentLoadedAt: number) {
  const target = new EventTarget();
  const doc = Object.assign(target, { readyState }) as unknown as Document;
  const timing = { getEntriesByType: () => [{ domContentLoadedEventStart: contentLoadedAt }] } as unknown as Performance;
  return { doc, timing, contentLoaded: () => target.dispatchEvent(new Event('DOMContentLoaded')) };
}

describe('the async boundary after the first screen’s deferred scripts', () => {
  // Deferred scripts run while the page is `interactive`; a page still parsed is `loading`.
  it.each(['interactive', 'loading'] as const)('waits for DOMContentLoaded while the page is %s, and crosses once', (readyState) => {
    const { doc, timing, contentLoaded } = page(readyState, 0);
    const boundary = vi.fn();
    afterFirstScreenScripts(boundary, doc, timing);
    expect(boundary).not.toHaveBeenCalled();
    contentLoaded();
    contentLoaded();
    expect(boundary).toHaveBeenCalledTimes(1);
  });

  it('crosses at once when the scripts have run (DOMContentLoaded is past, or the page is complete)', () => {
    for (const { doc, timing } of [page('interactive', 120), page('complete', 120)]) {
      const boundary = vi.fn();
      afterFirstScreenScripts(boundary, doc, timing);
      expect(boundary).toHaveBeenCalledTimes(1);
    }
  });
});

describe('a first-screen script that failed', () => {
  it('leaves the page, so the chunk loader adds a fresh tag instead of waiting on it', () => {
    document.head.innerHTML = '<script data-rspack="shell@0.1.0:chunk-1" src="a.js"></script><script data-rspack="shell@0.1.0:chunk-2" src="b.js"></script>';
    retryFailedFirstScreenScripts(document);
    document.querySelector('script[src="a.js"]')!.dispatchEvent(new Event('error'));
    document.querySelector('script[src="b.js"]')!.dispatchEvent(new Event('load'));
    expect([...document.querySelectorAll('script[data-rspack]')].map((script) => script.getAttribute('src'))).toEqual(['b.js']);
  });
});
