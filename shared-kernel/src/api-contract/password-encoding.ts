// Spec 7: the sign-in calls carry the password "encoded". The site's encoding: `b64:` and the
// base64 of its UTF-8 bytes. An encoding, not a secret (TLS protects it on the way): no password
// travels as readable text through logs and proxies, and every character survives every layer
// unchanged. The server takes a password without the prefix as it is (API clients, tests).

/** What an encoded password starts with. */
export const ENCODED_PASSWORD_PREFIX = 'b64:';

/** The password as the sign-in calls send it: `b64:<base64 of its UTF-8 bytes>`. */
export function encodePassword(password: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(password)) binary += String.fromCharCode(byte);
  return `${ENCODED_PASSWORD_PREFIX}${btoa(binary)}`;
}

/**
 * The password a call carries: decoded when encoded, as it is otherwise; `undefined` for an
 * encoding that is not base64 of UTF-8 text.
 */
export function decodePassword(sent: string): string | undefined {
  if (!sent.startsWith(ENCODED_PASSWORD_PREFIX)) return sent;
  try {
    const binary = atob(sent.slice(ENCODED_PASSWORD_PREFIX.length));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return undefined;
  }
}
