import { developmentSigningKey, type MessageEncryptionConfig } from '@casino/shared-kernel/api-contract';
import type { ApiServerConfig } from '../config.ts';
import type { Brand } from './brands.ts';

/** Production keys are secrets of at least this many characters. */
const MIN_KEY_LENGTH = 24;

/**
 * Each brand's request-signing key. The key ships in the brand's web bundle (the kernel's
 * `signRequest`), so the site's build and this service must be given the same text. In development
 * a brand without one uses the kernel's `developmentSigningKey(brand)`, which the site's development
 * build uses too; production refuses to start without a real key for every brand.
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
        throw new Error(`The signing key of ${brand} must be a secret of at least ${MIN_KEY_LENGTH} characters in production, not a development key.`);
      }
      const sharedWith = [...keys].find(([, key]) => key === configured)?.[0];
      // A key two brands share lets a request signed for one site be taken by the other.
      if (sharedWith !== undefined) throw new Error(`The signing keys of ${sharedWith} and ${brand} are the same: each brand needs its own secret in production.`);
    }
    keys.set(brand, configured ?? developmentSigningKey(brand));
  }
  return keys;
}

/**
 * Whether a key is the published development key of any brand, this casino's or not (the kernel's
 * `developmentSigningKey` is public text: another brand's, or one for a brand id not yet seeded, is
 * no more secret than a brand's own).
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
