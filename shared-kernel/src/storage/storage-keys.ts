/**
 * Every key the site keeps in Web Storage (spec 3, "Local storage" and "Session storage", plus the
 * two values spec 2 stores from the query string). All live in local storage except `gamePath`,
 * which is in session storage. Keys are not prefixed per brand: each brand is its own origin.
 */
export const STORAGE_KEYS = {
  /** The signed-in player's access token (also a cookie of the same name; empty = signed out). */
  token: 'token',
  /** The signed-in player's user info, as the login returned it or as last refreshed. */
  userInfo: 'userInfo',
  /** This browser's device id: a random number made once (`Accept-DeviceID`, `device_id`). */
  deviceId: 'deviceId',
  /** The language the player chose (spec 1: "kept in local storage under a language key"). */
  language: 'language',
  /** The withdraw account the player selected last. */
  withdrawAccountId: 'withdrawAccountId',
  /** Per-user notice popup counters, by uid (spec 4, "Notice popup"). */
  noticeCounters: 'noticeCounters',
  /** The day the low-balance popup last showed, per uid (spec 2, 4: at most once a day per user). */
  lowBalancePopup: 'lowBalancePopup',
  /** The page's meta version last seen; a different one clears the asset caches (spec 5). */
  version: 'version',
  /** Set once the first-visit pre-load frame has run (spec 2). */
  preLoaded: 'preLoaded',
  /** The cached lobby info (spec 3: "kept in local storage under indexInfo"). */
  indexInfo: 'indexInfo',
  /** The game token from the query string, sent again by `tokenVerify` (spec 2, 7). */
  gameToken: 'gameToken',
  /** The random user id from the query string (spec 2). */
  randomUserId: 'randomUserId',
  /** The secret the server gave this device's guest account; with the device id it reopens it (issue 21). */
  guestSecret: 'guestSecret',
  /** Session storage: the path of the game being played, to return to it after a reload. */
  gamePath: 'gamePath',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
