// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown.tsx';

const clock = () => screen.getByRole('timer').textContent;
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('counts seconds down and calls onEnd once, at zero', () => {
    const onEnd = vi.fn();
    render(<Countdown seconds={3} onEnd={onEnd} label="Offer ends in" />);
    expect(screen.getByRole('timer', { name: 'Offer ends in' }).textContent).toBe('00:00:03');
    tick(1000);
    expect(clock()).toBe('00:00:02');
    tick(1000);
    expect(clock()).toBe('00:00:01');
    expect(onEnd).not.toHaveBeenCalled();
    tick(1000);
    expect(clock()).toBe('00:00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
    tick(5000);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts to a moment, with a day prefix from one day on', () => {
    const dayHourMinuteSecond = (86_400 + 3600 + 60 + 1) * 1000;
    render(<Countdown to={new Date(Date.now() + dayHourMinuteSecond)} />);
    expect(clock()).toBe('1d 01:01:01');
    tick(2000);
    expect(clock()).toBe('1d 01:00:59');
    tick(3600_000);
    expect(clock()).toBe('1d 00:00:59');
    tick(60_000);
    expect(clock()).toBe('23:59:59');
  });

  it('uses one interval, and clears it when it goes away', () => {
    const { unmount } = render(<Countdown seconds={600} />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends at once, once, for a moment already past (also under StrictMode)', () => {
    const onEnd = vi.fn();
    render(
      <StrictMode>
        <Countdown to={Date.now() - 5000} onEnd={onEnd} />
      </StrictMode>,
    );
    expect(clock()).toBe('00:00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts over when given a new time', () => {
    const { rerender } = render(<Countdown seconds={10} />);
    tick(4000);
    expect(clock()).toBe('00:00:06');
    rerender(<Countdown seconds={90} />);
    expect(clock()).toBe('00:01:30');
    tick(1000);
    expect(clock()).toBe('00:01:29');
    expect(vi.getTimerCount()).toBe(1);
  });
});
