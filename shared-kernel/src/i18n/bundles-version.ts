import { LANGUAGES, type Language } from '@casino/shared-kernel/state';
import type { Bundle } from './namespaces.ts';

/**
 * A short fingerprint of a namespace's bundles in every language (FNV-1a over the texts in a fixed
 * order). Use it as the namespace's `version` and pin it in a test: when a locale file changes and
 * the version does not, the test fails, instead of players keeping the old texts from their cache.
 */
export function bundlesVersion(bundlesByLanguage: Readonly<Record<Language, Bundle>>): string {
  const canonical = LANGUAGES.map((language) => {
    const bundle = bundlesByLanguage[language];
    return [language, Object.keys(bundle).sort().map((key) => [key, bundle[key]])];
  });
  const text = JSON.stringify(canonical);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
