import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCELERATION_MS, DECELERATION_MS, PrizeEngine, pickByWeight, prizeAt, type FrameClock, type PrizeEngineOptions } from './prize-engine.ts';

/** Frames every 16 ms on the (fake) timers. */
const timerClock: FrameClock = {
  now: () => Date.now(),
  requestFrame: (callback) => setTimeout(callback, 16) as unknown as number,
  cancelFrame: (handle) => clearTimeout(handle),
};

function game(options: Partial<PrizeEngineOptions> = {}) {
  const prizes: number[] = [];
  const phases: string[] = [];
  const engine = new PrizeEngine({
    prizeCount: 8,
    clock: timerClock,
    onPrize: (index) => prizes.push(index),
    onPhase: (phase) => phases.push(phase),
    ...options,
  });
  return { engine, prizes, phases };
}

describe('the prize game engine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accelerates for 2500 ms, keeps top speed until stopped, decelerates for 2500 ms and reports the prize it landed on', () => {
    const { engine, prizes, phases } = game();
    expect(engine.start()).toBe(true);
    expect(engine.phase).toBe('accelerating');
    vi.advanceTimersByTime(ACCELERATION_MS - 100);
    expect(engine.phase).toBe('accelerating');
    vi.advanceTimersByTime(200);
    expect(engine.phase).toBe('constant');
    const before = engine.rotation;
    vi.advanceTimersByTime(1000);
    // Speed 20 degrees a 60 Hz frame: 1200 degrees a second (give or take the 16 ms frame at either end).
    expect(engine.rotation - before).toBeGreaterThan(1200 - 20);
    expect(engine.rotation - before).toBeLessThan(1200 + 20);
    expect(engine.phase).toBe('constant');
    engine.stop(5);
    expect(engine.phase).toBe('decelerating');
    vi.advanceTimersByTime(DECELERATION_MS - 100);
    expect(prizes).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(engine.phase).toBe('idle');
    expect(prizes).toEqual([5]);
    expect(engine.prize).toBe(5);
    expect(phases).toEqual(['accelerating', 'constant', 'decelerating', 'idle']);
  });

  it('slows down steadily: every frame of the deceleration moves less than the one before', () => {
    const rotations: number[] = [];
    const { engine } = game({ onFrame: (rotation) => rotations.push(rotation) });
    engine.start();
    vi.advanceTimersByTime(ACCELERATION_MS + 500);
    engine.stop(2);
    rotations.length = 0;
    vi.advanceTimersByTime(DECELERATION_MS + 100);
    const steps = rotations.slice(1).map((rotation, index) => rotation - (rotations[index] ?? 0));
    expect(steps.every((step) => step >= 0)).toBe(true);
    for (let index = 1; index < steps.length - 1; index++) expect(steps[index]).toBeLessThanOrEqual((steps[index - 1] ?? 0) + 1e-9);
  });

  it('starts only when idle: a second click while spinning changes nothing', () => {
    const { engine, phases } = game();
    expect(engine.start()).toBe(true);
    vi.advanceTimersByTime(3000);
    expect(engine.start()).toBe(false);
    expect(engine.phase).toBe('constant');
    expect(phases).toEqual(['accelerating', 'constant']);
  });

  it('lands on the prize it was told even when told during the acceleration, after reaching top speed', () => {
    const { engine, prizes } = game();
    engine.start();
    vi.advanceTimersByTime(300);
    engine.stop(7);
    expect(engine.phase).toBe('accelerating');
    vi.advanceTimersByTime(ACCELERATION_MS);
    expect(engine.phase).toBe('decelerating');
    vi.advanceTimersByTime(DECELERATION_MS);
    expect(prizes).toEqual([7]);
    expect(prizeAt(engine.rotation, 8)).toBe(7);
  });

  it('keeps the first stop: a later one does not move the landing', () => {
    const { engine, prizes } = game();
    engine.start();
    vi.advanceTimersByTime(ACCELERATION_MS + 100);
    engine.stop(1);
    engine.stop(6);
    vi.advanceTimersByTime(DECELERATION_MS + 100);
    expect(prizes).toEqual([1]);
  });

  it('cancels back to idle on a negative index, reporting no prize, and can start again', () => {
    const { engine, prizes, phases } = game();
    engine.start();
    vi.advanceTimersByTime(ACCELERATION_MS + 500);
    engine.stop(-1);
    expect(engine.phase).toBe('idle');
    const rotation = engine.rotation;
    vi.advanceTimersByTime(5000);
    expect(engine.rotation).toBe(rotation);
    expect(prizes).toEqual([]);
    expect(phases.at(-1)).toBe('idle');
    expect(engine.start()).toBe(true);
  });

  it('cancels while accelerating too', () => {
    const { engine, prizes } = game();
    engine.start();
    vi.advanceTimersByTime(100);
    engine.stop(-3);
    vi.advanceTimersByTime(10_000);
    expect(engine.phase).toBe('idle');
    expect(prizes).toEqual([]);
  });

  it('ignores a stop while idle', () => {
    const { engine, prizes, phases } = game();
    engine.stop(3);
    vi.advanceTimersByTime(10_000);
    expect(prizes).toEqual([]);
    expect(phases).toEqual([]);
  });

  it('without an index, draws the prize by weight', () => {
    const { engine, prizes } = game({ prizeCount: 4, weights: [0, 0, 1, 3], random: () => 0.3 });
    engine.start();
    vi.advanceTimersByTime(ACCELERATION_MS + 50);
    engine.stop();
    vi.advanceTimersByTime(DECELERATION_MS + 50);
    expect(prizes).toEqual([3]);
  });

  it('with reduced motion does not move, and shows the prize as soon as it is known', () => {
    const frames: number[] = [];
    const { engine, prizes } = game({ reducedMotion: true, onFrame: (rotation) => frames.push(rotation) });
    engine.start();
    vi.advanceTimersByTime(4000);
    expect(frames).toEqual([]);
    expect(engine.phase).not.toBe('idle');
    engine.stop(4);
    expect(engine.phase).toBe('idle');
    expect(prizes).toEqual([4]);
    expect(prizeAt(engine.rotation, 8)).toBe(4);
  });

  it('stops drawing when disposed', () => {
    const frames: number[] = [];
    const { engine } = game({ onFrame: (rotation) => frames.push(rotation) });
    engine.start();
    vi.advanceTimersByTime(100);
    engine.dispose();
    const count = frames.length;
    vi.advanceTimersByTime(1000);
    expect(frames.length).toBe(count);
  });
});

describe('the weighted pick', () => {
  it('gives each prize its share of the weights', () => {
    const weights = [1, 2, 0, 7];
    const counts = [0, 0, 0, 0];
    for (let roll = 0; roll < 1000; roll++) counts[pickByWeight(weights, roll / 1000)]! += 1;
    expect(counts).toEqual([100, 200, 0, 700]);
  });

  it('never picks a prize of weight 0 or a broken weight', () => {
    expect(pickByWeight([0, Number.NaN, -4, 5], 0)).toBe(3);
    expect(pickByWeight([0, Number.NaN, -4, 5], 0.9999)).toBe(3);
  });

  it('falls back to equal chances when no weight is usable', () => {
    expect(pickByWeight([0, 0, 0, 0], 0.6)).toBe(2);
  });
});
