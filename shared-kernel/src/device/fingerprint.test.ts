// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { browserTraits, fingerprintOf, loginFingerprint, withoutBrowserVersions, type BrowserTraits } from './fingerprint.ts';

const traits: BrowserTraits = {
  userAgent: withoutBrowserVersions('Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36'),
  platform: 'Linux armv8l',
  hardwareConcurrency: 8,
  deviceMemory: 8,
  maxTouchPoints: 5,
  colorDepth: 24,
  timeZone: 'Asia/Kolkata',
};

describe('login fingerprint', () => {
  it('is 64 hex digits, the same for the same traits', () => {
    expect(fingerprintOf(traits)).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprintOf({ ...traits })).toBe(fingerprintOf(traits));
  });

  it('survives a browser update but not a different device', () => {
    const updated = withoutBrowserVersions('Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.39 Mobile Safari/537.36');
    expect(fingerprintOf({ ...traits, userAgent: updated })).toBe(fingerprintOf(traits));
    expect(fingerprintOf({ ...traits, hardwareConcurrency: 4 })).not.toBe(fingerprintOf(traits));
    expect(fingerprintOf({ ...traits, timeZone: 'America/Sao_Paulo' })).not.toBe(fingerprintOf(traits));
  });

  it('drops browser versions but keeps the OS version', () => {
    expect(withoutBrowserVersions('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(
      'Mozilla/ (X11; Linux x86_64; rv:) Gecko/ Firefox/',
    );
    expect(withoutBrowserVersions('Mozilla/5.0 (Linux; Android 14; K)')).toContain('Android 14');
  });

  it('comes from this browser’s traits, not from storage', () => {
    const before = loginFingerprint();
    localStorage.clear();
    expect(loginFingerprint()).toBe(before);
    expect(before).toBe(fingerprintOf(browserTraits()));
    expect(browserTraits().userAgent).toContain('HappyDOM/');
  });
});
