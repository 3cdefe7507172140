import { sha256Hex } from './sha-256.ts';

/** The browser traits the login fingerprint is made of: ones that stay put for a given browser. */
export interface BrowserTraits {
  /** The user agent with version numbers removed, so that a browser update keeps the fingerprint. */
  userAgent: string;
  platform: string;
  hardwareConcurrency: number;
  deviceMemory: number;
  maxTouchPoints: number;
  colorDepth: number;
  timeZone: string;
}

/** `Chrome/126.0.6478.127` → `Chrome/`, `rv:128.0` → `rv:`; OS versions (`Android 14`) stay. */
export function withoutBrowserVersions(userAgent: string): string {
  return userAgent.replace(/\/[\d.]+/g, '/').replace(/rv:[\d.]+/g, 'rv:');
}

/**
 * This browser's traits. Screen size, window size and language are left out on purpose: they change
 * with an external monitor, a rotation or a settings change, and the fingerprint must not.
 */
export function browserTraits(): BrowserTraits {
  const nav: (Navigator & { deviceMemory?: number }) | undefined = typeof navigator === 'undefined' ? undefined : navigator;
  let timeZone = '';
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    // Very old engines: the other traits still tell browsers apart.
  }
  return {
    userAgent: withoutBrowserVersions(nav?.userAgent ?? ''),
    platform: nav?.platform ?? '',
    hardwareConcurrency: nav?.hardwareConcurrency ?? 0,
    deviceMemory: nav?.deviceMemory ?? 0,
    maxTouchPoints: nav?.maxTouchPoints ?? 0,
    colorDepth: typeof screen === 'undefined' ? 0 : screen.colorDepth,
    timeZone,
  };
}

/** The SHA-256 (hex) of the traits in a fixed order. */
export function fingerprintOf(traits: BrowserTraits): string {
  const { userAgent, platform, hardwareConcurrency, deviceMemory, maxTouchPoints, colorDepth, timeZone } = traits;
  return sha256Hex(JSON.stringify([userAgent, platform, hardwareConcurrency, deviceMemory, maxTouchPoints, colorDepth, timeZone]));
}

let cached: string | undefined;

/**
 * This browser's login fingerprint (`login_finger`, `regist_finger`): 64 hex digits, computed from
 * the browser's traits rather than stored, so that clearing storage does not change it; this is what
 * lets the server see several accounts made on one device.
 */
export function loginFingerprint(): string {
  return (cached ??= fingerprintOf(browserTraits()));
}
