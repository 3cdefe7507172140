import type { DatabaseSync } from 'node:sqlite';
import { GAMING_BREAK_DURATIONS, type GamingBreak, type GamingBreakDuration, type GamingBreakKind } from '@casino/shared-kernel/api-contract';
import { brandUtcOffsetMinutes } from '../brands/brand-clock.ts';
import { inTransaction, integer, integerOrNull, text } from '../db/database.ts';
import { refuse } from '../server/api-refusal.ts';
import { breakRefusalText, brandTimeText, limitLanguage } from './limit-texts.ts';

const DAY = 24 * 60 * 60;

/**
 * When a break taken at `start` (Unix seconds) ends: hours and days exactly, months and years on
 * the calendar (as the brand's clock reads the date); null for a permanent self-exclusion.
 */
export function breakEnd(brand: string, start: number, duration: GamingBreakDuration): number | null {
  if (duration === 'permanent') return null;
  if (duration === '24h') return start + DAY;
  if (duration === '7d') return start + 7 * DAY;
  if (duration === '30d') return start + 30 * DAY;
  const offset = brandUtcOffsetMinutes(brand) * 60;
  const local = new Date((start + offset) * 1000);
  if (duration === '6m') local.setUTCMonth(local.getUTCMonth() + 6);
  else local.setUTCFullYear(local.getUTCFullYear() + (duration === '1y' ? 1 : 5));
  return Math.floor(local.getTime() / 1000) - offset;
}

/**
 * Time-outs and self-exclusions (issue 25). While one is in force the player may sign in, see the
 * balance, withdraw and read the end; deposits, bets, promotions and mail awards are refused. A
 * break starts at once, can only be lengthened, and a permanent one never ends.
 */
export class GamingBreaks {
  private readonly db: DatabaseSync;
  private readonly now: () => number;

  constructor(db: DatabaseSync, now: () => number) {
    this.db = db;
    this.now = now;
  }

  private seconds(): number {
    return Math.floor(this.now() / 1000);
  }

  /** The break in force now, or null. */
  current(playerId: number): GamingBreak | null {
    const row = this.db.prepare('SELECT kind, started_at, ends_at FROM gaming_breaks WHERE player_id = ? ORDER BY id DESC LIMIT 1').get(playerId);
    if (!row) return null;
    const endsAt = integerOrNull(row, 'ends_at');
    if (endsAt !== null && endsAt <= this.seconds()) return null;
    return { kind: text(row, 'kind') as GamingBreakKind, started_at: integer(row, 'started_at'), ends_at: endsAt };
  }

  /** `takeGamingBreak`: starts now; refused when it would end before the break in force. */
  take(brand: string, playerId: number, kind: GamingBreakKind, duration: GamingBreakDuration): void {
    if (!(GAMING_BREAK_DURATIONS[kind] as readonly string[]).includes(duration)) {
      throw refuse(`duration: a ${kind === 'time_out' ? 'time-out' : 'self-exclusion'} lasts ${GAMING_BREAK_DURATIONS[kind].join(', ')}`);
    }
    inTransaction(this.db, () => {
      const now = this.seconds();
      const endsAt = breakEnd(brand, now, duration);
      const current = this.current(playerId);
      if (current) {
        if (current.ends_at === null) throw refuse('Your self-exclusion is permanent: it cannot be changed');
        if (endsAt !== null && endsAt < current.ends_at) {
          throw refuse(`Your break ends at ${brandTimeText(brand, current.ends_at)}: it can be made longer, never shorter`);
        }
      }
      this.db
        .prepare(
          'INSERT INTO gaming_breaks (player_id, kind, duration, started_at, ends_at, previous_ends_at, actor, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .run(playerId, kind, duration, current?.started_at ?? now, endsAt, current?.ends_at ?? null, 'player', now);
      // Marketing stops: the browser's push token is forgotten (pushFcm stores none during the break).
      this.db.prepare("UPDATE players SET fcm_token = '' WHERE id = ?").run(playerId);
    });
  }

  /** Refuses what a break closes (deposits, bets, promotions, mail awards), saying until when. */
  assertPlaying(brand: string, playerId: number, language: string): void {
    const current = this.current(playerId);
    if (current) throw refuse(breakRefusalText(brand, limitLanguage(language), current.ends_at));
  }
}
