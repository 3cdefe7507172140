/**
 * The request headers of spec 7, by role. Every request carries all but `channelId`, which only
 * the lobby info calls (`/api/preload`, `/api/index`) send, and `idempotencyKey`. Node lower-cases names on arrival:
 * read them server-side with `name.toLowerCase()`.
 */
export const API_HEADERS = {
  /** The player's token as stored, no scheme; '' when signed out. */
  authorization: 'Authorization',
  /** The site language, e.g. `en` or `pt-br`. */
  language: 'Accept-Language',
  /** `PLATFORM_ID` (3). */
  platformId: 'Accept-PlatformID',
  /** `SUB_CHANNEL` (0). */
  subChannelId: 'Accept-SubChannelID',
  /** `API_VERSION` (21). */
  version: 'Accept-Version',
  /** The device id kept in local storage. */
  deviceId: 'Accept-DeviceID',
  /** The channel id from the page's query (default 1); lobby info only. */
  channelId: 'Accept-ChannelID',
  /** The signed security header: see `signRequest`. */
  signature: 'X-Casino-Signature',
  /**
   * Not in spec 7: one key per intent of a call that moves money (a withdrawal, a deposit order,
   * a claim), the same on every retry of that intent; the server answers a repeat with its first
   * answer. 1–64 of `[A-Za-z0-9_-]` (a UUID). Absent on every other call.
   */
  idempotencyKey: 'Idempotency-Key',
} as const;
