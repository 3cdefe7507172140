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
  className?: string;
  /** Namespaced test id of the box. */
  testId?: string;
}

type Phase = 'waiting' | 'loading' | 'loaded' | 'failed';

/**
 * An image that loads only once its box has been in view for 500 ms: a lobby scrolled past quickly
 * does not download every game tile on the way. A shimmering placeholder holds the space until the
 * picture has loaded; a picture that fails shows a fallback. Where IntersectionObserver is missing
 * the picture loads at once.
 */
export function LazyImage(props: LazyImageProps) {
  // A new picture starts over (placeholder, delay) rather than showing the old one meanwhile.
  return <LazyImageBox key={props.src} {...props} />;
}

function LazyImageBox({ src, alt, width, height, aspectRatio, fallback, delayMs = LAZY_IMAGE_DELAY_MS, rootMargin = '0px', className, testId }: LazyImageProps) {
  const box = useRef<HTMLSpanElement>(null);
  const [phase, setPhase] = useState<Phase>(() => (typeof IntersectionObserver === 'undefined' ? 'loading' : 'waiting'));

  useEffect(() => {
    const element = box.current;
    if (phase !== 'waiting' || !element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.target === element && entry.isIntersecting);
        if (visible && timer === undefined) {
          timer = setTimeout(() => setPhase('loading'), delayMs);
        } else if (!visible && timer !== undefined) {
          // Left the view before the delay ran out: it was only scrolled past.
          clearTimeout(timer);
          timer = undefined;
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [phase, delayMs, rootMargin]);

  const style: CSSProperties = { width, height, aspectRatio };
  return (
    <span ref={box} className={[styles.box, className ?? ''].filter(Boolean).join(' ')} style={style} data-testid={testId} data-phase={phase}>
      {phase === 'waiting' || phase === 'loading' ? <span className={styles.placeholder} aria-hidden="true" /> : null}
      {phase === 'loading' || phase === 'loaded' ? (
        <img
          className={phase === 'loaded' ? styles.image : `${styles.image} ${styles.pending}`}
          src={src}
          alt={alt}
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
