// The one engine of the prize wheel, the prize grid and the slot-style reel (spec 4, 9): a state
// machine over a rotation in degrees (one lap = 360, each prize an equal slice). The three games
// only draw that rotation differently, so they spin, stop and land by the same rules.

/** Spec 9: acceleration and deceleration times, top speed (degrees per 60 Hz frame). */
export const ACCELERATION_MS = 2500;
export const DECELERATION_MS = 2500;
export const TOP_SPEED = 20;
const FRAME_MS = 1000 / 60;
/** Degrees per millisecond at top speed. */
const TOP_SPEED_PER_MS = TOP_SPEED / FRAME_MS;

export type PrizeGamePhase = 'idle' | 'accelerating' | 'constant' | 'decelerating';

/** What drives the animation: a clock and a frame request (requestAnimationFrame by default). */
export interface FrameClock {
  now(): number;
  requestFrame(callback: () => void): number;
  cancelFrame(handle: number): void;
}

export const animationFrameClock: FrameClock = {
  now: () => performance.now(),
  requestFrame: (callback) => requestAnimationFrame(() => callback()),
  cancelFrame: (handle) => cancelAnimationFrame(handle),
};

export interface PrizeEngineOptions {
  prizeCount: number;
  /** Relative chances of each prize for a stop without an index; equal when absent. */
  weights?: readonly number[];
  /** No spinning: the game waits without moving and jumps to the prize (prefers-reduced-motion). */
  reducedMotion?: boolean;
  clock?: FrameClock;
  /** A number in [0, 1) for the weighted pick. */
  random?: () => number;
  /** The game stopped on this prize and is idle again. */
  onPrize?: (index: number) => void;
  onPhase?: (phase: PrizeGamePhase) => void;
  /** Every frame's rotation, to draw. */
  onFrame?: (rotation: number) => void;
}

/** The prize a weighted draw picks for `roll` in [0, 1): each prize's share of the sum of weights. */
export function pickByWeight(weights: readonly number[], roll: number): number {
  const usable = weights.map((weight) => (Number.isFinite(weight) && weight > 0 ? weight : 0));
  const total = usable.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return Math.min(weights.length - 1, Math.floor(roll * weights.length));
  let left = roll * total;
  for (const [index, weight] of usable.entries()) {
    if (left < weight) return index;
    left -= weight;
  }
  return usable.findLastIndex((weight) => weight > 0);
}

/** The rotation (mod 360) at which the pointer sits in the middle of prize `index`. */
export function prizeRotation(index: number, prizeCount: number): number {
  const slice = 360 / prizeCount;
  return index * slice + slice / 2;
}

/** The prize under the pointer at `rotation`. */
export function prizeAt(rotation: number, prizeCount: number): number {
  const turn = ((rotation % 360) + 360) % 360;
  return Math.floor(turn / (360 / prizeCount)) % prizeCount;
}

const mod360 = (degrees: number) => ((degrees % 360) + 360) % 360;

/**
 * idle → accelerating (2500 ms) → constant speed (20) → decelerating (2500 ms) → idle, then the
 * prize is reported. `start()` works only when idle; `stop(index)` chooses where it lands (a
 * negative index cancels back to idle, no index picks by weight). A stop asked for while
 * accelerating takes effect when top speed is reached, so every spin looks the same.
 */
export class PrizeEngine {
  private readonly options: PrizeEngineOptions;
  private readonly clock: FrameClock;
  private phaseNow: PrizeGamePhase = 'idle';
  private rotationNow = 0;
  private phaseStartedAt = 0;
  private lastFrameAt = 0;
  private frame: number | null = null;
  private target: number | null = null;
  private decelerateFrom = 0;
  private decelerateBy = 0;

  constructor(options: PrizeEngineOptions) {
    if (!Number.isInteger(options.prizeCount) || options.prizeCount < 1) throw new Error('a prize game needs at least one prize');
    this.options = options;
    this.clock = options.clock ?? animationFrameClock;
  }

  get phase(): PrizeGamePhase {
    return this.phaseNow;
  }

  get rotation(): number {
    return this.rotationNow;
  }

  /** The prize the pointer is on now. */
  get prize(): number {
    return prizeAt(this.rotationNow, this.options.prizeCount);
  }

  /** Starts a spin; false (nothing happens) unless idle. */
  start(): boolean {
    if (this.phaseNow !== 'idle') return false;
    this.target = null;
    this.enter('accelerating');
    this.lastFrameAt = this.phaseStartedAt;
    if (!this.options.reducedMotion) this.schedule();
    return true;
  }

  /**
   * Lands on `index`; a negative index cancels the spin back to idle without a prize; without an
   * index the prize is drawn by weight. Ignored while idle or already stopping.
   */
  stop(index?: number): void {
    if (this.phaseNow === 'idle') return;
    if (index !== undefined && index < 0) {
      this.cancelFrame();
      this.target = null;
      this.enter('idle');
      return;
    }
    if (this.target !== null) return;
    const count = this.options.prizeCount;
    const chosen = index ?? pickByWeight(this.options.weights ?? Array.from({ length: count }, () => 1), (this.options.random ?? Math.random)());
    this.target = Math.min(count - 1, Math.floor(chosen));
    if (this.options.reducedMotion) {
      this.land();
      return;
    }
    if (this.phaseNow === 'constant') this.beginDeceleration(this.clock.now());
  }

  /** Stops drawing for good (the component unmounts). */
  dispose(): void {
    this.cancelFrame();
  }

  private enter(phase: PrizeGamePhase) {
    this.phaseNow = phase;
    this.phaseStartedAt = this.clock.now();
    this.options.onPhase?.(phase);
  }

  private schedule() {
    this.frame = this.clock.requestFrame(() => this.tick());
  }

  private cancelFrame() {
    if (this.frame !== null) this.clock.cancelFrame(this.frame);
    this.frame = null;
  }

  private tick() {
    this.frame = null;
    const now = this.clock.now();
    const elapsed = now - this.phaseStartedAt;
    switch (this.phaseNow) {
      case 'idle':
        return;
      case 'accelerating': {
        const done = Math.min(1, elapsed / ACCELERATION_MS);
        // Speed grows linearly, so the distance is the integral of the speed over the frame.
        const from = Math.min(1, (this.lastFrameAt - this.phaseStartedAt) / ACCELERATION_MS);
        this.rotationNow += (TOP_SPEED_PER_MS * ACCELERATION_MS * (done * done - from * from)) / 2;
        if (done >= 1) {
          this.enter('constant');
          if (this.target !== null) this.beginDeceleration(now);
        }
        break;
      }
      case 'constant':
        this.rotationNow += TOP_SPEED_PER_MS * (now - this.lastFrameAt);
        break;
      case 'decelerating': {
        const done = Math.min(1, elapsed / DECELERATION_MS);
        // Ease out (quadratic): the speed falls linearly to 0 at the prize.
        this.rotationNow = this.decelerateFrom + this.decelerateBy * (1 - (1 - done) * (1 - done));
        if (done >= 1) {
          this.options.onFrame?.(this.rotationNow);
          this.land();
          return;
        }
        break;
      }
    }
    this.lastFrameAt = now;
    this.options.onFrame?.(this.rotationNow);
    this.schedule();
  }

  /** From top speed, how far to go so that the pointer ends in the middle of the target prize. */
  private beginDeceleration(now: number) {
    const target = this.target ?? 0;
    // At top speed a linear fall to 0 over the deceleration time covers this distance.
    const natural = (TOP_SPEED_PER_MS * DECELERATION_MS) / 2;
    const landing = prizeRotation(target, this.options.prizeCount);
    const offset = mod360(landing - (this.rotationNow + natural));
    // Land at most half a lap from the natural distance, so the fall in speed looks the same.
    this.decelerateBy = natural + (offset > 180 ? offset - 360 : offset);
    this.decelerateFrom = this.rotationNow;
    this.enter('decelerating');
    this.phaseStartedAt = now;
  }

  private land() {
    this.cancelFrame();
    const target = this.target ?? 0;
    const lapStart = this.rotationNow - mod360(this.rotationNow);
    this.rotationNow = lapStart + prizeRotation(target, this.options.prizeCount);
    this.target = null;
    this.options.onFrame?.(this.rotationNow);
    this.enter('idle');
    this.options.onPrize?.(target);
  }
}
