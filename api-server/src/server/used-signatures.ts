import { SIGNATURE_MAX_SKEW_MS } from '@casino/shared-kernel/api-contract';

/** Methods whose request changes state: a signature of one of them is accepted once. */
export const ONCE_SIGNED_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT']);

/**
 * The signatures of state-changing requests seen in their validity window (a captured signed
 * withdrawal must not be taken again). A signature is valid for ±5 minutes of its `t`; once that has
 * passed the signature check refuses it anyway, so it is forgotten then. Identical GETs within one
 * millisecond are legitimate (two parts of a page reading the wallet) and not tracked.
 * A signature is taken once per brand whatever the headers it does not cover say (device, language,
 * token): a replay may change any of them. Two honest requests share a signature only when they are
 * the same method, path, body and Idempotency-Key in the same millisecond of the same brand: every
 * client here signs each request at its own millisecond, and two players' coincidences are refused
 * before anything runs (the player sends again).
 * In memory: a restart forgets them, which the money calls' idempotency keys cover (on disk, and
 * signed, so a replay cannot swap them); several processes need a shared store (left to the
 * operator, as the rate limits).
 */
export class UsedSignatures {
  /** Brand and signature header → the time after which its check refuses it anyway (ms). */
  private readonly seen = new Map<string, number>();
  private nextSweep = 0;

  /** True the first time a signature (of a request signed at `signedAt`) is presented to the brand. */
  claim(brand: string, header: string, signedAt: number, now: number): boolean {
    this.sweep(now);
    const key = `${brand}\n${header}`;
    if (this.seen.has(key)) return false;
    this.seen.set(key, signedAt + SIGNATURE_MAX_SKEW_MS);
    return true;
  }

  /** How many signatures are remembered (for tests and the benchmark). */
  get size(): number {
    return this.seen.size;
  }

  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + 10_000;
    for (const [key, until] of this.seen) if (until < now) this.seen.delete(key);
  }
}

/** The `t` of a signature header `t=<unix ms>, sig=<…>` already found valid. */
export function signedTime(header: string): number {
  const match = /t=(\d+)/.exec(header);
  return match ? Number(match[1]) : 0;
}
