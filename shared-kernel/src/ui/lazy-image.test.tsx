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

  it('shimmers only while its box is in view', () => {
    render(<LazyImage src="/games/tiger.webp" alt="Fortune Tiger" testId="lobby.tile" />);
    const box = screen.getByTestId('lobby.tile');
    expect(box.hasAttribute('data-in-view')).toBe(false);
    setInView(true);
    expect(box.hasAttribute('data-in-view')).toBe(true);
    setInView(false);
    expect(box.hasAttribute('data-in-view')).toBe(false);
  });

  it('watches every box with one observer', () => {
    render(
      <>
        <LazyImage src="/games/tiger.webp" alt="Fortune Tiger" />
        <LazyImage src="/games/dragon.webp" alt="Dragon" />
        <LazyImage src="/games/ox.webp" alt="Ox" />
      </>,
    );
    expect(FakeObserver.instances).toHaveLength(1);
    expect(FakeObserver.instances[0]?.observed.size).toBe(3);
    setInView(true);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getAllByRole('img')).toHaveLength(3);
  });

  it('loads a priority picture at once, at high priority, shown as it arrives', () => {
    render(<LazyImage src="/banners/first.webp" alt="Fortune Tiger" priority />);
    const image = picture();
    expect(image?.getAttribute('src')).toBe('/banners/first.webp');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
    render(<LazyImage src="/games/tiger.webp" alt="Dragon" delayMs={0} />);
    setInView(true);
    act(() => vi.advanceTimersByTime(0));
    const lazy = screen.getByRole('img', { name: 'Dragon' });
    expect(lazy.getAttribute('fetchpriority')).toBeNull();
    // A lazy picture is held transparent until it has loaded; the priority one is painted as it decodes.
    expect(lazy.className).not.toBe(image?.className);
    fireEvent.load(lazy);
    expect(lazy.className).toBe(image?.className);
  });

  it('loads a secondary picture at low priority, so the main one and the page code go first', () => {
    render(<LazyImage src="/banners/second.webp" alt="Daily gift" delayMs={0} secondary />);
    setInView(true);
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByRole('img', { name: 'Daily gift' }).getAttribute('fetchpriority')).toBe('low');
  });
});
