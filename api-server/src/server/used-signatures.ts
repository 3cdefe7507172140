import { SIGNATURE_MAX_SKEW_MS } from '@casino/shared-kernel/api-contract';

/** Methods whose request changes state: a signature of one of them is accepted once. */
export const ONCE_SIGNED_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT']);

/** Who presents a signature: the brand's site, the player's token (empty before sign-in) and the device. */
export interface Sender {
  brand: string;
  token: string;
  deviceId: string;
}

/**
 * The signatures of state-changing requests seen in their validity window (issue 21: a captured
 * signed withdrawal must not be replayed). A signature is valid for ±5 minutes of its `t`; once
 * that has passed the signature check refuses it anyway, so it is forgotten then. Identical GETs
 * within one millisecond are legitimate (two parts of a page reading the wallet) and not tracked.
 * The signature covers method, path, body and time, not who sends it: two players (or two devices)
 * may well send the same request in the same millisecond, so a signature is remembered together with
 * the sender's token and device id. A captured request replayed as it was still carries both.
 * In memory: a restart forgets them, which the idempotency keys of money calls cover (they are on
 * disk); several processes need a shared store (left to the operator, as the rate limits).
 */
export class UsedSignatures {
  /** Signature header → the time after which its check refuses it anyway (ms). */
  private readonly seen = new Map<string, number>();
  private nextSweep = 0;

  /** True the first time a sender presents a signature (of a request signed at `signedAt`). */
  claim(sender: Sender, header: string, signedAt: number, now: number): boolean {
    this.sweep(now);
    const key = JSON.stringify([sender.brand, sender.token, sender.deviceId, header]);
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
