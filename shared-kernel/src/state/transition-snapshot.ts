import { startTransition, useEffect, useState } from 'react';

/**
 * An outside value (`getSnapshot`, announced by `subscribe`) read in render, whose changes draw
 * the component again in a transition: React renders those in slices it yields between, so a
 * change that redraws much of the page (texts arriving, a remote's first screen) is no long task.
 * useSyncExternalStore would render each change at once and whole. The price: for a moment after a
 * change, components may show the value before it (never a torn mix within one render).
 */
export function useTransitionSnapshot<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T): T {
  const [value, setValue] = useState(getSnapshot);
  useEffect(() => {
    const update = () => startTransition(() => setValue(getSnapshot));
    const unsubscribe = subscribe(update);
    // A change between the render and the subscription (React drops an update to the same value).
    update();
    return unsubscribe;
  }, [subscribe, getSnapshot]);
  return value;
}
