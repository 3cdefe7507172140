/**
 * Every response of the casino API is this envelope (spec 7): `code` 0 means success and `data`
 * holds the result; any other code carries a message for the player in `msg`.
 */
export interface ApiEnvelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** The envelope codes with a rule of their own (spec 8). Any other non-zero code is an error. */
export const ENVELOPE_CODE = {
  SUCCESS: 0,
  /** With msg {@link AUTHORIZATION_TOKEN_ERROR} it means the token is invalid; otherwise an error. */
  SERVER_ERROR: 500,
  /** An order call answered "nothing to do": accepted, and nothing happens. */
  ORDER_NO_OP: 501,
  /** The token is invalid: the player is signed out and asked to sign in again. */
  TOKEN_INVALID: 1013,
  /** Ignored by the client: no message, no sign-out. */
  IGNORED: 1014,
} as const;

/** The msg that turns code 500 into "token invalid" (spec 8). */
export const AUTHORIZATION_TOKEN_ERROR = 'Authorization token error';

/** Why a response without a `code` is rejected (spec 8). */
export const NON_SYSTEM_INTERFACE = 'non-system interface';

/** The msg with which a binding or unbinding call reports success (spec 5). */
export const BIND_OK_MSG = 'ok';

/** Whether an envelope means "the token is invalid, sign out" (spec 4 and 8). */
export function isTokenInvalid(envelope: Pick<ApiEnvelope<unknown>, 'code' | 'msg'>): boolean {
  return envelope.code === ENVELOPE_CODE.TOKEN_INVALID || (envelope.code === ENVELOPE_CODE.SERVER_ERROR && envelope.msg === AUTHORIZATION_TOKEN_ERROR);
}

/**
 * The text shown for a failed HTTP status (spec 8). 401 is deliberately absent: it has no text, and
 * the client shows nothing for it.
 */
export const HTTP_STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'wrong request',
  403: 'access denied',
  404: 'Request address error',
  408: 'Request timed out',
  500: 'internal server error',
  501: 'service not implemented',
  502: 'gateway error',
  503: 'service is not available',
  504: 'gateway timeout',
  505: 'HTTP version not supported',
};

/** Why a request that got no answer within the time-out is rejected: the text of 408. */
export const REQUEST_TIMED_OUT = 'Request timed out';

/** Shown when no response arrived at all (offline, DNS, refused); the spec gives no text for it. */
export const NETWORK_ERROR_TEXT = 'network error';

/**
 * The text for a failed HTTP status: the spec's text, '' for 401 (show nothing), and
 * `request failed (<status>)` for a status the spec does not list, so the player still learns
 * that something went wrong.
 */
export function httpFailureText(status: number): string {
  if (status === 401) return '';
  return HTTP_STATUS_TEXT[status] ?? `request failed (${status})`;
}
