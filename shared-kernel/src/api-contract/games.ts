// Games of spec 7 (lobby info, game detail and launch, favourites, recents, latest bets) and the
// game entities of spec 3, including the poker stats of `/api/user/vip/gameStat`.
import * as z from 'zod/mini';
import { GAME_LAUNCH_MODE, MONEY_TYPE } from './enums.ts';
import { flagField, idField, queryId, queryInt, textField, type List, type UnspecifiedData } from './fields.ts';
import type { ActivityItem } from './promotions.ts';

/** A game (spec 3). `third_game_id` (the provider's id) is present in lobby lists. */
export const gameSchema = z.object({
  id: idField,
  provider: z.string(),
  url: z.string(),
  icon_url: z.string(),
  lang_key: z.string(),
  rtp: z.number(),
  rtp_wave: z.number(),
  is_favorite: flagField,
  is_show_name: flagField,
  is_pic_need_cut: flagField,
  third_game_id: z.optional(z.string()),
});
/** {@link gameSchema} as a type. */
export type Game = z.infer<typeof gameSchema>;

/** A second-level game category with its games. */
export interface SecondGameType {
  id: number;
  lang_key: string;
  sort_index: number;
  game_list: Game[];
}

/** A first-level game category of the lobby (spec 3): `lang_key` such as `lobby_slots`. */
export interface GameType {
  id: number;
  lang_key: string;
  sort_index: number;
  second_type_list: SecondGameType[];
}

/**
 * Lobby info of `/api/preload` (first call) and `/api/index` (later calls), one shape for both
 * (spec 3, "Lobby preload data"). The client caches it under `indexInfo`.
 */
export interface LobbyInfo {
  activity_cfg: UnspecifiedData;
  /** Popular games; spelled as the server spells it. */
  poputar_list: Game[];
  /** The site's own games: the "Original" list. */
  self_list: Game[];
  bottom_list: UnspecifiedData[];
  game_type_list: GameType[];
  act_list: ActivityItem[];
  banner_list: ActivityItem[];
  activity_list: ActivityItem[];
  server_cfg: {
    report_url: string;
    /** The sign-in methods offered, as `LOGIN_TYPE` values. */
    loginConfig: { loginMethodArr: number[] };
    /** How many languages the site offers (default 2, spec 9). */
    language_num: number;
    /** Spec 6: the bonus task list opens only when this global setting is 1; absent, it does not. */
    show_task?: number;
  };
  country_info: UnspecifiedData;
  reward_center_status: boolean;
  activity_center: { mode: number; activity: ActivityItem[]; LabelType: number; LabelId: number };
  /** The download reward amount, minor units. */
  download_award: number;
  /** The registration gift amount, minor units. */
  regist_gift: number;
  download_show: boolean;
  game_platform_show: boolean;
  public_save_str: string;
}

/** Poker game ids (spec 9). */
export const POKER_GAME_ID = { NLH: 10001, SIX_PLUS: 10002, AOF: 10003 } as const;

/**
 * A player's poker stats for one game code (spec 3), as counts: the client shows each `s_` as a
 * percentage of its `t_` (or of hands played) to two decimals (`pokerStatPercentages`, spec 9).
 */
export interface PokerStats {
  t_played: number;
  win_cards: number;
  s_3bet: number;
  s_all_in: number;
  s_ats: number;
  s_fold: number;
  s_fta_fold: number;
  s_pfr: number;
  s_vpip: number;
  s_wins: number;
  t_3bet: number;
  t_ats: number;
  t_pfr: number;
}

/** A poker variant: 10001 NLH, 10002 short deck 6+, 10003 all-in or fold. */
export type PokerVariant = 'nlh' | 'six-plus' | 'aof';
/** A made hand's category, lowest first. */
export type PokerHandCategory =
  'high-card' | 'pair' | 'two-pair' | 'three-of-a-kind' | 'straight' | 'flush' | 'full-house' | 'four-of-a-kind' | 'straight-flush';

/** A street of a hand in play. */
export type PokerStreet = 'preflop' | 'flop' | 'turn' | 'river';

/** What the player may do now (a table's `legal`): `raise` bounds are street totals. */
export interface PokerLegalActions {
  fold: boolean;
  check: boolean;
  /** Chips a call puts in (0 when there is nothing to call). */
  call: number;
  /** The street totals a bet or raise may go to, or null when the player cannot raise. */
  raise: { min: number; max: number } | null;
  /** Chips an all-in puts in, 0 when it is not an action of its own. */
  allIn: number;
}

/** A seat of the player's table as they see it. */
export interface PokerTableSeat {
  seat: number;
  /** `player` for the player, `bot1` … for the table's bots. */
  name: string;
  stack: number;
  /** Chips put in on this street. */
  bet: number;
  folded: boolean;
  all_in: boolean;
  /** The player's cards, and a bot's once shown down; empty while hidden. */
  hole: number[];
  you: boolean;
  button: boolean;
}

/**
 * The player's poker table (the launch's `…/poker` calls): never a bot's cards before a showdown.
 * Amounts in minor units of the money played.
 */
export interface PokerTableView {
  session_id: number;
  game_id: number;
  variant: PokerVariant;
  small_blind: number;
  big_blind: number;
  ante: number;
  buy_in: number;
  seats: PokerTableSeat[];
  board: number[];
  /** Everything put in this hand, the street's bets included; 0 once the hand is over. */
  pot: number;
  /** null once the hand is over. */
  street: PokerStreet | null;
  /** Version of the hand: an action must name it, so a double click acts once. */
  action_count: number;
  to_act: number | null;
  legal: PokerLegalActions | null;
  /** Unix seconds (server clock) by which the player must act. */
  deadline: number | null;
  last_hand: PokerHandRecord | null;
  closed: boolean;
  cash_out: number | null;
  /** The server's clock (Unix seconds) when this view was made: a client times the deadline from it, not from its own clock. */
  now: number;
}

/** One action of a recorded hand: `amount` the chips it put in, `to` the seat's street total after it. */
export interface PokerHandAction {
  street: PokerStreet;
  seat: number;
  type: 'fold' | 'check' | 'call' | 'raise' | 'all-in' | 'bet' | 'ante' | 'small-blind' | 'big-blind';
  amount: number;
  to: number;
}

/**
 * A finished poker hand as its player may see it (cards as spec 9's codes): their own hole cards and
 * those shown down, never a folded bot's. Seat ids: `player`, `bot1` … Amounts in minor units.
 */
export interface PokerHandRecord {
  variant: PokerVariant;
  smallBlind: number;
  bigBlind: number;
  ante: number;
  buttonSeat: number;
  seats: { seat: number; id: string; stack: number; hole: number[] }[];
  board: number[];
  actions: PokerHandAction[];
  pots: { amount: number; eligible: number[]; winners: number[] }[];
  /** Chips each seat won, by seat number. */
  won: Record<string, number>;
  /** Uncalled bets given back, by seat number. */
  returned: Record<string, number>;
  shown: { seat: number; hole: number[]; category: PokerHandCategory }[];
}

/** One of the player's recorded hands (`pokerHands`, a table's history): `net` = chips won less chips put in. */
export interface PokerHand {
  id: number;
  /** The table session (buy-in to cash-out) it was played in. */
  session_id: number;
  net: number;
  /** Unix seconds. */
  created_at: number;
  hand: PokerHandRecord;
}

/**
 * One of the player's own rounds of an original (`fairRounds`), with how it was drawn: the
 * server seed's hash, the seed itself once rotated out (null before), the client seed and nonce.
 * The kernel's `provably-fair` recomputes its result from these.
 */
export interface FairRound {
  id: number;
  game_id: number;
  game_name: string;
  engine: 'dice' | 'crash' | 'slot';
  /** Percent, two decimals at most. */
  rtp: number;
  money_type: number;
  stake: number;
  win: number;
  params: Record<string, unknown>;
  result: Record<string, unknown>;
  create_time: number;
  fair: { server_seed_hash: string; server_seed: string | null; client_seed: string; nonce: number };
}

/** One entry of `/api/latestBet/logs` (fields not shown in the spec; these follow the winner ticker). */
export interface LatestBetLog {
  uid: number;
  nickname: string;
  face_id: number;
  game_id: number;
  /** Bet and win in minor units. */
  bet_amount: number;
  win_amount: number;
  /** Unix seconds. */
  create_time: number;
}

/** GET /api/game/detail?game_id=. */
export const gameDetailPayloadSchema = z.object({ game_id: queryId });
/** {@link gameDetailPayloadSchema} as a type. */
export type GameDetailPayload = z.infer<typeof gameDetailPayloadSchema>;

/**
 * GET /api/game/getGameUrl, also the pre-load frame's launch (spec 7 names its payload, not its
 * path): `game_id` is the provider's `third_game_id`, `game_type` the provider, `money_type` the
 * balance played (2 cash), `mod` 2 mobile or 1 desktop.
 */
export const gameUrlPayloadSchema = z.object({
  game_id: textField(),
  game_type: textField(),
  money_type: z.pipe(queryInt, z.literal([MONEY_TYPE.COIN, MONEY_TYPE.CASH, MONEY_TYPE.GOLD], 'must be 1 (coin), 2 (cash) or 5 (gold)')),
  mod: z.pipe(queryInt, z.literal([GAME_LAUNCH_MODE.DESKTOP, GAME_LAUNCH_MODE.MOBILE], 'must be 1 (desktop) or 2 (mobile)')),
});
/** {@link gameUrlPayloadSchema} as a type. */
export type GameUrlPayload = z.infer<typeof gameUrlPayloadSchema>;

/** The launch URL of a game. */
export interface GameUrl {
  game_url: string;
}

/** PUT /api/user/favorite toggles the game's favourite flag. */
export const favoritePayloadSchema = z.object({ game_id: idField });
/** {@link favoritePayloadSchema} as a type. */
export type FavoritePayload = z.infer<typeof favoritePayloadSchema>;

/** The flag after the toggle. */
export interface FavoriteResult {
  is_favorite: boolean;
}

/** The player's favourite or recent games. */
export type GameList = List<Game>;

/** GET /api/latestBet/logs?id={game id}. */
export const latestBetLogsPayloadSchema = z.object({ id: queryId });
/** {@link latestBetLogsPayloadSchema} as a type. */
export type LatestBetLogsPayload = z.infer<typeof latestBetLogsPayloadSchema>;
