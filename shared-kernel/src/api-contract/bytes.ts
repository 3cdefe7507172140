// Byte helpers for the signature and the message envelope, on globals that browsers and Node 24
// both have (TextEncoder, btoa, atob), so the contract needs neither Buffer nor a polyfill.

/** Bytes owned by a plain ArrayBuffer: what Web Crypto accepts as a BufferSource. */
export type Bytes = Uint8Array<ArrayBuffer>;

/** UTF-8 bytes of a text, or a copy of given bytes (a Node Buffer may share a larger pool). */
export function toBytes(value: string | Uint8Array): Bytes {
  return typeof value === 'string' ? new TextEncoder().encode(value) : new Uint8Array(value);
}

/** Lower-case hex of some bytes. */
export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Base64url without padding (RFC 4648 §5): safe in headers, URLs and JSON without escaping. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** Decodes unpadded base64url; returns null for anything else rather than guessing. */
export function fromBase64Url(text: string): Bytes | null {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null;
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The hex SHA-256 of some bytes. */
export async function sha256Hex(bytes: Bytes): Promise<string> {
  return toHex(new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes)));
}
