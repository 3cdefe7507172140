import { SYSTEM_TYPE, type SystemType } from '@casino/shared-kernel/api-constants';

/** What the login payloads say about the device, read from the user agent. */
export interface UserAgentFacts {
  /** `system_type` (spec 7, 9): 1 iOS, 2 Android, 3 anything else. */
  systemType: SystemType;
  /** `device_model`: the phone model where the user agent names it, else the device kind. */
  deviceModel: string;
  /** `os_version`: system name and version, e.g. `iOS 17.4`, `Android 14`, `Windows 10.0`. */
  osVersion: string;
}

const versionOf = (match: RegExpMatchArray | null) => match?.[1]?.replaceAll('_', '.');
const named = (name: string, version: string | undefined) => (version ? `${name} ${version}` : name);

/**
 * Reads the device facts from a user agent. `maxTouchPoints` tells an iPad in desktop mode (which
 * sends a Macintosh user agent) from a Mac. Windows Phone claims both Android and iPhone, so it is
 * checked first and counts as "other".
 */
export function describeUserAgent(userAgent: string, maxTouchPoints = 0): UserAgentFacts {
  if (/Windows Phone|IEMobile/i.test(userAgent)) {
    return { systemType: SYSTEM_TYPE.OTHER, deviceModel: 'Windows Phone', osVersion: named('Windows Phone', versionOf(userAgent.match(/Windows Phone (?:OS )?([\d.]+)/i))) };
  }
  const apple = userAgent.match(/\b(iPhone|iPad|iPod)\b/);
  if (apple?.[1]) {
    return { systemType: SYSTEM_TYPE.IOS, deviceModel: apple[1], osVersion: named('iOS', versionOf(userAgent.match(/OS (\d+(?:[_.]\d+)*) like Mac OS X/))) };
  }
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) {
    return { systemType: SYSTEM_TYPE.IOS, deviceModel: 'iPad', osVersion: named('iOS', versionOf(userAgent.match(/Version\/([\d.]+)/))) };
  }
  if (/Android/i.test(userAgent)) {
    const model = userAgent.match(/Android[^;)]*;\s*([^;)]+?)(?:\s+Build\/[^;)]*)?\s*[;)]/)?.[1]?.trim();
    return {
      systemType: SYSTEM_TYPE.ANDROID,
      deviceModel: model && model !== 'wv' ? model : 'Android',
      osVersion: named('Android', versionOf(userAgent.match(/Android\s*([\d.]+)/i))),
    };
  }
  const other = (deviceModel: string, osVersion: string): UserAgentFacts => ({ systemType: SYSTEM_TYPE.OTHER, deviceModel, osVersion });
  if (/Windows NT/.test(userAgent)) return other('Windows', named('Windows', versionOf(userAgent.match(/Windows NT ([\d.]+)/))));
  if (/Macintosh|Mac OS X/.test(userAgent)) return other('Macintosh', named('macOS', versionOf(userAgent.match(/Mac OS X (\d+(?:[_.]\d+)*)/))));
  if (/CrOS/.test(userAgent)) return other('Chromebook', 'ChromeOS');
  if (/Linux|X11/.test(userAgent)) return other('Linux', 'Linux');
  return other('unknown', 'unknown');
}

/** This browser's user agent and touch points ('' and 0 outside a browser). */
export function currentUserAgent(): { userAgent: string; maxTouchPoints: number } {
  if (typeof navigator === 'undefined') return { userAgent: '', maxTouchPoints: 0 };
  return { userAgent: navigator.userAgent ?? '', maxTouchPoints: navigator.maxTouchPoints ?? 0 };
}

/** This browser's `system_type`: 1 iOS, 2 Android, 3 other. */
export function systemType(): SystemType {
  const { userAgent, maxTouchPoints } = currentUserAgent();
  return describeUserAgent(userAgent, maxTouchPoints).systemType;
}
