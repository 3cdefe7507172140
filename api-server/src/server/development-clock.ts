/**
 * The service's clock in development: the real (or a test's) clock plus an offset that
 * `POST /dev/clock/advance` moves forward, so a person or an end-to-end test can live through a
 * 24 h cool-down, a time-out or an expiry in seconds. Production never has one: its clock is the
 * real one. It moves forward, and back to its base clock only by `reset` (an end-to-end test undoing
 * its advance, so the suites running after it, or beside it, see the real time again).
 */
export class DevelopmentClock {
  private readonly base: () => number;
  private offsetMs = 0;

  constructor(base: () => number = Date.now) {
    this.base = base;
  }

  /** Ms since the epoch, advanced by everything `advance` added. */
  readonly now = (): number => this.base() + this.offsetMs;

  /** Moves the clock forward by `seconds` (whole, above 0); answers the new time in ms. */
  advance(seconds: number): number {
    if (!Number.isInteger(seconds) || seconds <= 0) throw new RangeError('seconds: must be a whole number above 0');
    this.offsetMs += seconds * 1000;
    return this.now();
  }

  /** Back on its base clock; answers the time in ms. */
  reset(): number {
    this.offsetMs = 0;
    return this.now();
  }

  /** How far ahead of its base clock it runs, in seconds. */
  get offsetSeconds(): number {
    return this.offsetMs / 1000;
  }
}
