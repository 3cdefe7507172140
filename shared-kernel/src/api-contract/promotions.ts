// Promotions and misc of spec 7 (activities, gold panning, reward center, red dots, invitation
// turntable, blind box and wheel, daily gift, customer service) and their entities of spec 3, plus
// the two calls the kernel adds: redeeming a code and opening a gift packet.
import * as z from 'zod/mini';
import { idField, queryId, queryInt, textField, verifyCodeField, type UnspecifiedData } from './fields.ts';

/** An activity of the lobby and the activity page (spec 3, "Activity item"). */
export interface ActivityItem {
  activity_id: number;
  /** One of `ACTIVITY_TYPE`; kept a number so a type the client does not know yet still lists. */
  activity_type: number;
  name: string;
  sort_id: number;
  /** When the activity stops showing, Unix seconds. */
  show_end_time: number;
  is_show_banner: boolean;
  is_left_show: boolean;
  /** Spelled as the server spells it. */
  is_show_left_bannel: boolean;
  is_enter_window: boolean;
  is_detail_show: boolean;
  img_url: string;
  left_icon1: string;
  left_icon2: string;
  left_title: string;
  banner_url: string;
  list_title: string;
  des: string;
  activity_detail: string;
  is_open: boolean;
}

/** Red dots of `/api/hall/getRed` (spec 3). */
export interface RedDots {
  activity_list: { activity_id: number; is_show_red: boolean; is_agent_binding: boolean }[];
  actnew_list: { activity_id: number; is_show_red: boolean; is_show: boolean }[];
  down_load_status: number;
}

/** The reward center of `/api/rewardCenter/list` (spec 3). */
export interface RewardCenter {
  code_redemption_switch: boolean;
  award_num: number;
  activity_num: number;
  /** `red`: the entry shows a red dot; `sort`: its place in the list. */
  activity_list: { activity_id: number; red: boolean; sort: number }[];
}

/** The invitation turntable (activity 8) of `/api/activity/info` (spec 3). Amounts are /10000. */
export interface InvitationTurntable {
  mood_group: UnspecifiedData[];
  accum_money: number;
  target_amount: number;
  user_money: number;
  remain_rot_num: number;
  end_time: number;
  poolResAmount: number;
  is_join: boolean;
  turntable_cfg: UnspecifiedData[];
  is_open_turn: boolean;
  part_id: number;
  award_cash: number;
  round_end_time: number;
  is_first_rotate: boolean;
  pool_balance: number;
}

/** Blind box and wheel state (spec 3); `money_type` 1 is bonus. */
export interface BlindBoxWheel {
  daily_box_level: number;
  /** Above 0 shows the lucky box as a gift box, else as a wheel (spec 4). */
  daily_box_num: number;
  daily_box_total_num: number;
  item_list: UnspecifiedData[];
  money_num: number;
  money_type: number;
  refresh_time: number;
  wheel_num: number;
  wheel_total_num: number;
  with_draw_money_num: number;
  with_draw_num: number;
  is_check: boolean;
  union_key: string;
  player_id: number;
}

/** Blind-box `money_type` meaning bonus (spec 3). */
export const BLIND_BOX_BONUS_MONEY_TYPE = 1;

/** Gold panning (`/api/goldRushing/getInfo`): each award's seconds left and status (spec 7). */
export interface GoldRushingInfo {
  awards: { limit_seconds: number; status: number }[];
}

/** The daily gift pack (spec 3); `bonus` or, from some servers, `extra_cash`. */
export interface DailyGift {
  goods_id: number;
  goods_type: number;
  amount: number;
  money: number;
  bonus?: number;
  extra_cash?: number;
  gold: number;
  is_today_buy: boolean;
}

/** Customer service (`/api/customer/info`): `flag` 1 opens live chat maximized, else `url` opens in a new tab (spec 4). */
export interface CustomerInfo {
  flag: number;
  url: string;
}

/** A picture captcha (`/api/user/getPicCaptcha`): show `image` (a data URL), send back `captcha_key`. */
export interface PicCaptcha {
  captcha_key: string;
  image: string;
}

/**
 * POST /api/goldRushing/takeAward: the picture captcha the player typed (spec 5: exactly 6
 * characters) and the `captcha_key` of the picture it answers (`/api/user/getPicCaptcha`).
 */
export const goldRushingTakeAwardPayloadSchema = z.object({ captcha_key: textField(), captcha: verifyCodeField });
/** {@link goldRushingTakeAwardPayloadSchema} as a type. */
export type GoldRushingTakeAwardPayload = z.infer<typeof goldRushingTakeAwardPayloadSchema>;

/** POST /api/hall/getRed: the red dots for this device model. */
export const hallRedPayloadSchema = z.object({ device_model: textField() });
/** {@link hallRedPayloadSchema} as a type. */
export type HallRedPayload = z.infer<typeof hallRedPayloadSchema>;

/** GET /api/activity/info; the spec's one use is `activity_id` 8, the invitation turntable. */
export const activityInfoPayloadSchema = z.object({ activity_id: queryId });
/** {@link activityInfoPayloadSchema} as a type. */
export type ActivityInfoPayload = z.infer<typeof activityInfoPayloadSchema>;

/** GET /api/actInvite/getInviteRewardRecord: `page` from 1, `limit` up to 100 (the turntable asks page 1, limit 10). */
export const inviteRewardRecordPayloadSchema = z.object({
  page: z.pipe(queryInt, z.number().check(z.positive('must be above 0'))),
  limit: z.pipe(queryInt, z.number().check(z.positive('must be above 0'), z.lte(100, 'must be at most 100'))),
});
/** {@link inviteRewardRecordPayloadSchema} as a type. */
export type InviteRewardRecordPayload = z.infer<typeof inviteRewardRecordPayloadSchema>;

/** GET /api/invite/infonew: the spec's one use is `invite_type` 1. */
export const inviteInfoPayloadSchema = z.object({ invite_type: queryInt });
/** {@link inviteInfoPayloadSchema} as a type. */
export type InviteInfoPayload = z.infer<typeof inviteInfoPayloadSchema>;

/** GET blind-box calls that name only the player. */
export const blindBoxPlayerPayloadSchema = z.object({ player_id: queryId });
/** {@link blindBoxPlayerPayloadSchema} as a type. */
export type BlindBoxPlayerPayload = z.infer<typeof blindBoxPlayerPayloadSchema>;

/** GET /api/get/blind_box_wheel_info. */
export const blindBoxWheelInfoPayloadSchema = z.object({ union_key: textField(), player_id: queryId });
/** {@link blindBoxWheelInfoPayloadSchema} as a type. */
export type BlindBoxWheelInfoPayload = z.infer<typeof blindBoxWheelInfoPayloadSchema>;

/** POST /api/blind_box_wheel_reward. */
export const blindBoxWheelRewardPayloadSchema = z.object({ union_key: textField(), player_id: idField });
/** {@link blindBoxWheelRewardPayloadSchema} as a type. */
export type BlindBoxWheelRewardPayload = z.infer<typeof blindBoxWheelRewardPayloadSchema>;

/** POST /api/daily_blind_box_reward: `index` is the box the player opened, from 0. */
export const dailyBlindBoxRewardPayloadSchema = z.object({
  union_key: textField(),
  player_id: idField,
  index: z.int('must be a whole number').check(z.nonnegative('must be 0 or more')),
});
/** {@link dailyBlindBoxRewardPayloadSchema} as a type. */
export type DailyBlindBoxRewardPayload = z.infer<typeof dailyBlindBoxRewardPayloadSchema>;

/**
 * A code a player types or pastes (a redeem code, a gift packet's code): 4 to 32 letters or digits.
 * Spaces around it are dropped and it is read in upper case, so codes are case-insensitive.
 */
export const typedCodeField = z
  .string('must be text')
  .check(
    z.trim(),
    z.minLength(4, 'must be at least 4 characters'),
    z.maxLength(32, 'must be at most 32 characters'),
    z.regex(/^[A-Za-z0-9]*$/, 'must be letters and digits only'),
    z.toUpperCase(),
  );

/**
 * POST /api/rewardCenter/redeem (not in spec 7: spec 3's reward center has `code_redemption_switch`
 * but shows no call): the code the player typed.
 */
export const redeemCodePayloadSchema = z.object({ code: typedCodeField });
/** {@link redeemCodePayloadSchema} as a type. */
export type RedeemCodePayload = z.infer<typeof redeemCodePayloadSchema>;

/** What a redeemed code paid: `amount` in minor units as `money_type` (1 bonus, 2 cash); `coin` and `money` are the balances after. */
export interface RedeemCodeResult {
  /** The code as stored (upper case). */
  code: string;
  amount: number;
  money_type: number;
  coin: number;
  money: number;
  /** Unix seconds. */
  redeemed_at: number;
}

/** POST /api/giftPacket/open (not in spec 7): the code of another player's gift packet (`genGiftPacket`'s `code`). */
export const openGiftPacketPayloadSchema = z.object({ packet: typedCodeField });
/** {@link openGiftPacketPayloadSchema} as a type. */
export type OpenGiftPacketPayload = z.infer<typeof openGiftPacketPayloadSchema>;

/**
 * The share of a gift packet a player opened (activity 1003). `amount` is this player's share in
 * minor units as `money_type`; `coin` and `money` are the balances after. The packet holds
 * `packet_amount`, split among up to `max_openers`; `opened_num` have opened it, leaving `remaining_amount`.
 */
export interface GiftPacketOpened {
  activity_id: number;
  code: string;
  amount: number;
  money_type: number;
  coin: number;
  money: number;
  /** Unix seconds. */
  opened_at: number;
  packet_amount: number;
  max_openers: number;
  opened_num: number;
  remaining_amount: number;
}
