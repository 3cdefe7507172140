import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import styles from './lazy-image.module.css';

/** How long an image must stay in view before it loads (spec 9, "lazy image delay"). */
export const LAZY_IMAGE_DELAY_MS = 500;

export interface LazyImageProps {
  src: string;
  /** What the picture shows; `""` for a decorative one. */
  alt: string;
  /** Display size (number = px); give both or an aspect ratio so the placeholder keeps the space. */
  width?: number | string;
  height?: number | string;
  /** CSS aspect-ratio of the box, e.g. `16 / 9`, when the width is fluid. */
  aspectRatio?: string;
  /** Shown instead of the picture when it fails to load; by default a neutral box with the alt text. */
  fallback?: ReactNode;
  /** Delay override (ms); the spec's 500 ms by default. */
  delayMs?: number;
  /** Starts the countdown this far before the box scrolls into view (IntersectionObserver rootMargin). */
  rootMargin?: string;
  /**
   * The page's main picture (its largest, first on screen, like the lobby's first banner): it loads
   * at once at high fetch priority and shows as it arrives, with no delay and no fade.
   */
  priority?: boolean;
  /**
   * A picture shown on the first screen but second to its main one (a banner's neighbours, entry
   * icons): fetched at low priority, so on a slow network the main picture and the page's code
   * are not shared with it.
   */
  secondary?: boolean;
  className?: string;
  /** Namespaced test id of the box. */
  testId?: string;
}

type Phase = 'waiting' | 'loading' | 'loaded' | 'failed';

type InViewWatcher = (entry: IntersectionObserverEntry) => void;

// One IntersectionObserver per margin for every picture on the page: a lobby of a hundred tiles
// would otherwise run a hundred observers on every frame. An observer with nothing left to watch goes.
const observers = new Map<string, { observer: IntersectionObserver; watchers: Map<Element, InViewWatcher> }>();

function watchInView(element: Element, rootMargin: string, watcher: InViewWatcher): () => void {
  let shared = observers.get(rootMargin);
  if (!shared) {
    const watchers = new Map<Element, InViewWatcher>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) watchers.get(entry.target)?.(entry);
      },
      { rootMargin },
    );
    shared = { observer, watchers };
    observers.set(rootMargin, shared);
  }
  const { observer, watchers } = shared;
  watchers.set(element, watcher);
  observer.observe(element);
  return () => {
    watchers.delete(element);
    observer.unobserve(element);
    if (watchers.size === 0) {
      observer.disconnect();
      observers.delete(rootMargin);
    }
  };
}

/**
 * An image that loads only once its box has been in view for 500 ms: a lobby scrolled past quickly
 * does not download every game tile on the way. A placeholder holds the space until the picture has
 * loaded; it shimmers only while in view (a hundred boxes shimmering below the fold would repaint
 * the page on every frame). A picture that fails shows a fallback. Where IntersectionObserver is
 * missing the picture loads at once.
 */
export function LazyImage(props: LazyImageProps) {
  // A new picture starts over (placeholder, delay) rather than showing the old one meanwhile.
  return <LazyImageBox key={props.src} {...props} />;
}

function LazyImageBox({
  src,
  alt,
  width,
  height,
  aspectRatio,
  fallback,
  delayMs = LAZY_IMAGE_DELAY_MS,
  rootMargin = '0px',
  priority = false,
  secondary = false,
  className,
  testId,
}: LazyImageProps) {
  const box = useRef<HTMLSpanElement>(null);
  const [phase, setPhase] = useState<Phase>(() => (priority || typeof IntersectionObserver === 'undefined' ? 'loading' : 'waiting'));
  const placeholderShown = phase === 'waiting' || phase === 'loading';

  useEffect(() => {
    const element = box.current;
    if (!placeholderShown || !element || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unwatch = watchInView(element, rootMargin, (entry) => {
      const visible = entry.isIntersecting;
      // Straight on the element: the shimmer's on and off is no reason to render.
      element.toggleAttribute('data-in-view', visible);
      if (phase !== 'waiting') return;
      if (visible && timer === undefined) {
        timer = setTimeout(() => setPhase('loading'), delayMs);
      } else if (!visible && timer !== undefined) {
        // Left the view before the delay ran out: it was only scrolled past.
        clearTimeout(timer);
        timer = undefined;
      }
    });
    return () => {
      unwatch();
      clearTimeout(timer);
    };
  }, [phase, placeholderShown, delayMs, rootMargin]);

  const style: CSSProperties = { width, height, aspectRatio };
  return (
    <span ref={box} className={[styles.box, className ?? ''].filter(Boolean).join(' ')} style={style} data-testid={testId} data-phase={phase}>
      {placeholderShown ? <span className={styles.placeholder} aria-hidden="true" /> : null}
      {phase === 'loading' || phase === 'loaded' ? (
        <img
          className={phase === 'loaded' || priority ? styles.image : `${styles.image} ${styles.pending}`}
          src={src}
          alt={alt}
          fetchPriority={priority ? 'high' : secondary ? 'low' : undefined}
          width={typeof width === 'number' ? width : undefined}
          height={typeof height === 'number' ? height : undefined}
          decoding="async"
          onLoad={() => setPhase('loaded')}
          onError={() => setPhase('failed')}
        />
      ) : null}
      {phase === 'failed'
        ? (fallback ?? (
            <span className={styles.fallback} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
              <span aria-hidden="true">{alt || '⊘'}</span>
            </span>
          ))
        : null}
    </span>
  );
}
