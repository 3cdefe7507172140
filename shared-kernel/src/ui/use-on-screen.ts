import { useEffect, useState } from 'react';

/**
 * Whether the element given to the returned ref is on screen in a tab the player is looking at:
 * some of it inside the viewport, shown (not under `display: none`, as a page kept alive behind
 * another is), and the document visible. Motion and timers that only decorate (a carousel's
 * autoplay, a ticker) stop while it is false: off screen they cost a phone's main thread and
 * battery for nothing. True until the browser first says otherwise, and where it cannot tell.
 */
export function useOnScreen<T extends Element>(): [ref: (element: T | null) => void, onScreen: boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [inView, setInView] = useState(true);
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || !document.hidden);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const last = entries.at(-1);
      if (last) setInView(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  useEffect(() => {
    if (typeof document === 'undefined') return undefined;
    const onChange = () => setVisible(!document.hidden);
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return [setElement, inView && visible];
}
