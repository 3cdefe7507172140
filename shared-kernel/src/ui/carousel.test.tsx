// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselSlide } from './carousel.tsx';

const SLIDES: CarouselSlide[] = [
  { id: 'welcome', content: <p>Welcome bonus</p> },
  { id: 'vip', content: <p>VIP cashback</p> },
  { id: 'wheel', content: <p>Lucky wheel</p> },
];
const WIDTH = 300;

/** The slide a player sees: the others are hidden from assistive technology and inert. */
const shownSlide = () => screen.getByRole('group').textContent;

/** Drags across the carousel by `dx` px over `ms` milliseconds, then lets go. */
function swipe(dx: number, ms: number) {
  const viewport = screen.getByTestId('promo.carousel.viewport');
  const startX = 200;
  fireEvent.pointerDown(viewport, { pointerId: 1, pointerType: 'touch', clientX: startX });
  act(() => vi.advanceTimersByTime(ms / 2));
  fireEvent.pointerMove(viewport, { pointerId: 1, pointerType: 'touch', clientX: startX + dx / 2 });
  act(() => vi.advanceTimersByTime(ms / 2));
  fireEvent.pointerMove(viewport, { pointerId: 1, pointerType: 'touch', clientX: startX + dx });
  fireEvent.pointerUp(viewport, { pointerId: 1, pointerType: 'touch', clientX: startX + dx });
}

describe('Carousel', () => {
  beforeEach(() => {
    // Event time stamps come from the faked clock, so a swipe's speed is exact.
    vi.useFakeTimers();
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(WIDTH);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('shows one slide at a time, named by its position', () => {
    render(<Carousel label="Promotions" slides={SLIDES} testId="promo.carousel" />);
    expect(screen.getByRole('region', { name: 'Promotions' }).getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getByRole('group', { name: '1 of 3' }).textContent).toBe('Welcome bonus');
  });

  it('changes slide on a short swipe at 0.25 px/ms', () => {
    render(<Carousel label="Promotions" slides={SLIDES} testId="promo.carousel" />);
    swipe(-25, 100);
    expect(shownSlide()).toBe('VIP cashback');
    swipe(25, 100);
    expect(shownSlide()).toBe('Welcome bonus');
  });

  it('springs back from a short swipe just under 0.25 px/ms', () => {
    render(<Carousel label="Promotions" slides={SLIDES} testId="promo.carousel" />);
    swipe(-24, 100);
    expect(shownSlide()).toBe('Welcome bonus');
  });

  it('changes slide on a slow swipe of half the width', () => {
    render(<Carousel label="Promotions" slides={SLIDES} testId="promo.carousel" />);
    swipe(-WIDTH / 2, 1000);
    expect(shownSlide()).toBe('VIP cashback');
  });

  it('springs back from a slow swipe just under half the width', () => {
    render(<Carousel label="Promotions" slides={SLIDES} testId="promo.carousel" />);
    swipe(-(WIDTH / 2 - 1), 1000);
    expect(shownSlide()).toBe('Welcome bonus');
  });

  it('moves with the previous and next buttons, the dots and the arrow keys, wrapping around', () => {
    const onIndexChange = vi.fn();
    render(<Carousel label="Promotions" slides={SLIDES} onIndexChange={onIndexChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownSlide()).toBe('Lucky wheel');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownSlide()).toBe('Welcome bonus');

    const second = screen.getByRole('button', { name: 'Go to slide 2' });
    fireEvent.click(second);
    expect(shownSlide()).toBe('VIP cashback');
    expect(second.getAttribute('aria-current')).toBe('true');

    fireEvent.keyDown(second, { key: 'ArrowRight' });
    expect(shownSlide()).toBe('Lucky wheel');
    fireEvent.keyDown(second, { key: 'ArrowLeft' });
    expect(shownSlide()).toBe('VIP cashback');
    expect(onIndexChange.mock.calls.map(([index]) => index)).toEqual([2, 0, 1, 2, 1]);
  });

  it('stops at the ends when not looping', () => {
    render(<Carousel label="Promotions" slides={SLIDES} loop={false} testId="promo.carousel" />);
    expect((screen.getByRole('button', { name: 'Previous slide' }) as HTMLButtonElement).disabled).toBe(true);
    swipe(100, 100);
    expect(shownSlide()).toBe('Welcome bonus');
  });

  it('plays on its own, pausing while the pointer is over it and while it has focus', () => {
    render(<Carousel label="Promotions" slides={SLIDES} autoplayMs={3000} />);
    act(() => vi.advanceTimersByTime(3000));
    expect(shownSlide()).toBe('VIP cashback');

    const region = screen.getByRole('region', { name: 'Promotions' });
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(9000));
    expect(shownSlide()).toBe('VIP cashback');
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(3000));
    expect(shownSlide()).toBe('Lucky wheel');

    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    act(() => vi.advanceTimersByTime(9000));
    expect(shownSlide()).toBe('Lucky wheel');
  });

  it('waits while it is off screen or its tab is hidden, and plays on when it is back', () => {
    let report: (isIntersecting: boolean) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = (isIntersecting) => callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
        }
        observe() {}
        disconnect() {}
      },
    );
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(false);
    try {
      render(<Carousel label="Promotions" slides={SLIDES} autoplayMs={3000} />);
      act(() => report(false));
      act(() => vi.advanceTimersByTime(9000));
      expect(shownSlide()).toBe('Welcome bonus');
      act(() => report(true));
      act(() => vi.advanceTimersByTime(3000));
      expect(shownSlide()).toBe('VIP cashback');

      hidden.mockReturnValue(true);
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      act(() => vi.advanceTimersByTime(9000));
      expect(shownSlide()).toBe('VIP cashback');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('stops playing when the player asks', () => {
    render(<Carousel label="Promotions" slides={SLIDES} autoplayMs={3000} />);
    const stop = screen.getByRole('button', { name: 'Stop slide rotation' });
    fireEvent.click(stop);
    act(() => stop.blur());
    act(() => vi.advanceTimersByTime(9000));
    expect(shownSlide()).toBe('Welcome bonus');
    expect(screen.getByRole('button', { name: 'Start slide rotation' })).toBeTruthy();
  });
});
