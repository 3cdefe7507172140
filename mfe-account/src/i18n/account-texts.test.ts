import { describe, expect, it } from 'vitest';
import { bundlesVersion, type Bundle } from '@casino/shared-kernel/i18n';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@casino/shared-kernel/state';
import { ACCOUNT_NAMESPACE, ACCOUNT_TEXTS_VERSION } from './account-texts.ts';

async function bundles(): Promise<Record<Language, Bundle>> {
  const loaded = await Promise.all(
    LANGUAGES.map(async (language) => {
      const bundle = await ACCOUNT_NAMESPACE.load(language);
      return [language, 'default' in bundle ? (bundle.default as Bundle) : bundle] as const;
    }),
  );
  return Object.fromEntries(loaded) as Record<Language, Bundle>;
}

describe('the account namespace', () => {
  it('names its version after its texts, so a changed text is never served from an old cache', async () => {
    expect(ACCOUNT_TEXTS_VERSION, 'set ACCOUNT_TEXTS_VERSION in account-texts.ts to this value').toBe(bundlesVersion(await bundles()));
  });

  it('comes with the default language’s texts, the same as its file', async () => {
    const bundled = await ACCOUNT_NAMESPACE.load(DEFAULT_LANGUAGE);
    const file = (await import('../locales/en.json')) as { default: Bundle };
    expect('default' in bundled ? bundled.default : bundled).toEqual(file.default);
  });

  it('has every key in all seven languages, none empty, with the same placeholders', async () => {
    const all = await bundles();
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
    for (const language of LANGUAGES) {
      expect(Object.keys(all[language]).sort(), language).toEqual(Object.keys(all.en).sort());
      for (const [key, text] of Object.entries(all[language])) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(all.en[key] ?? ''));
      }
    }
  });
});
