import { refuse, type ApiRefusal } from '../server/api-refusal.ts';

/** Failures a source may make at full speed; the next attempt waits, and each further failure doubles the wait. */
export const FREE_FAILURES = 5;
/** The first wait; each further failure doubles it, up to {@link MAX_DELAY_SECONDS}. */
export const FIRST_DELAY_SECONDS = 2;
export const MAX_DELAY_SECONDS = 15 * 60;
/** A source's failures are forgotten this long after its last one. */
export const FAILURE_MEMORY_SECONDS = 60 * 60;
/**
 * Wrong passwords to one account, from anywhere, before the devices that never signed in to it
 * wait too (a guesser spread over many addresses); the owner's own devices and one-time codes do not.
 */
export const ACCOUNT_FREE_FAILURES = 10;

/** The refusal of a source that must wait: what to do, and when (whole seconds, at least 1). */
export const signInDelayMessage = (seconds: number) =>
  `Too many wrong attempts. Please try again in ${seconds} seconds, or sign in with a code sent to your phone or e-mail`;

interface Failures {
  count: number;
  /** Unix ms before which the next attempt is refused. */
  waitUntil: number;
  /** Unix ms of the last failure. */
  lastAt: number;
}

/**
 * Growing delays for guesses, never a lock: a lock would let anyone keep the owner out of every
 * sign-in, a right one-time code included. Failures are counted per account *and* per
 * source, so whoever keeps failing is slowed, not the account's owner elsewhere: after
 * {@link FREE_FAILURES} each failure doubles the wait (2 s, 4 s, … 15 min). A source's success
 * clears its count. Written here, on the service's clock, because a growing delay is not a fixed
 * window (rate-limiter-flexible's limiters are), and in memory as the other limits are.
 */
export class FailureDelays {
  private readonly entries = new Map<string, Failures>();
  private readonly now: () => number;
  private readonly free: number;
  private nextSweep = 0;

  /** `scale` multiplies the free failures, as the rate limits' scale does (the end-to-end suites share one address). */
  constructor(now: () => number, free = FREE_FAILURES, scale = 1) {
    this.now = now;
    this.free = free * scale;
  }

  /** Seconds `key` must still wait before its next attempt; 0 when it may go now. */
  waitSeconds(key: string): number {
    const entry = this.live(key);
    return entry ? Math.max(0, Math.ceil((entry.waitUntil - this.now()) / 1000)) : 0;
  }

  /** Refuses an attempt of `key` while it must wait. */
  admit(key: string): void {
    const seconds = this.waitSeconds(key);
    if (seconds > 0) throw this.refusal(seconds);
  }

  /**
   * Admits an attempt whose outcome comes later (a password being hashed) and counts it as a
   * failure at once, undone by {@link succeeded}: requests sent together cannot all pass the check
   * while the first ones are still being hashed.
   */
  attempt(key: string): void {
    this.admit(key);
    this.failed(key);
  }

  /** Counts a failure; past the free ones it sets the next wait. */
  failed(key: string): void {
    const now = this.now();
    this.sweep(now);
    const entry = this.live(key) ?? { count: 0, waitUntil: 0, lastAt: now };
    entry.count += 1;
    entry.lastAt = now;
    const over = entry.count - this.free;
    if (over >= 0) entry.waitUntil = now + Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** Math.min(over, 20)) * 1000;
    this.entries.set(key, entry);
  }

  /** How many failures `key` has made lately. */
  count(key: string): number {
    return this.live(key)?.count ?? 0;
  }

  succeeded(key: string): void {
    this.entries.delete(key);
  }

  refusal(seconds: number): ApiRefusal {
    return refuse(signInDelayMessage(Math.max(1, seconds)));
  }

  private live(key: string): Failures | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.lastAt + FAILURE_MEMORY_SECONDS * 1000 < this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + 60_000;
    for (const [key, entry] of this.entries) if (entry.lastAt + FAILURE_MEMORY_SECONDS * 1000 < now) this.entries.delete(key);
  }
}
