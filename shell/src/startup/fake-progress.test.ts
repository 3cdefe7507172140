import { describe, expect, it } from 'vitest';
import { fakeProgress } from './fake-progress.ts';

describe('the fake progress of the loading screen', () => {
  it('goes quickly to 60 %, then to 80 %', () => {
    expect(fakeProgress(0)).toBe(0);
    expect(fakeProgress(300)).toBe(30);
    expect(fakeProgress(600)).toBe(60);
    expect(fakeProgress(1_300)).toBe(70);
    expect(fakeProgress(2_000)).toBe(80);
  });

  it('then creeps towards 99 % and never passes it', () => {
    expect(fakeProgress(6_000)).toBe(90);
    expect(fakeProgress(10_000)).toBeGreaterThan(90);
    expect(fakeProgress(10_000)).toBeLessThan(99);
    expect(fakeProgress(60_000)).toBe(99);
    expect(fakeProgress(Number.MAX_SAFE_INTEGER)).toBe(99);
  });

  it('never goes back as time passes', () => {
    let last = -1;
    for (let ms = -100; ms <= 40_000; ms += 50) {
      const value = fakeProgress(ms);
      expect(value).toBeGreaterThanOrEqual(last);
      last = value;
    }
  });
});
