import { developmentSigningKey, type MessageEncryptionConfig } from '@casino/shared-kernel/api-contract';
import type { ApiServerConfig } from '../config.ts';
import type { Brand } from './brands.ts';

/** Production keys have at least this many characters: not one a deployment would share by chance. */
const MIN_KEY_LENGTH = 24;

/**
 * Each brand's request-signing key. It is not a secret: every player's browser reads it in the
 * brand's `client.json` (the kernel's `signRequest`), so the site and this service are given the
 * same text. A signature binds a request to its brand, path, body, time (±5 min) and, for a POST or
 * PUT, one use: a copy sent again (a retry, a replayed capture) is refused, and a request made for
 * one brand is not taken by another. It authenticates nobody: whoever reads client.json can sign a
 * new request, so the player's token, TLS, the rate limits and the server's own rules do that work.
 * In development a brand without one uses the kernel's
 * `developmentSigningKey(brand)`, which the site's development build uses too; production refuses
 * the published development keys, keys under 24 characters and one key for two brands.
 */
export function signingKeysFor(brands: ReadonlyMap<string, Brand>, config: Pick<ApiServerConfig, 'mode' | 'signingKeys'>): ReadonlyMap<string, string> {
  for (const brand of Object.keys(config.signingKeys)) {
    if (!brands.has(brand)) throw new Error(`A signing key names ${brand}, which is not a brand of this casino (${[...brands.keys()].join(', ')}).`);
  }
  const keys = new Map<string, string>();
  for (const brand of brands.keys()) {
    const configured = config.signingKeys[brand];
    if (config.mode === 'production') {
      if (configured === undefined) throw new Error(`Production needs the signing key of ${brand}: --signing-key ${brand}=<key> or API_SIGNING_KEYS.`);
      if (isDevelopmentSigningKey(configured) || configured.length < MIN_KEY_LENGTH) {
        throw new Error(`The signing key of ${brand} must be at least ${MIN_KEY_LENGTH} characters of its own in production, not a development key.`);
      }
      const sharedWith = [...keys].find(([, key]) => key === configured)?.[0];
      // A key two brands share lets a request signed for one site be taken by the other.
      if (sharedWith !== undefined) throw new Error(`The signing keys of ${sharedWith} and ${brand} are the same: each brand needs its own key in production.`);
    }
    keys.set(brand, configured ?? developmentSigningKey(brand));
  }
  return keys;
}

/**
 * Whether a key is the published development key of any brand, this casino's or not (the kernel's
 * `developmentSigningKey` is in the source: another brand's, or one for a brand id not yet seeded,
 * would let a development build's requests be taken by production).
 */
export function isDevelopmentSigningKey(key: string): boolean {
  return key.startsWith(developmentSigningKey(''));
}

/** The message envelope of each brand that configured a key (spec 7: off unless configured). */
export function messageConfigsFor(
  brands: ReadonlyMap<string, Brand>,
  config: Pick<ApiServerConfig, 'messageKeys' | 'messagePath' | 'messageField'>,
): ReadonlyMap<string, MessageEncryptionConfig> {
  if (!config.messagePath.startsWith('/api/')) throw new Error(`The message path must start with /api/, not "${config.messagePath}".`);
  const configs = new Map<string, MessageEncryptionConfig>();
  for (const [brand, key] of Object.entries(config.messageKeys)) {
    if (!brands.has(brand)) throw new Error(`A message key names ${brand}, which is not a brand of this casino.`);
    configs.set(brand, { key, path: config.messagePath, messageKey: config.messageField });
  }
  return configs;
}
