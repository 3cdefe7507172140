// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CANVAS_SIZE, PrizeGame, RESIZE_DEBOUNCE_MS } from './prize-game.tsx';

/** A 2D context that accepts every drawing call (happy-dom draws nothing). */
const recordingContext = () =>
  new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, key) => (key in target ? target[key] : () => ({ width: 10 })),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });

let boxWidth = 1000;

describe('the prize game’s canvas', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    boxWidth = 1000;
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => recordingContext() as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => boxWidth);
    vi.stubGlobal('devicePixelRatio', 2);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const canvas = () => screen.getByRole('img') as HTMLCanvasElement;

  it('is 300 px, drawn at the screen’s pixel ratio so it stays sharp', () => {
    render(<PrizeGame kind="grid" prizes={[{ label: 'A' }, { label: 'B' }]} label="Grid" actionLabel="Spin" canPlay draw={() => Promise.resolve(0)} onLanded={() => undefined} />);
    expect(canvas().style.width).toBe(`${CANVAS_SIZE}px`);
    expect(canvas().width).toBe(CANVAS_SIZE * 2);
    expect(canvas().height).toBe(CANVAS_SIZE * 2);
  });

  it('follows a narrower box only once resizing has settled for 300 ms', () => {
    render(<PrizeGame kind="wheel" prizes={[{ label: 'A' }, { label: 'B' }]} label="Wheel" actionLabel="Spin" canPlay draw={() => Promise.resolve(0)} onLanded={() => undefined} />);
    boxWidth = 240;
    act(() => {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 100);
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    });
    expect(canvas().style.width).toBe('300px');
    act(() => vi.advanceTimersByTime(1));
    expect(canvas().style.width).toBe('240px');
    expect(canvas().width).toBe(480);
  });
});
