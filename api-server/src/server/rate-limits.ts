import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { EndpointName, LoginType } from '@casino/shared-kernel/api-contract';
import { accountKey, signInIdentity } from '../accounts/accounts.ts';
import type { Brand } from '../brands/brands.ts';
import { ApiRefusal, refuse } from './api-refusal.ts';

/** Who a call comes from, as far as the limits care. */
export interface CallOrigin {
  brand: Brand;
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

/**
 * The account a password reset names, in its one stored form (by its `client_type`, as the call
 * reads it), with the address it comes from: one address's tries never lock the owner's out.
 */
const accountFromAddress = ({ brand, payload, ip }: CallOrigin) => {
  const credentials = payload as { client_type: LoginType; mobile?: string; email?: string };
  try {
    return `${accountKey(brand, signInIdentity(brand, credentials))}|${ip}`;
  } catch (error) {
    // A number that is not the brand's names no account; the call refuses it.
    if (error instanceof ApiRefusal) return undefined;
    throw error;
  }
};
const byIp = ({ ip }: CallOrigin) => ip;
/**
 * A device id is any text a client sends: a limit on it alone lets anyone use up the owner's
 * device's allowance. Counted per device and address, the guesser only spends their own.
 */
const byDeviceAndIp = ({ brand, deviceId, ip }: CallOrigin) => (deviceId === '' ? undefined : `${brand.brand}:${deviceId}|${ip}`);
const byPlayer = ({ playerId }: CallOrigin) => (playerId === undefined ? undefined : String(playerId));
const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * The calls an attacker repeats (issue 21's probe: 200 wrong passwords in 5 s, sendCode to 50
 * numbers, 200 redeem-code guesses in 0.5 s, 200 guest accounts in 0.5 s), each limited per device
 * and address (what the caller spends of their own, never of the owner's). Sized so a player never
 * meets them: 5 codes from one device an hour. Wrong passwords and guest secrets are slowed per
 * account and source by the accounts themselves (`sign-in-throttle.ts`), so the owner elsewhere
 * always gets in.
 */
export const RATE_LIMITS: Partial<Record<EndpointName, readonly Limit[]>> = {
  login: [{ name: 'sign-ins from one address', points: 100, seconds: 15 * MINUTE, key: byIp }],
  register: [
    { name: 'sign-ups from one device', points: 5, seconds: HOUR, key: byDeviceAndIp },
    { name: 'sign-ups from one address', points: 30, seconds: HOUR, key: byIp },
  ],
  loginRegister: [
    { name: 'guest accounts from one device', points: 5, seconds: HOUR, key: byDeviceAndIp },
    { name: 'guest accounts from one address', points: 30, seconds: HOUR, key: byIp },
  ],
  sendCode: [
    { name: 'codes from one device', points: 5, seconds: HOUR, key: byDeviceAndIp },
    { name: 'codes from one address', points: 20, seconds: HOUR, key: byIp },
  ],
  resetPassword: [{ name: 'password resets to one account from one address', points: 10, seconds: 15 * MINUTE, key: accountFromAddress }],
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

  private refusal(rejection: RateLimiterRes): ApiRefusal {
    return refuse(rateLimitMessage(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))));
  }
}
