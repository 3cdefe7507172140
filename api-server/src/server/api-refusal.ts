import { ENVELOPE_CODE } from '@casino/shared-kernel/api-contract';

/**
 * A request the API turns down, answered as the envelope `{code, msg, data: null}`. Section 8 gives
 * the codes their meaning: 1013 ends the player's session, 501 is an order's "nothing to do", and
 * every other refusal is code 500 with a message for the player (the client shows it translated).
 * The HTTP status stays 200 unless the transport itself failed (unknown path, unreadable body):
 * a non-2xx would make the client show its generic HTTP text instead of `msg`.
 */
export class ApiRefusal extends Error {
  readonly code: number;
  readonly httpStatus: number;
  constructor(msg: string, options: { code?: number; httpStatus?: number } = {}) {
    super(msg);
    this.name = 'ApiRefusal';
    this.code = options.code ?? ENVELOPE_CODE.SERVER_ERROR;
    this.httpStatus = options.httpStatus ?? 200;
  }
}

/** A refusal with code 500 and a message for the player. */
export const refuse = (msg: string) => new ApiRefusal(msg);

/** Code 1013: the client signs the player out and opens the login dialog with this message. */
export const tokenRefusal = (msg: string) => new ApiRefusal(msg, { code: ENVELOPE_CODE.TOKEN_INVALID });

/** The texts of 1013, one per reason, so a player learns why they must sign in again. */
export const TOKEN_MESSAGES = {
  missing: 'Please sign in first',
  unknown: 'Your session is not valid, please sign in again',
  expired: 'Your session has expired, please sign in again',
  revoked: 'You have signed out on this device, please sign in again',
  suspended: 'This account is suspended',
} as const;
