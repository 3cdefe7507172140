// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyImage } from './lazy-image.tsx';

/** A stand-in IntersectionObserver the test scrolls by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  takeRecords() {
    return [];
  }
}

/** Scrolls every observed box into view (`true`) or out of it. */
function setInView(isIntersecting: boolean) {
  act(() => {
    for (const observer of FakeObserver.instances) {
      const entries = [...observer.observed].map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
      if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  });
}

const picture = () => screen.queryByRole('img', { name: 'Fortune Tiger' });

describe('LazyImage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('does not load while out of view, however long it waits', () => {
    render(<LazyImage src="/games/tiger.webp" alt="Fortune Tiger" width={120} height={120} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(picture()).toBeNull();
  });

  it('loads 500 ms after coming into view, not before', () => {
    render(<LazyImage src="/games/tiger.webp" alt="Fortune Tiger" width={120} height={120} />);
    setInView(true);
    act(() => vi.advanceTimersByTime(499));
    expect(picture()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(picture()?.getAttribute('src')).toBe('/games/tiger.webp');
  });

  it('does not load when only scrolled past, and waits the full 500 ms when back', () => {
    render(<LazyImage src="/games/tiger.webp" alt="Fortune Tiger" width={120} height={120} />);
    setInView(true);
    act(() => vi.advanceTimersByTime(300));
    setInView(false);
    act(() => vi.advanceTimersByTime(1000));
    expect(picture()).toBeNull();

    setInView(true);
    act(() => vi.advanceTimersByTime(499));
    expect(picture()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(picture()).not.toBeNull();
  });

  it('shows the fallback when the picture fails to load', () => {
    render(<LazyImage src="/games/missing.webp" alt="Fortune Tiger" fallback={<span>No picture</span>} />);
    setInView(true);
    act(() => vi.advanceTimersByTime(500));
    fireEvent.error(picture()!);
    expect(picture()).toBeNull();
    expect(screen.getByText('No picture')).toBeTruthy();
  });

  it('keeps the alt text when the picture fails and no fallback is given', () => {
    render(<LazyImage src="/games/missing.webp" alt="Fortune Tiger" testId="lobby.tile" />);
    setInView(true);
    act(() => vi.advanceTimersByTime(500));
    fireEvent.error(screen.getByRole('img'));
    const fallback = screen.getByRole('img', { name: 'Fortune Tiger' });
    expect(fallback.tagName).not.toBe('IMG');
  });

  it('loads at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<LazyImage src="/games/tiger.webp" alt="Fortune Tiger" />);
    expect(picture()).not.toBeNull();
  });
});
