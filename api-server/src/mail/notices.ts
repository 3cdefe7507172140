import { mailText, type NoticeGroups, type NoticeItem, type NoticeMoodGroupPayload, type UnspecifiedData } from '@casino/shared-kernel/api-contract';
import type { Session } from '../accounts/sessions.ts';
import type { Brand } from '../brands/brands.ts';
import { integer, integerOrNull, text } from '../db/database.ts';
import type { DomainContext } from '../server/casino-domain.ts';
import { refuse } from '../server/api-refusal.ts';
import { RunNotices } from './run-notices.ts';

/**
 * `notice_type` of `GET /api/notice/getMoodGroup` (the spec lists the groups, not their numbers):
 * 0 asks for every group, each other value for the group of that name.
 */
export const NOTICE_TYPE = { ALL: 0, MARQUEE: 1, WINNING: 2, GAME: 3, BLIND_WHEEL: 4 } as const;

export const NOTICE_MESSAGES = {
  unknownType: 'notice_type: must be 0 (all), 1 (marquee), 2 (winning), 3 (game) or 4 (blind wheel)',
} as const;

/** A stored notice is shown from its start to its end (none: until withdrawn). */
const LIVE = 'start_time <= ? AND (end_time IS NULL OR end_time > ?)';

/**
 * The notice groups. Marquee and game notices are the operator's rows (per brand, for everyone or
 * for one player); the winner ticker and the blind-wheel notices come from the ledger. A player's
 * own notices are found by the token, never by the `uid` the request names: a visitor naming a
 * uid sees what every visitor sees.
 */
export class Notices {
  private readonly context: DomainContext;
  private readonly runNotices: RunNotices;

  constructor(context: DomainContext) {
    this.context = context;
    this.runNotices = new RunNotices(context);
  }

  /** `language`: the request's `Accept-Language`; a notice stored in every language answers in it. */
  groups(brand: Brand, session: Session | undefined, payload: NoticeMoodGroupPayload, language: string): NoticeGroups {
    const inLanguage = (stored: string) => mailText(stored, language, brand.language);
    const type = payload.notice_type;
    const wants = (group: number) => type === NOTICE_TYPE.ALL || type === group;
    if (!Object.values(NOTICE_TYPE).some((known) => known === type)) throw refuse(NOTICE_MESSAGES.unknownType);
    const playerId = session?.playerId ?? null;
    const groups: NoticeGroups = {};
    if (wants(NOTICE_TYPE.MARQUEE)) groups.marquee_notice = this.marquee(brand, playerId, inLanguage);
    if (wants(NOTICE_TYPE.WINNING)) groups.winning_notice = this.runNotices.winningNotice(brand);
    if (wants(NOTICE_TYPE.GAME)) groups.game_notice = this.gameNotices(brand, playerId, inLanguage);
    if (wants(NOTICE_TYPE.BLIND_WHEEL)) groups.blind_wheel_notice = this.runNotices.blindWheelNotice(brand);
    return groups;
  }

  /** The player's own lines first, then the brand's, in the operator's order. */
  private marquee(brand: Brand, playerId: number | null, inLanguage: (stored: string) => string): NoticeItem[] {
    const now = Math.floor(this.context.now() / 1000);
    return this.context.db
      .prepare(
        `SELECT id, title, content FROM notices WHERE brand = ? AND notice_type = 1 AND (player_id IS NULL OR player_id = ?) AND ${LIVE}
         ORDER BY player_id IS NULL, sort, id`,
      )
      .all(brand.brand, playerId, now, now)
      .map((row) => ({ id: integer(row, 'id'), title: inLanguage(text(row, 'title')), content: inLanguage(text(row, 'content')) }));
  }

  /** Game notices with what the client needs to open the game (its launch takes third_game_id and provider). */
  private gameNotices(brand: Brand, playerId: number | null, inLanguage: (stored: string) => string): UnspecifiedData[] {
    const now = Math.floor(this.context.now() / 1000);
    const rows = this.context.db
      .prepare(
        `SELECT n.id, n.title, n.content, n.start_time, n.end_time, g.id AS game_id, g.third_game_id, g.provider, g.name, g.rtp
         FROM notices n JOIN games g ON g.id = n.game_id
         WHERE n.brand = ? AND n.notice_type = 3 AND (n.player_id IS NULL OR n.player_id = ?) AND n.start_time <= ? AND (n.end_time IS NULL OR n.end_time > ?)
         ORDER BY n.player_id IS NULL, n.sort, n.id`,
      )
      .all(brand.brand, playerId, now, now);
    return rows.map((row) => ({
      id: integer(row, 'id'),
      game_id: integer(row, 'game_id'),
      third_game_id: text(row, 'third_game_id'),
      provider: text(row, 'provider'),
      name: text(row, 'name'),
      title: inLanguage(text(row, 'title')),
      content: inLanguage(text(row, 'content')),
      rtp: Number(row.rtp),
      icon_url: `${this.context.config.publicUrl}/api/assets/games/${integer(row, 'game_id')}.svg`,
      start_time: integer(row, 'start_time'),
      // 0: no end planned.
      end_time: integerOrNull(row, 'end_time') ?? 0,
    }));
  }
}
