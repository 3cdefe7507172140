import { useEffect, useState } from 'react';

/**
 * How far ahead a section's code is fetched: a viewport's height before its place scrolls into
 * view (rootMargin percentages are of the viewport's height for top and bottom), so it has
 * arrived, and replaced its placeholder off screen, by the time the player gets there.
 */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';

/**
 * How near a rail's place must come before the rail is drawn: a quarter of the viewport's height.
 * Drawing a rail is a render, not a download, done in a frame or two; a viewport's height ahead
 * would draw, with a phone's first screen, rails that screen does not show.
 */
export const RAIL_NEAR_MARGIN = '25% 0px';

/**
 * Whether the element given to the returned ref has come within `margin` (a viewport's height by
 * default) of the viewport, or the player has started moving through the page with the Tab key; it stays true once
 * it has. A keyboard player would otherwise tab past a section whose links are not there yet (focus
 * jumps to the next link, below). Where IntersectionObserver is missing, true at once.
 */
export function useNearViewport<T extends Element>(margin = NEAR_VIEWPORT_MARGIN): [ref: (element: T | null) => void, near: boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') setNear(true);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKey);
    };
  }, [element, near, margin]);
  return [setElement, near];
}
