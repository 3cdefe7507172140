import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { PicCaptcha } from '@casino/shared-kernel/api-contract';
import { CAPTCHA_LENGTH } from '@casino/shared-kernel/validation';
import { inTransaction, integer, integerOrNull, text } from '../db/database.ts';
import { refuse } from '../server/api-refusal.ts';
import { captchaDataUrl, newCaptchaText } from './captcha-picture.ts';
import { unixSeconds } from './promotion-days.ts';

/** A captcha answers within 5 minutes, once. */
export const CAPTCHA_TTL_SECONDS = 300;
/** Pictures one player or device may ask for a minute: enough for "another picture", not for a farm. */
export const CAPTCHAS_PER_MINUTE = 10;

export const CAPTCHA_MESSAGES = {
  missing: 'Enter the characters of the picture captcha',
  length: `captcha: must be exactly ${CAPTCHA_LENGTH} characters`,
  unknown: 'This picture captcha is not valid; get a new picture',
  used: 'This picture captcha has already been used; get a new picture',
  expired: 'This picture captcha has expired; get a new picture',
  wrong: 'The captcha characters are wrong; get a new picture and try again',
  tooMany: 'Too many captcha pictures asked for; wait a minute and try again',
} as const;

/** Who a captcha belongs to: the signed-in player, else the visitor's device. */
export interface CaptchaOwner {
  brand: string;
  playerId: number | undefined;
  deviceId: string;
}

// The key salts the hash, so equal answers of two captchas never share a hash.
const answerHash = (key: string, answer: string) => createHash('sha256').update(`${key}:${answer.toUpperCase()}`).digest();

/**
 * Picture captchas (`/api/user/getPicCaptcha`): 6 characters drawn as an SVG with noise; only a
 * hash of the answer is stored, with a 5-minute expiry, and the first answer uses it up whether
 * right or wrong, so guessing needs a new picture each time.
 */
export class PicCaptchas {
  private readonly db: DatabaseSync;
  private readonly now: () => number;
  /** Development only: the answers, for tests and people driving the site by script (as the outbox for codes). */
  private readonly devAnswers: Map<string, string> | undefined;

  constructor(db: DatabaseSync, now: () => number, keepAnswersForDevelopment: boolean) {
    this.db = db;
    this.now = now;
    this.devAnswers = keepAnswersForDevelopment ? new Map() : undefined;
  }

  issue(owner: CaptchaOwner): PicCaptcha {
    const answer = newCaptchaText();
    const key = randomBytes(18).toString('base64url');
    const at = unixSeconds(this.now());
    inTransaction(this.db, () => {
      // Old pictures are of no use to anyone: cleared as new ones are made.
      this.db.prepare('DELETE FROM pic_captchas WHERE expires_at < ?').run(at - 3600);
      const recent =
        owner.playerId === undefined
          ? this.db
              .prepare('SELECT COUNT(*) AS n FROM pic_captchas WHERE brand = ? AND device_id = ? AND created_at > ?')
              .get(owner.brand, owner.deviceId, at - 60)
          : this.db.prepare('SELECT COUNT(*) AS n FROM pic_captchas WHERE player_id = ? AND created_at > ?').get(owner.playerId, at - 60);
      if (recent && integer(recent, 'n') >= CAPTCHAS_PER_MINUTE) throw refuse(CAPTCHA_MESSAGES.tooMany);
      this.db
        .prepare('INSERT INTO pic_captchas (captcha_key, brand, player_id, device_id, answer_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(key, owner.brand, owner.playerId ?? null, owner.deviceId, answerHash(key, answer).toString('hex'), at, at + CAPTCHA_TTL_SECONDS);
    });
    if (this.devAnswers) {
      this.devAnswers.set(key, answer);
      // A bounded memory: the oldest answers go first.
      for (const old of this.devAnswers.keys()) {
        if (this.devAnswers.size <= 1000) break;
        this.devAnswers.delete(old);
      }
    }
    return { captcha_key: key, image: captchaDataUrl(answer) };
  }

  /**
   * Uses a captcha up and refuses unless its answer was right. Call it outside any transaction:
   * a wrong answer must stay used even though the call is refused.
   */
  check(owner: CaptchaOwner, key: string | undefined, answer: string | undefined): void {
    if (key === undefined || answer === undefined || key === '' || answer === '') throw refuse(CAPTCHA_MESSAGES.missing);
    if (Array.from(answer).length !== CAPTCHA_LENGTH) throw refuse(CAPTCHA_MESSAGES.length);
    const at = unixSeconds(this.now());
    const problem = inTransaction(this.db, () => {
      const row = this.db.prepare('SELECT * FROM pic_captchas WHERE captcha_key = ? AND brand = ?').get(key, owner.brand);
      const ownerMatches =
        row &&
        (owner.playerId === undefined
          ? integerOrNull(row, 'player_id') === null && text(row, 'device_id') === owner.deviceId
          : integerOrNull(row, 'player_id') === owner.playerId);
      if (!row || !ownerMatches) return CAPTCHA_MESSAGES.unknown;
      if (integerOrNull(row, 'used_at') !== null) return CAPTCHA_MESSAGES.used;
      if (integer(row, 'expires_at') <= at) return CAPTCHA_MESSAGES.expired;
      this.db.prepare('UPDATE pic_captchas SET used_at = ? WHERE captcha_key = ?').run(at, key);
      const stored = Buffer.from(text(row, 'answer_hash'), 'hex');
      return timingSafeEqual(stored, answerHash(key, answer)) ? undefined : CAPTCHA_MESSAGES.wrong;
    });
    if (problem) throw refuse(problem);
  }

  /** Development only: the answer of a captcha issued by this process. */
  devAnswer(key: string): string | undefined {
    return this.devAnswers?.get(key);
  }
}
