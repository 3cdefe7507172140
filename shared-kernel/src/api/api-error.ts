/**
 * Why a call was rejected:
 * - `envelope`: the server answered a non-zero code (spec 8 "any other code").
 * - `token-invalid`: code 1013, or 500 with 'Authorization token error'; `onTokenInvalid` ran.
 * - `ignored`: code 1014; nothing shown, nobody signed out; the promise rejects so that no success
 *   path runs without data, and the global unhandled-rejection handler swallows it (spec 8).
 * - `http`: a non-2xx status; `msg` is the spec's text for it ('' for 401).
 * - `timeout`: no answer within the time-out ('Request timed out').
 * - `network`: no answer at all (offline, refused, DNS).
 * - `non-system`: a 2xx body that is not an envelope with a numeric `code` ('non-system interface').
 * - `aborted`: the caller's signal aborted the call; nothing shown.
 */
export type ApiErrorKind = 'envelope' | 'token-invalid' | 'ignored' | 'http' | 'timeout' | 'network' | 'non-system' | 'aborted';

/** What an {@link ApiError} is made of. */
export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** The envelope's code; null when no envelope came back. */
  code: number | null;
  /** The server's msg or the client's text, untranslated. */
  msg: string;
  /** The HTTP status, when a response arrived with a non-2xx one. */
  status?: number;
  /** Whether the client already showed `msg` through `showError` (so callers do not toast twice). */
  shown: boolean;
  /** The call's path, e.g. `/api/user/order`. */
  path: string;
  cause?: unknown;
}

/** The one error every failed call rejects with: `{code, msg, status?}` plus what happened. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: number | null;
  readonly msg: string;
  readonly status: number | undefined;
  readonly shown: boolean;
  readonly path: string;

  constructor(init: ApiErrorInit) {
    super(init.msg !== '' ? init.msg : `${init.kind} ${init.status ?? init.code ?? ''}`.trim(), { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.code = init.code;
    this.msg = init.msg;
    this.status = init.status;
    this.shown = init.shown;
    this.path = init.path;
  }
}

/** Whether a caught value is an {@link ApiError}, optionally of one kind. */
export function isApiError(value: unknown, kind?: ApiErrorKind): value is ApiError {
  return value instanceof ApiError && (kind === undefined || value.kind === kind);
}
