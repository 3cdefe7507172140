import { describe, expect, it } from 'vitest';
import { bundlesVersion, type Bundle } from '@casino/shared-kernel/i18n';
import { LANGUAGES, type Language } from '@casino/shared-kernel/state';
import { shellBundle } from '../i18n/shell-texts.ts';
import { PAGES_NAMESPACE, PAGE_TEXTS_VERSION } from './page-texts.ts';

async function bundles(): Promise<Record<Language, Bundle>> {
  const loaded = await Promise.all(
    LANGUAGES.map(async (language) => {
      const bundle = await PAGES_NAMESPACE.load(language);
      return [language, 'default' in bundle ? (bundle.default as Bundle) : bundle] as const;
    }),
  );
  return Object.fromEntries(loaded) as Record<Language, Bundle>;
}

describe('the shell pages namespace (shell-pages)', () => {
  it('names its version after its texts, so a changed text is never served from an old cache', async () => {
    expect(PAGE_TEXTS_VERSION, 'set PAGE_TEXTS_VERSION in page-texts.ts to this value').toBe(bundlesVersion(await bundles()));
  });

  it('has every key in all seven languages, and none of the first screen’s shell texts', async () => {
    const all = await bundles();
    const english = Object.keys(all.en).sort();
    expect(english.length).toBeGreaterThan(20);
    for (const language of LANGUAGES) expect(Object.keys(all[language]).sort(), language).toEqual(english);
    const shell = await shellBundle('en');
    expect(english.filter((key) => key in shell)).toEqual([]);
  });
});
