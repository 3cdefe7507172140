import { startTransition, useEffect, useState } from 'react';

/** Waits for a moment the page has nothing else to do (`requestIdleCallback`, else a short timer). */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    // The timeout keeps a busy page (an animation, a long load) from holding the rest back for good.
    const id = requestIdleCallback(run, { timeout: 1_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 16);
  return () => clearTimeout(id);
}

/**
 * How many of `total` parts of a long page to draw: `first` at once, then one more each time the
 * page is idle, each in a transition. The lobby's rails hold a hundred and more tiles (1,500 of the
 * Dashboard's 1,900 elements); drawn together they were one long task of layout and paint on the
 * first screen, and the first screen does not show them.
 */
export function useRevealedCount(total: number, first: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return undefined;
    return whenIdle(() => startTransition(() => setCount((shown) => shown + 1)));
  }, [count, total]);
  return Math.min(count, total);
}
