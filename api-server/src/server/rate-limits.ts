import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { EndpointName } from '@casino/shared-kernel/api-contract';
import { refuse, type ApiRefusal } from './api-refusal.ts';

/** Who a call comes from, as far as the limits care. */
export interface CallOrigin {
  brand: string;
  ip: string;
  deviceId: string;
  /** The signed-in player, if a live token came along. */
  playerId: number | undefined;
  /** The call's parsed payload. */
  payload: unknown;
}

/** One limit: so many calls per window for each key the call maps to (none: the limit does not apply). */
interface Limit {
  name: string;
  points: number;
  seconds: number;
  key: (origin: CallOrigin) => string | undefined;
}

const field = (payload: unknown, name: string): string => {
  const value = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
};

/** The account a sign-in names: its phone, e-mail or user name, whichever the payload carries. */
const signInTarget = ({ brand, payload }: CallOrigin) => {
  const target = field(payload, 'mobile') || field(payload, 'email') || field(payload, 'username');
  return target === '' ? undefined : `${brand}:${target}`;
};
/** The guest account a guest sign-in names: its device id (guessing its secret is limited per account). */
const guestTarget = ({ brand, payload }: CallOrigin) => {
  const device = field(payload, 'device_id');
  return device === '' ? undefined : `${brand}:${device}`;
};
const byIp = ({ ip }: CallOrigin) => ip;
const byDevice = ({ brand, deviceId }: CallOrigin) => (deviceId === '' ? undefined : `${brand}:${deviceId}`);
const byPlayer = ({ playerId }: CallOrigin) => (playerId === undefined ? undefined : String(playerId));
const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * The calls an attacker repeats (issue 21's probe: 200 wrong passwords in 5 s, sendCode to 50
 * numbers, 200 redeem-code guesses in 0.5 s, 200 guest accounts in 0.5 s), each limited per
 * account, device and address. Sized so a player never meets them: 10 sign-ins to one account in
 * 15 minutes, 5 codes from one device an hour. A successful sign-in clears its account's count.
 */
export const RATE_LIMITS: Partial<Record<EndpointName, readonly Limit[]>> = {
  login: [
    { name: 'sign-ins to one account', points: 10, seconds: 15 * MINUTE, key: signInTarget },
    { name: 'sign-ins from one address', points: 100, seconds: 15 * MINUTE, key: byIp },
  ],
  register: [
    { name: 'sign-ups from one device', points: 5, seconds: HOUR, key: byDevice },
    { name: 'sign-ups from one address', points: 30, seconds: HOUR, key: byIp },
  ],
  loginRegister: [
    { name: 'guest sign-ins to one device account', points: 10, seconds: 15 * MINUTE, key: guestTarget },
    { name: 'guest accounts from one device', points: 5, seconds: HOUR, key: byDevice },
    { name: 'guest accounts from one address', points: 30, seconds: HOUR, key: byIp },
  ],
  sendCode: [
    { name: 'codes from one device', points: 5, seconds: HOUR, key: byDevice },
    { name: 'codes from one address', points: 20, seconds: HOUR, key: byIp },
  ],
  resetPassword: [{ name: 'password resets to one account', points: 10, seconds: 15 * MINUTE, key: signInTarget }],
  redeemCode: [
    { name: 'redeem codes by one player', points: 10, seconds: 10 * MINUTE, key: byPlayer },
    { name: 'redeem codes from one address', points: 30, seconds: 10 * MINUTE, key: byIp },
  ],
};

/** The envelope message of a limit reached: what to do and when (whole seconds, at least 1). */
export const rateLimitMessage = (seconds: number) => `Too many attempts. Please try again in ${seconds} seconds`;

/**
 * The limits above, in memory (one api-server process; a cluster would share a store, which
 * rate-limiter-flexible offers). `scale` multiplies every limit's points: the end-to-end suites,
 * whose hundreds of players all come from 127.0.0.1, run with a larger one; production keeps 1.
 */
export class RateLimits {
  private readonly limiters = new Map<Limit, RateLimiterMemory>();

  constructor(scale = 1) {
    for (const limits of Object.values(RATE_LIMITS)) {
      for (const limit of limits) {
        this.limiters.set(limit, new RateLimiterMemory({ keyPrefix: limit.name, points: limit.points * scale, duration: limit.seconds }));
      }
    }
  }

  /** Counts the call against each of its limits; refuses it (saying when to try again) when one is reached. */
  async admit(name: EndpointName, origin: CallOrigin): Promise<void> {
    for (const limit of RATE_LIMITS[name] ?? []) {
      const key = limit.key(origin);
      const limiter = this.limiters.get(limit);
      if (key === undefined || !limiter) continue;
      try {
        await limiter.consume(key);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        throw this.refusal(rejection);
      }
    }
  }

  /** A successful sign-in (a guest's too) forgets its account's failures (the address's count stays). */
  async succeeded(name: EndpointName, origin: CallOrigin): Promise<void> {
    for (const limit of RATE_LIMITS[name] ?? []) {
      if (limit.key !== signInTarget && limit.key !== guestTarget) continue;
      const key = limit.key(origin);
      if (key !== undefined) await this.limiters.get(limit)?.delete(key);
    }
  }

  private refusal(rejection: RateLimiterRes): ApiRefusal {
    return refuse(rateLimitMessage(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))));
  }
}
