// The enumerations of spec 4 as `as const` objects, not TypeScript enums: the api-server runs this
// file under Node's type stripping, which only erases types and cannot compile an `enum`.

/** The value type of an `as const` object of codes. */
export type ValueOf<T> = T[keyof T];

/** How a player signs in (spec 4); sent as `client_type` of `/api/user/login`. */
export const LOGIN_TYPE = {
  GUEST: 0,
  PHONE: 1,
  PHONECODE: 2,
  EMAILCODE: 3,
  EMAIL: 4,
  /** Third-party (federated) sign-in: `verify_code` carries the provider's code. */
  THIRD: 5,
  PHONECODEPW: 10,
} as const;
/** One of {@link LOGIN_TYPE}. */
export type LoginType = ValueOf<typeof LOGIN_TYPE>;

/** Account type (spec 4). */
export const ACCOUNT_TYPE = { GOLD: 0, CAPITAL: 1 } as const;
/** One of {@link ACCOUNT_TYPE}. */
export type AccountType = ValueOf<typeof ACCOUNT_TYPE>;

/** Money types (spec 4): which balance an amount belongs to. */
export const MONEY_TYPE = {
  NONE: 0,
  COIN: 1,
  CASH: 2,
  FROZEN_COIN: 3,
  FROZEN_CASH: 4,
  GOLD: 5,
} as const;
/** One of {@link MONEY_TYPE}. */
export type MoneyType = ValueOf<typeof MONEY_TYPE>;

/** Deposit pay type (spec 4): a custom amount or a fixed goods item. */
export const PAY_TYPE = { CUSTOM: 1, FIXED: 2 } as const;
/** One of {@link PAY_TYPE}. */
export type PayType = ValueOf<typeof PAY_TYPE>;

/** Order history status (spec 4); the UI paints success green and fail red. */
export const ORDER_STATUS = { PROCESSING: 0, SUCCESS: 1, FAIL: 2 } as const;
/** One of {@link ORDER_STATUS}. */
export type OrderStatus = ValueOf<typeof ORDER_STATUS>;

/**
 * How an order is paid (spec 4): a link order opens `url` at once; a QR order shows `br_code`.
 */
export const ORDER_PAY_METHOD = { QR_CODE: 1, LINK: 2 } as const;
/** One of {@link ORDER_PAY_METHOD}. */
export type OrderPayMethod = ValueOf<typeof ORDER_PAY_METHOD>;

/**
 * `config_type` of `/api/user/balance` (spec 4). The values are powers of two, so a request may
 * ask for several sections at once by adding them (global + pay type 1 = 3; all = 7).
 */
export const BALANCE_CONFIG_TYPE = { GLOBAL: 1, PAY_TYPE_1: 2, PAY_TYPE_2: 4 } as const;
/** One of {@link BALANCE_CONFIG_TYPE}. */
export type BalanceConfigType = ValueOf<typeof BALANCE_CONFIG_TYPE>;

/** Every section of the balance config, the sum of {@link BALANCE_CONFIG_TYPE}. */
export const BALANCE_CONFIG_ALL = 7;

/**
 * How the wallet loads the balance config (spec 4): ONCE reuses a loaded config, FULL reloads it
 * and then the deposit offers (first, second or the normal list).
 */
export const BALANCE_LOAD_MODE = { ONCE: 'ONCE', FULL: 'FULL' } as const;
/** One of {@link BALANCE_LOAD_MODE}. */
export type BalanceLoadMode = ValueOf<typeof BALANCE_LOAD_MODE>;

/** Activity types (spec 4), the `activity_type` of an activity item. */
export const ACTIVITY_TYPE = {
  SIGN: 1,
  REPEAT_PAY: 3,
  SEVEN_DAY: 5,
  RECHARGE_REBATE: 6,
  TURNTABLE: 7,
  INVITE_TURNTABLE: 8,
  RED_ENVELOPE_RAIN: 9,
  FIRST_PAY_REBATE: 10,
  TELEGRAM: 11,
  ACTIVE_CHEST: 12,
  INVITE_BONUS: 13,
  BET_ACHIEVE: 15,
  COIN_TOURNAMENT: 16,
  GOLD_RUSHING: 17,
  INVITE_USER_AWARD: 18,
  BLIND_BOX: 19,
  PLATFORM_COIN_TOURNAMENT: 21,
  FIRST_RECHARGE: 22,
  SECOND_RECHARGE: 23,
  FISSION_BLIND_BOX: 24,
  GAME_BLIND_BOX: 25,
  RECHARGE_REWARD: 26,
  CASH_BACK: 1001,
  DOWNLOAD: 1002,
  GIFT_PACKET: 1003,
  FREE_GUESS: 1005,
  BETTING_KICK: 1006,
  BETTING_FIRST_PAY: 1007,
  BET_EVERY_DAY: 1008,
} as const;
/** One of {@link ACTIVITY_TYPE}. */
export type ActivityType = ValueOf<typeof ACTIVITY_TYPE>;

/** Payout methods of a withdraw account (spec 3). */
export const PAYOUT_METHOD = { IFSC: 1, BANK_CARD: 5, SPEI: 6, USDT: 1000 } as const;
/** One of {@link PAYOUT_METHOD}. */
export type PayoutMethod = ValueOf<typeof PAYOUT_METHOD>;

/** Mail award types (spec 3): 1 coins, 2 cash; any other value is bonus. */
export const MAIL_AWARD_TYPE = { COINS: 1, CASH: 2 } as const;
/** One of {@link MAIL_AWARD_TYPE}. */
export type MailAwardType = ValueOf<typeof MAIL_AWARD_TYPE>;

/** The balance kinds a withdrawal reduces, as listed in `reduce_balance` (spec 4). */
export const REDUCE_BALANCE_KIND = { BONUS: 1, PAYOUTS: 2, CASH: 6 } as const;
/** One of {@link REDUCE_BALANCE_KIND}. */
export type ReduceBalanceKind = ValueOf<typeof REDUCE_BALANCE_KIND>;

/** `system_type` of sign-in payloads (spec 7 and 9): iOS 1, Android 2, anything else 3. */
export const SYSTEM_TYPE = { IOS: 1, ANDROID: 2, OTHER: 3 } as const;
/** One of {@link SYSTEM_TYPE}. */
export type SystemType = ValueOf<typeof SYSTEM_TYPE>;

/** `mod` of a game launch (spec 7): the layout the game is opened for. */
export const GAME_LAUNCH_MODE = { DESKTOP: 1, MOBILE: 2 } as const;
/** One of {@link GAME_LAUNCH_MODE}. */
export type GameLaunchMode = ValueOf<typeof GAME_LAUNCH_MODE>;

/** The lobby category keys of spec 9 that hold games, in the order the lobby lists them. */
export const GAME_CATEGORY_KEYS = [
  'lobby_Original',
  'lobby_slots',
  'lobby_live',
  'lobby_sports',
  'lobby_web',
  'lobby_salon',
  'lobby_Gold Games',
  'game_poker',
] as const;

/** The lobby category of spec 9 that lists every game by provider (its rail shows providers, not games). */
export const PROVIDERS_CATEGORY_KEY = 'game_manufacturer';

/** Every lobby category key of spec 9, in the order the lobby lists them. */
export const LOBBY_CATEGORY_KEYS = [...GAME_CATEGORY_KEYS, PROVIDERS_CATEGORY_KEY] as const;

/** The providers of spec 9 (the category icons name them). */
export const GAME_PROVIDERS = ['PGSoft', 'PragmaticPlay', 'JILI', 'JDB', 'TADA', 'FC', 'EVO', 'SPIRIT', 'Popular', 'Originals'] as const;
