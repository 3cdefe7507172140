import { LANGUAGES, type Language } from '@casino/shared-kernel/state';
import type { Bundle } from './namespaces.ts';

/** Per language, the keys that need a translator; languages with nothing missing are left out. */
export type MissingTranslations = Partial<Record<Language, string[]>>;

const isBlank = (text: unknown) => typeof text !== 'string' || text.trim() === '';

/**
 * Checks one namespace's bundles against `en`, the language texts are written in first: for every
 * language, the keys `en` has that it lacks or leaves empty (an empty `en` text is reported under
 * `en`). A language missing from the argument lacks every key. `{}` means complete, so an app's
 * test reads `expect(missingTranslations({ en, es, ... })).toEqual({})` and a failure lists the gaps.
 */
export function missingTranslations(bundlesByLanguage: Readonly<Partial<Record<Language, Bundle>>>): MissingTranslations {
  const reference = bundlesByLanguage.en;
  if (!reference) throw new Error('missingTranslations: the en bundle is the reference and must be given');
  const keys = Object.keys(reference);
  const missing: MissingTranslations = {};
  for (const language of LANGUAGES) {
    const bundle: Bundle = bundlesByLanguage[language] ?? {};
    const gaps = keys.filter((key) => isBlank(bundle[key]));
    if (gaps.length > 0) missing[language] = gaps;
  }
  return missing;
}
