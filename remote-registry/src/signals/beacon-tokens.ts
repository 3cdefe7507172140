import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { text } from '../db/database.ts';

/** How long a brand map's beacon token is taken, by default. */
export const DEFAULT_BEACON_TOKEN_MINUTES = 30;
/** A token is replaced in the maps this many times in its life, so a page always holds one good for at least (n−1)/n of it. */
const ROTATIONS_PER_LIFE = 3;

/** The registry's own secret for beacon tokens and client-address hashes: made by the schema, never leaves the database. */
export function readBeaconKey(db: DatabaseSync): Buffer {
  const row = db.prepare("SELECT value FROM settings WHERE name = 'beacon-key'").get();
  if (!row) throw new Error('The registry database has no beacon key (settings.beacon-key)');
  return Buffer.from(text(row, 'value'), 'hex');
}

export type TokenCheck = { ok: true } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Short-lived tokens the brand maps hand to their pages, which every beacon must carry: `<window>.<mac>`,
 * the MAC an HMAC-SHA256 of the brand and the time window it was issued in, truncated to 128 bits. A
 * map carries the token of the current window and is rewritten when the window moves on (a third of
 * the token's life); a token is taken for its own window and the next three. It proves the sender read
 * the brand's map lately, so captured or invented beacons stop counting within the hour; the page-load
 * and per-address limits do the rest (see beacon-routes.ts).
 */
export class BeaconTokens {
  readonly lifetimeMs: number;
  private readonly windowMs: number;
  private readonly key: Buffer;
  private readonly now: () => number;

  constructor(key: Buffer, lifetimeMinutes: number, now: () => number) {
    this.key = key;
    this.lifetimeMs = lifetimeMinutes * 60_000;
    this.windowMs = this.lifetimeMs / ROTATIONS_PER_LIFE;
    this.now = now;
  }

  /** The window now: maps are rewritten when it changes. */
  window(): number {
    return Math.floor(this.now() / this.windowMs);
  }

  /** The token brand maps carry now. */
  issue(brand: string): string {
    const window = this.window();
    return `${window}.${this.mac(brand, window).toString('base64url')}`;
  }

  check(brand: string, token: string): TokenCheck {
    const match = /^(\d{1,12})\.([A-Za-z0-9_-]{22})$/.exec(token);
    if (!match?.[1] || !match[2]) return { ok: false, reason: 'invalid' };
    const window = Number(match[1]);
    const given = Buffer.from(match[2], 'base64url');
    if (given.length !== 16 || !timingSafeEqual(given, this.mac(brand, window))) return { ok: false, reason: 'invalid' };
    const age = this.window() - window;
    return age >= 0 && age <= ROTATIONS_PER_LIFE ? { ok: true } : { ok: false, reason: 'expired' };
  }

  /**
   * A client address as the database keeps it: a keyed hash, enough to tell addresses apart for a
   * week (how many devices one address vouches for), never the address itself.
   */
  addressKey(address: string): string {
    return createHmac('sha256', this.key).update(`address:${address}`).digest('base64url').slice(0, 22);
  }

  private mac(brand: string, window: number): Buffer {
    return createHmac('sha256', this.key).update(`beacon:${brand}:${window}`).digest().subarray(0, 16);
  }
}
