import { fromBase64Url, toBytes, type Bytes } from './bytes.ts';
import { hmacKey, signatureBase, type SignatureInput } from './request-signature.ts';

// The server's side of the signed security header (request-signature.ts): checking one. Only the
// api-server (and tests) check signatures, so this is not part of the light `api-constants`
// concern the browser loads on every first visit; the full contract exports it.

/** How far a signature's time may be from the server's clock: 5 minutes either way. */
export const SIGNATURE_MAX_SKEW_MS = 5 * 60 * 1000;

const HEADER_PATTERN = /^t=(\d{1,16}), (?:n=([A-Za-z0-9_-]{16}), )?sig=([A-Za-z0-9_-]{43})$/;

/** The parts of a well-formed signature header, or null (`nonce` absent in an older client's header). */
export function parseSignatureHeader(value: string): { timestamp: number; nonce: string | undefined; signature: Bytes } | null {
  const match = HEADER_PATTERN.exec(value.trim());
  if (!match?.[1] || !match[3]) return null;
  const signature = fromBase64Url(match[3]);
  return signature ? { timestamp: Number(match[1]), nonce: match[2], signature } : null;
}

/** Why a signature was refused: absent, not in the header format, outside the skew window, or wrong. */
export type SignatureFailure = 'missing' | 'malformed' | 'stale' | 'mismatch';

/** The outcome of {@link verifyRequestSignature}: valid with its time, or why not. */
export type SignatureVerdict = { valid: true; timestamp: number } | { valid: false; reason: SignatureFailure };

/**
 * Checks a request's signature header. `now` defaults to the server's clock; a timestamp further
 * than `maxSkewMs` from it (either way) is `stale`, which bounds replays. The HMAC comparison is
 * Web Crypto's `verify`, constant-time.
 */
export async function verifyRequestSignature(
  input: SignatureInput & { header: string | null | undefined; now?: number; maxSkewMs?: number },
): Promise<SignatureVerdict> {
  if (input.header === undefined || input.header === null || input.header === '') return { valid: false, reason: 'missing' };
  const parsed = parseSignatureHeader(input.header);
  if (!parsed) return { valid: false, reason: 'malformed' };
  const now = input.now ?? Date.now();
  if (Math.abs(now - parsed.timestamp) > (input.maxSkewMs ?? SIGNATURE_MAX_SKEW_MS)) return { valid: false, reason: 'stale' };
  const base = await signatureBase({ ...input, timestamp: parsed.timestamp, nonce: parsed.nonce });
  const valid = await globalThis.crypto.subtle.verify('HMAC', await hmacKey(input.key), parsed.signature, toBytes(base));
  return valid ? { valid: true, timestamp: parsed.timestamp } : { valid: false, reason: 'mismatch' };
}
