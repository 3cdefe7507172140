/**
 * The client config of spec 3 and the request constants of spec 9. The fixed values travel in
 * every request's headers (see `API_HEADERS`), so client and server must agree on them.
 */

/** `Accept-Version`: the API version the client speaks. */
export const API_VERSION = 21;

/** The web client's own version, sent as `app_version` in device fields. */
export const APP_VERSION = '1.0.2';

/** The default sales channel. */
export const CHANNEL = 1;

/** `Accept-PlatformID`: this web platform. */
export const PLATFORM_ID = 3;

/** `Accept-SubChannelID`. */
export const SUB_CHANNEL = 0;

/** Mobile country code of the default region. */
export const MCC = 724;

/** Whether the gold balance is shown and used. */
export const GOLD_FLAG = true;

/** The channel id when the page's query names none (spec 5 and 9). */
export const DEFAULT_CHANNEL_ID = 1;

/** Request time-out in milliseconds (spec 7 and 9). */
export const REQUEST_TIMEOUT_MS = 10_000;

/** Page size of the order and withdraw histories (spec 9). */
export const HISTORY_PAGE_SIZE = 20;

/** The invite-record page the invitation turntable asks for (spec 7 and 9). */
export const INVITE_RECORDS_PAGE = { page: 1, limit: 10 } as const;

/**
 * The client config of spec 3. The fixed values have the defaults of {@link DEFAULT_CLIENT_CONFIG};
 * the rest come from the brand (apiHost, wsUrl, links), storage (token, deviceId) or the page's
 * query (invitation_code).
 */
export interface ClientConfig {
  /** Base URL of the casino API, without a trailing slash; '' means the page's own origin. */
  apiHost: string;
  /**
   * The brand's websocket URL. Spec 7 names every call and each is HTTP, so the site opens no
   * websocket: ops may set it (`client.json`), the shell checks it, nothing connects to it.
   */
  wsUrl: string;
  /** Terms-of-service link. */
  termsLink: string;
  /** Privacy-policy link. */
  privacyLink: string;
  version: number;
  appVersion: string;
  channel: number;
  platformId: number;
  subChannel: number;
  mcc: number;
  /** The signed-in player's token; '' when signed out (spec 4). */
  token: string;
  deviceId: string;
  /** Phone area code with its plus sign, e.g. '+91'. */
  phoneArea: string;
  invitation_code: string;
  web_url: string;
  goldFlag: boolean;
}

/** The fixed part of the client config (spec 3 and 9). */
export const DEFAULT_CLIENT_CONFIG = {
  version: API_VERSION,
  appVersion: APP_VERSION,
  channel: CHANNEL,
  platformId: PLATFORM_ID,
  subChannel: SUB_CHANNEL,
  mcc: MCC,
  goldFlag: GOLD_FLAG,
} as const satisfies Partial<ClientConfig>;
