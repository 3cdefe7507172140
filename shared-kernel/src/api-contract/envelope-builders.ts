import { ENVELOPE_CODE, type ApiEnvelope } from './envelope.ts';

// Envelopes as the api-server (and tests standing in for it) answer with them. The browser only
// reads envelopes, so these are not in the light `api-constants` concern; the full contract exports them.

/** A success envelope, as the server sends it. */
export function okEnvelope<T>(data: T, msg = 'ok'): ApiEnvelope<T> {
  return { code: ENVELOPE_CODE.SUCCESS, msg, data };
}

/** A failure envelope; `data` is null so a client never mistakes it for a result. */
export function errorEnvelope(code: number, msg: string): ApiEnvelope<null> {
  return { code, msg, data: null };
}
