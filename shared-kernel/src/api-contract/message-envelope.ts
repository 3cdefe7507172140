import { fromBase64Url, toBase64Url, toBytes } from './bytes.ts';
import { DEFAULT_MESSAGE_KEY, type MessageEncryptionConfig } from './message-envelope-config.ts';

/**
 * The optional message-envelope layer of spec 7, off unless a brand configures it. When on, a call
 * to a path containing `/api` is not sent as itself; the client sends
 *
 * ```
 * POST <path>                      (default /api/message)
 * Content-Type: application/json
 * {"<messageKey>": "<sealed request>"}   (default key "sealed")
 * ```
 *
 * where the sealed request opens to a {@link MessageRequest}: the route (original path, no query),
 * the original method and the payload (the query object for GET, the JSON body otherwise). The
 * server answers with the usual envelope, sealed the same way under the same key:
 * `{"<messageKey>": "<sealed envelope>"}`. A response without the key is read as a plain envelope
 * (a gateway error page, a server that answers in clear).
 *
 * Sealed text: `v1.<base64url 12-byte random IV>.<base64url AES-256-GCM ciphertext with its 16-byte
 * tag>` of the UTF-8 JSON, with additional data `casino-message/v1/request` or `…/response`, so a
 * sealed request can never be passed off as a response. The key is 32 random bytes in base64url
 * ({@link generateMessageKey}). Like the signing key it ships in the web bundle: the layer hides
 * payloads from casual inspection and middleboxes; TLS and the token remain the security.
 */
/** Which way a sealed message travels; bound into the ciphertext as additional data. */
export type MessageDirection = 'request' | 'response';

/** What a sealed request carries: the call it stands for. */
export interface MessageRequest {
  /** The original path, without query; starts with `/`. */
  route: string;
  method: 'GET' | 'POST' | 'PUT';
  /** The query object for GET, the JSON body otherwise. */
  payload?: unknown;
}

const MESSAGE_METHODS: readonly unknown[] = ['GET', 'POST', 'PUT'] satisfies MessageRequest['method'][];

/**
 * The call an opened request stands for, or null when it is not `{route, method, payload?}`. Checked
 * by hand rather than with zod so that the client's light contract (`api-constants`) needs no zod
 * beyond what the first screen loads anyway; other fields are dropped.
 */
function asMessageRequest(value: unknown): MessageRequest | null {
  if (typeof value !== 'object' || value === null) return null;
  const { route, method } = value as Record<string, unknown>;
  if (typeof route !== 'string' || !route.startsWith('/') || !MESSAGE_METHODS.includes(method)) return null;
  const request: MessageRequest = { route, method: method as MessageRequest['method'] };
  if (Object.hasOwn(value, 'payload')) request.payload = (value as { payload?: unknown }).payload;
  return request;
}

/** A sealed text that cannot be opened: bad format, wrong key, tampered, or wrong direction. */
export class MessageEnvelopeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MessageEnvelopeError';
  }
}

const IV_BYTES = 12;
const KEY_BYTES = 32;
const VERSION = 'v1';

/** A fresh random message key (32 bytes, base64url) for a brand's config. */
export function generateMessageKey(): string {
  return toBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(KEY_BYTES)));
}

async function aesKey(key: string) {
  const raw = fromBase64Url(key);
  if (!raw || raw.length !== KEY_BYTES) throw new MessageEnvelopeError('The message key must be 32 bytes in base64url.');
  return globalThis.crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

const additionalData = (direction: MessageDirection) => toBytes(`casino-message/${VERSION}/${direction}`);

/** Seals a JSON value for one direction: `v1.<iv>.<ciphertext>`. A fresh IV every call. */
export async function sealMessage(value: unknown, key: string, direction: MessageDirection): Promise<string> {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = toBytes(JSON.stringify(value) ?? 'null');
  const sealed = await globalThis.crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: additionalData(direction) }, await aesKey(key), plain);
  return `${VERSION}.${toBase64Url(iv)}.${toBase64Url(new Uint8Array(sealed))}`;
}

/** Opens a sealed text of the given direction; throws {@link MessageEnvelopeError} if it cannot. */
export async function openMessage(sealed: string, key: string, direction: MessageDirection): Promise<unknown> {
  const [version, ivText, dataText, ...rest] = sealed.split('.');
  const iv = ivText === undefined ? null : fromBase64Url(ivText);
  const data = dataText === undefined ? null : fromBase64Url(dataText);
  if (version !== VERSION || rest.length > 0 || !iv || iv.length !== IV_BYTES || !data) {
    throw new MessageEnvelopeError('Not a sealed message (expected "v1.<iv>.<ciphertext>").');
  }
  let plain: ArrayBuffer;
  try {
    plain = await globalThis.crypto.subtle.decrypt({ name: 'AES-GCM', iv, additionalData: additionalData(direction) }, await aesKey(key), data);
  } catch (error) {
    if (error instanceof MessageEnvelopeError) throw error;
    throw new MessageEnvelopeError(`The ${direction} message does not open with this key (tampered, wrong key or wrong direction).`);
  }
  try {
    return JSON.parse(new TextDecoder().decode(plain)) as unknown;
  } catch {
    throw new MessageEnvelopeError('The sealed message is not JSON.');
  }
}

/**
 * Server side: reads a sealed request body (`{"<messageKey>": "…"}`) and returns the call it
 * stands for. Throws {@link MessageEnvelopeError} for a body that is not one.
 */
export async function openMessageRequest(body: unknown, config: MessageEncryptionConfig): Promise<MessageRequest> {
  const field = config.messageKey ?? DEFAULT_MESSAGE_KEY;
  const sealed = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
  if (typeof sealed !== 'string') throw new MessageEnvelopeError(`The body has no "${field}" text.`);
  const request = asMessageRequest(await openMessage(sealed, config.key, 'request'));
  if (!request) throw new MessageEnvelopeError('The sealed request is not {route, method, payload}.');
  return request;
}

/** Server side: the response body for an envelope, sealed under the config's key. */
export async function sealMessageResponse(envelope: unknown, config: MessageEncryptionConfig): Promise<Record<string, string>> {
  return { [config.messageKey ?? DEFAULT_MESSAGE_KEY]: await sealMessage(envelope, config.key, 'response') };
}
