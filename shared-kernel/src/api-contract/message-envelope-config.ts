/**
 * The message envelope's settings (see `message-envelope.ts`): what the client needs to know whether
 * and where to seal calls. Apart from the sealing code, which downloads only for a brand that turns
 * the envelope on, so the first screen of every other brand goes without it.
 */
export interface MessageEncryptionConfig {
  /** AES-256-GCM key: 32 bytes, base64url. */
  key: string;
  /** Where sealed requests are posted. */
  path?: string;
  /** The JSON field that carries sealed text, both ways. */
  messageKey?: string;
}

/** Default {@link MessageEncryptionConfig.path}. */
export const DEFAULT_MESSAGE_PATH = '/api/message';
/** Default {@link MessageEncryptionConfig.messageKey}. */
export const DEFAULT_MESSAGE_KEY = 'sealed';
