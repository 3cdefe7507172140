// Notices of spec 3 (marquee, winner ticker, game and blind-wheel notices) and their one call,
// GET /api/notice/getMoodGroup.
import * as z from 'zod/mini';
import { queryId, queryInt, type UnspecifiedData } from './fields.ts';

/** A notice of the marquee or the notice popup (fields not shown in the spec). */
export interface NoticeItem {
  id: number;
  title: string;
  content: string;
}

/** One win of the winner ticker. */
export interface WinningRecord {
  nickname: string;
  /** Minor units. */
  amount: number;
  game_id: number;
  face_id: number;
  uid: number;
}

/** The winner ticker: its wins and how it plays them. */
export interface WinningNotice {
  group: WinningRecord[];
  config: {
    /** Milliseconds between two wins. */
    intervalTime: number;
    /** Milliseconds a win stays after playing. */
    afterPlayTime: number;
    /** The range of generated amounts, [min, max] (default 20 to 1000, spec 9). */
    amountInterval: [number, number];
  };
}

/** The notice groups of `/api/notice/getMoodGroup`; a group the request did not ask for is absent. */
export interface NoticeGroups {
  marquee_notice?: NoticeItem[];
  winning_notice?: WinningNotice;
  game_notice?: UnspecifiedData[];
  blind_wheel_notice?: UnspecifiedData[];
}

/** The winner ticker keeps at most this many entries (spec 9). */
export const WINNER_TICKER_MAX = 100;

/** The default range of generated run-notice amounts (spec 9). */
export const DEFAULT_RUN_NOTICE_GOLD_RANGE = [20, 1000] as const;

/** GET /api/notice/getMoodGroup: one notice type, for the player when `uid` is given. */
export const noticeMoodGroupPayloadSchema = z.object({
  notice_type: z.pipe(queryInt, z.number().check(z.nonnegative('must be 0 or more'))),
  uid: z.optional(queryId),
});
/** {@link noticeMoodGroupPayloadSchema} as a type. */
export type NoticeMoodGroupPayload = z.infer<typeof noticeMoodGroupPayloadSchema>;
