import { describe, expect, it } from 'vitest';
import { canaryBucket, runsCanary } from './canary.ts';

/** 20 000 device ids as the kernel makes them (10 digits), consecutive: the hardest case for a weak hash. */
const DEVICES = Array.from({ length: 20_000 }, (_, i) => 1_234_500_000 + i);
const share = (inCanary: (id: number) => boolean) => DEVICES.filter(inCanary).length / DEVICES.length;

describe('canary', () => {
  it.each([1, 10, 25, 50, 90])('puts about %i%% of devices in a canary of that percent', (percent) => {
    expect(share((id) => runsCanary('mfe-wallet', id, percent))).toBeCloseTo(percent / 100, 1.5);
  });

  it('splits devices evenly at 50%, in every tenth of the id range', () => {
    for (let tenth = 0; tenth < 10; tenth++) {
      const slice = DEVICES.slice(tenth * 2000, (tenth + 1) * 2000);
      const inCanary = slice.filter((id) => runsCanary('mfe-games', id, 50)).length;
      expect(inCanary).toBeGreaterThan(900);
      expect(inCanary).toBeLessThan(1100);
    }
  });

  it('decides each remote independently: at 50% / 50% about a quarter of devices run both canaries', () => {
    expect(share((id) => runsCanary('mfe-wallet', id, 50) && runsCanary('mfe-lobby', id, 50))).toBeCloseTo(0.25, 1.5);
  });

  it('is sticky: the same device gets the same answer every time, whether the id is a number or text', () => {
    for (const id of DEVICES.slice(0, 200)) {
      expect(runsCanary('mfe-wallet', id, 30)).toBe(runsCanary('mfe-wallet', id, 30));
      expect(canaryBucket('mfe-wallet', id)).toBe(canaryBucket('mfe-wallet', String(id)));
    }
    // Pinned values: a change of the hash would move live devices between versions.
    expect(canaryBucket('mfe-wallet', 1234567890).toFixed(6)).toBe('75.773278');
    expect(canaryBucket('mfe-lobby', 1234567890).toFixed(6)).toBe('61.222345');
  });

  it('keeps every device already in when the percent goes up', () => {
    const at10 = DEVICES.filter((id) => runsCanary('mfe-account', id, 10));
    expect(at10.every((id) => runsCanary('mfe-account', id, 25))).toBe(true);
  });

  it('runs nobody at 0% and everybody at 100%', () => {
    expect(DEVICES.some((id) => runsCanary('mfe-promotions', id, 0))).toBe(false);
    expect(DEVICES.every((id) => runsCanary('mfe-promotions', id, 100))).toBe(true);
  });
});
