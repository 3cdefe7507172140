import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { integer } from '../db/database.ts';
import { refuse } from '../server/api-refusal.ts';

/** A code lives 10 minutes, allows 5 wrong tries, and a new one may be asked for after 60 seconds. */
export const CODE_LIFETIME_SECONDS = 10 * 60;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_SECONDS = 60;

export type CodeChannel = 'sms' | 'email';

/** One message of the development outbox: what SMS or e-mail would have delivered. */
export interface OutboxMessage {
  id: number;
  brand: string;
  channel: CodeChannel;
  /** The phone number (digits, area code first) or e-mail address. */
  to: string;
  code: string;
  text: string;
  /** Unix seconds. */
  created_at: number;
}


export const CODE_MESSAGES = {
  tooSoon: (seconds: number) => `Please wait ${seconds} seconds before asking for another code`,
  invalid: 'The verification code is wrong',
  expired: 'The verification code has expired or was used; ask for a new one',
} as const;

/**
 * The one-time codes of sendCode, kept as HMAC-SHA256 under a key the database never holds: a
 * copy of the database alone cannot try the million codes against a hash. No SMS or e-mail provider is wired: in development
 * every message (code in clear) goes to the outbox table, served at `GET /dev/outbox`; production
 * keeps no clear code anywhere (delivering it is the operator's provider's job, CONTEXT.md).
 */
export class VerificationCodes {
  readonly db: DatabaseSync;
  readonly now: () => number;
  /** Whether messages are written to the development outbox. */
  readonly keepsOutbox: boolean;

  /** The HMAC key of the stored codes: the operator's, or random for this process (codes then die with it). */
  private readonly key: Buffer;

  constructor(db: DatabaseSync, now: () => number, keepsOutbox: boolean, key: string) {
    this.db = db;
    this.now = now;
    this.keepsOutbox = keepsOutbox;
    this.key = key === '' ? randomBytes(32) : Buffer.from(key, 'utf8');
  }

  private hash(brand: string, target: string, code: string): string {
    return createHmac('sha256', this.key).update(`${brand}\n${target}\n${code}`).digest('hex');
  }

  private seconds(): number {
    return Math.floor(this.now() / 1000);
  }

  /** Makes a code for `target` and (in development) puts its message in the outbox. */
  send(brand: string, target: string, channel: CodeChannel, siteName: string): void {
    const now = this.seconds();
    const last = this.db.prepare('SELECT created_at, used_at FROM verification_codes WHERE brand = ? AND target = ? ORDER BY id DESC LIMIT 1').get(brand, target);
    // The wait is for a code still on its way; once one was used (a registration, then a forgotten
    // password) the next may be asked for at once. The rate limits still bound the sending.
    const wait = last && last.used_at === null ? integer(last, 'created_at') + CODE_RESEND_SECONDS - now : 0;
    if (wait > 0) throw refuse(CODE_MESSAGES.tooSoon(wait));
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    this.db
      .prepare('INSERT INTO verification_codes (brand, target, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(brand, target, this.hash(brand, target, code), now, now + CODE_LIFETIME_SECONDS);
    if (!this.keepsOutbox) return;
    const text = `${code} is your ${siteName} verification code. It expires in ${CODE_LIFETIME_SECONDS / 60} minutes.`;
    this.db
      .prepare('INSERT INTO outbox (brand, channel, target, code, text, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(brand, channel, target, code, text, now);
  }

  /**
   * Checks a code against the newest one sent to `target` and returns its id for {@link consume}.
   * A wrong code counts against the code's tries at once: call this outside any transaction, or
   * the refusal's rollback would forget the try.
   */
  check(brand: string, target: string, code: string): number {
    const row = this.db
      .prepare('SELECT id, code_hash, expires_at, attempts, used_at FROM verification_codes WHERE brand = ? AND target = ? ORDER BY id DESC LIMIT 1')
      .get(brand, target);
    if (!row || row.used_at !== null || integer(row, 'expires_at') <= this.seconds() || integer(row, 'attempts') >= CODE_MAX_ATTEMPTS) {
      throw refuse(CODE_MESSAGES.expired);
    }
    if (!timingSafeEqual(Buffer.from(String(row.code_hash)), Buffer.from(this.hash(brand, target, code)))) {
      this.db.prepare('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = ?').run(integer(row, 'id'));
      throw refuse(CODE_MESSAGES.invalid);
    }
    return integer(row, 'id');
  }

  /** Uses a checked code up, inside the caller's transaction; a second use is refused. */
  consume(codeId: number): void {
    const changed = this.db.prepare('UPDATE verification_codes SET used_at = ? WHERE id = ? AND used_at IS NULL').run(this.seconds(), codeId);
    if (Number(changed.changes) !== 1) throw refuse(CODE_MESSAGES.expired);
  }

  /** The outbox, newest first, optionally for one recipient. */
  outbox(options: { brand?: string | undefined; to?: string | undefined; limit: number }): OutboxMessage[] {
    const rows = this.db
      .prepare(`SELECT * FROM outbox WHERE (?1 IS NULL OR brand = ?1) AND (?2 IS NULL OR target = ?2) ORDER BY id DESC LIMIT ?3`)
      .all(options.brand ?? null, options.to ?? null, options.limit);
    return rows.map((row) => ({
      id: integer(row, 'id'),
      brand: String(row.brand),
      channel: row.channel === 'email' ? 'email' : 'sms',
      to: String(row.target),
      code: String(row.code),
      text: String(row.text),
      created_at: integer(row, 'created_at'),
    }));
  }
}
