import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '../../app/when-idle.ts';

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
