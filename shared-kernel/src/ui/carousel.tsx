import { useKernelText } from '@casino/shared-kernel/i18n';
import { useEffect, useEffectEvent, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useOnScreen } from './use-on-screen.ts';
import styles from './carousel.module.css';

/** Duration of the slide transition (spec 9, "carousel: 500 ms"). */
export const CAROUSEL_TRANSITION_MS = 500;
/** A swipe this fast (px/ms, averaged over the whole gesture) changes slide, however short (spec 9). */
export const SWIPE_MIN_VELOCITY = 0.25;
/** A swipe this long (share of the carousel's width) changes slide, however slow (spec 9). */
export const SWIPE_MIN_DISTANCE_RATIO = 0.5;
/** Moves up to this long (px) are taps, whatever their speed: they neither swipe nor block the click. */
const TAP_SLOP_PX = 5;

export interface CarouselSlide {
  /** Stable key of the slide. */
  id: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** Accessible name of the carousel, e.g. "Promotions". */
  label: string;
  slides: readonly CarouselSlide[];
  /** Advances every this many ms; off when left out. Paused on hover, on focus and on request. */
  autoplayMs?: number;
  /** After the last slide comes the first again (default true). */
  loop?: boolean;
  initialIndex?: number;
  onIndexChange?: (index: number) => void;
  /** Namespaced test id of the carousel. */
  testId?: string;
  className?: string;
}

interface Drag {
  pointerId: number;
  startX: number;
  startTime: number;
  dx: number;
}

const wrap = (index: number, count: number) => ((index % count) + count) % count;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A carousel of slides (WAI-ARIA carousel pattern): previous and next buttons, one dot per slide,
 * Left and Right arrows while focus is inside, and swipes. A swipe changes slide when it is fast
 * (at least 0.25 px/ms) or long (at least half the width); anything less springs back. Slides move
 * in 500 ms. Autoplay, when asked for, pauses while the pointer is over the carousel, while focus is
 * in it, while it is off screen or its tab hidden, when the player presses Pause, and never starts
 * for players who ask for reduced motion.
 */
export function Carousel({ label, slides, autoplayMs, loop = true, initialIndex = 0, onIndexChange, testId, className }: CarouselProps) {
  const count = slides.length;
  const t = useKernelText();
  const baseId = useId();
  const [index, setIndex] = useState(() => (count > 0 ? wrap(initialIndex, count) : 0));
  const [drag, setDrag] = useState<Drag | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(prefersReducedMotion);
  const viewport = useRef<HTMLDivElement>(null);
  const [shownRef, onScreen] = useOnScreen<HTMLElement>();
  const suppressClick = useRef(false);

  const current = count > 0 ? Math.min(index, count - 1) : 0;
  const canPrev = loop || current > 0;
  const canNext = loop || current < count - 1;

  const goTo = (next: number) => {
    if (count === 0) return;
    const target = loop ? wrap(next, count) : Math.max(0, Math.min(count - 1, next));
    if (target === current) return;
    setIndex(target);
    onIndexChange?.(target);
  };

  const autoplay = Boolean(autoplayMs && autoplayMs > 0 && count > 1);
  const playing = autoplay && onScreen && !stopped && !hovered && !focused && drag === null;
  const advance = useEffectEvent(() => goTo(current + 1));
  useEffect(() => {
    if (!playing || !autoplayMs) return;
    // One timer per shown slide: a manual move restarts the wait.
    const timer = setTimeout(() => advance(), autoplayMs);
    return () => clearTimeout(timer);
  }, [playing, autoplayMs, current]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (count < 2 || (event.pointerType === 'mouse' && event.button !== 0)) return;
    suppressClick.current = false;
    // The native time stamp: React's own falls back to Date.now(), another clock, when it is 0.
    setDrag({ pointerId: event.pointerId, startX: event.clientX, startTime: event.nativeEvent.timeStamp, dx: 0 });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const dx = event.clientX - drag.startX;
    if (Math.abs(dx) > TAP_SLOP_PX && Math.abs(drag.dx) <= TAP_SLOP_PX) {
      // From here on this is a drag: keep the pointer even when it leaves the carousel.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    setDrag({ ...drag, dx });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const dx = event.clientX - drag.startX;
    const elapsed = Math.max(1, event.nativeEvent.timeStamp - drag.startTime);
    const width = viewport.current?.clientWidth ?? 0;
    const fast = Math.abs(dx) / elapsed >= SWIPE_MIN_VELOCITY;
    const long = width > 0 && Math.abs(dx) >= width * SWIPE_MIN_DISTANCE_RATIO;
    setDrag(null);
    if (Math.abs(dx) <= TAP_SLOP_PX) return;
    suppressClick.current = true;
    if (fast || long) goTo(current + (dx < 0 ? 1 : -1));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [contenteditable="true"]')) return;
    if (event.key === 'ArrowLeft' && canPrev) {
      event.preventDefault();
      goTo(current - 1);
    } else if (event.key === 'ArrowRight' && canNext) {
      event.preventDefault();
      goTo(current + 1);
    }
  };

  const dragging = drag !== null && Math.abs(drag.dx) > TAP_SLOP_PX;
  // While dragging the slide follows the finger; on release it moves the rest of the way in 500 ms.
  const trackStyle: CSSProperties = {
    transform: `translateX(calc(${-current * 100}% + ${dragging ? drag.dx : 0}px))`,
    transitionDuration: dragging ? '0ms' : `${CAROUSEL_TRANSITION_MS}ms`,
  };

  return (
    <section
      ref={shownRef}
      className={[styles.carousel, className ?? ''].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      data-testid={testId}
      onKeyDown={onKeyDown}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div
        ref={viewport}
        className={styles.viewport}
        data-testid={testId ? `${testId}.viewport` : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setDrag(null)}
        onClickCapture={(event) => {
          // The click that ends a drag is not a tap on the slide's link.
          if (suppressClick.current) {
            event.preventDefault();
            event.stopPropagation();
            suppressClick.current = false;
          }
        }}
        onDragStart={(event) => event.preventDefault()}
      >
        <div className={styles.track} style={trackStyle} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, slideIndex) => {
            const shown = slideIndex === current;
            return (
              <div
                key={slide.id}
                id={`${baseId}-slide-${slideIndex}`}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={t('slide_position', { number: slideIndex + 1, count })}
                aria-hidden={shown ? undefined : true}
                inert={!shown}
              >
                {slide.content}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          {autoplay ? (
            <button type="button" className={styles.control} aria-label={t(stopped ? 'start_slide_rotation' : 'stop_slide_rotation')} onClick={() => setStopped(!stopped)}>
              {/* Drawn, not the dingbats: finding a font for those costs a first layout tens of ms. */}
              <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
                <path d={stopped ? 'M7 4.5v15l12-7.5z' : 'M6 4h4v16H6zm8 0h4v16h-4z'} fill="currentColor" />
              </svg>
            </button>
          ) : null}
          <button type="button" className={styles.control} aria-label={t('previous_slide')} aria-controls={`${baseId}-slide-${current}`} disabled={!canPrev} onClick={() => goTo(current - 1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <div className={styles.dots}>
            {slides.map((slide, slideIndex) => (
              <button
                key={slide.id}
                type="button"
                className={styles.dot}
                aria-label={t('go_to_slide', { number: slideIndex + 1 })}
                aria-current={slideIndex === current ? 'true' : undefined}
                onClick={() => goTo(slideIndex)}
              />
            ))}
          </div>
          <button type="button" className={styles.control} aria-label={t('next_slide')} aria-controls={`${baseId}-slide-${current}`} disabled={!canNext} onClick={() => goTo(current + 1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
