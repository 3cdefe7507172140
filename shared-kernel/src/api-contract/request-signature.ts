import { sha256Hex, toBase64Url, toBytes } from './bytes.ts';

/**
 * The signed security header of spec 7 (header name `API_HEADERS.signature`, `X-Casino-Signature`):
 *
 * ```
 * X-Casino-Signature: t=<unix ms>, n=<nonce>, sig=<base64url HMAC-SHA256(key, base)>
 * base = METHOD "\n" PATH+QUERY "\n" t "." n "\n" hex(SHA-256(body)) [ "\n" Idempotency-Key ]
 * ```
 *
 * - `METHOD` upper case (`GET`, `POST`, `PUT`).
 * - `PATH+QUERY` exactly as sent on the wire: `URL.pathname + URL.search` in the client, `req.url`
 *   in Node (e.g. `/api/wallet?reserve=1`).
 * - `t` the client's clock in milliseconds since the epoch, in decimal; `n` 16 random base64url
 *   characters, so no two requests share a signature (a server takes each signature once, whoever
 *   sends it). A header without `n` (older clients) signs `t` alone on its line.
 * - the body hash covers the raw bytes sent (sealed bytes when the message envelope is on); a
 *   request without a body hashes the empty string (`e3b0c442…b855`).
 * - the `Idempotency-Key` header, when the request carries one, as a fifth line: a captured money
 *   call cannot be sent again under a new key (which the server would take for a new intent).
 * - `key` the brand's signing key as UTF-8 bytes; `sig` is 43 base64url characters, no padding.
 * - a retried attempt is signed again, with its own `t`, so a server may refuse a repeated header.
 *
 * The key ships in the brand's web bundle, so the header proves integrity and freshness (a
 * tampered body or a replay outside the skew window fails), not the caller's identity: the token
 * does that.
 */
export interface SignatureInput {
  method: string;
  /** `pathname + search` of the request URL, as the server receives it. */
  pathAndQuery: string;
  /** The raw request body; omitted or '' for none. */
  body?: string | Uint8Array;
  /** The request's `Idempotency-Key` header, if it has one. */
  idempotencyKey?: string | undefined;
  /** The header's `n`: random per request (`signRequest` makes one); absent in an older client's header. */
  nonce?: string | undefined;
  /** The brand's signing key. */
  key: string;
}

/**
 * The signing key of a brand in development, when none is configured: the same text for the site's
 * development build and the api-server's development mode, so a fresh checkout signs and verifies
 * without setup. Public by design; the api-server refuses to run in production with it.
 */
export function developmentSigningKey(brand: string): string {
  return `casino-development-signing-key/${brand}`;
}

/** The text that is signed (see {@link SignatureInput}); exported so a failing check can be debugged. */
export async function signatureBase(input: Omit<SignatureInput, 'key'> & { timestamp: number }): Promise<string> {
  const bodyHash = await sha256Hex(toBytes(input.body ?? ''));
  const time = input.nonce === undefined ? String(input.timestamp) : `${input.timestamp}.${input.nonce}`;
  const lines = [input.method.toUpperCase(), input.pathAndQuery, time, bodyHash];
  if (input.idempotencyKey !== undefined) lines.push(input.idempotencyKey);
  return lines.join('\n');
}

// Return type inferred: naming CryptoKey would tie the file to the DOM typings the server lacks.
function importHmacKey(key: string) {
  return globalThis.crypto.subtle.importKey('raw', toBytes(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

/** Each signing key imported once: a page signs every call with its brand's one key (and a server checks them with it). */
const hmacKeys = new Map<string, ReturnType<typeof importHmacKey>>();

export function hmacKey(key: string): ReturnType<typeof importHmacKey> {
  if (key === '') return Promise.reject(new TypeError('The request signing key is empty: each brand needs its own key.'));
  let imported = hmacKeys.get(key);
  if (!imported) {
    imported = importHmacKey(key);
    hmacKeys.set(key, imported);
    // A failed import is not kept: the next call tries again.
    imported.catch(() => hmacKeys.delete(key));
  }
  return imported;
}

/** A fresh `n`: 12 random bytes, 16 base64url characters. */
export function signatureNonce(): string {
  return toBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(12)));
}

/**
 * Signs a request and returns the header value `t=<ms>, n=<nonce>, sig=<base64url>`. `timestamp`
 * defaults to now and `nonce` to a fresh one; pass them to sign a given request (tests, vectors).
 */
export async function signRequest(input: SignatureInput & { timestamp?: number }): Promise<string> {
  const timestamp = Math.trunc(input.timestamp ?? Date.now());
  const nonce = input.nonce ?? signatureNonce();
  const base = await signatureBase({ ...input, timestamp, nonce });
  const signature = await globalThis.crypto.subtle.sign('HMAC', await hmacKey(input.key), toBytes(base));
  return `t=${timestamp}, n=${nonce}, sig=${toBase64Url(new Uint8Array(signature))}`;
}
