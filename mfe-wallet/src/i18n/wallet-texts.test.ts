import { describe, expect, it } from 'vitest';
import { bundlesVersion, type Bundle } from '@casino/shared-kernel/i18n';
import { LANGUAGES, type Language } from '@casino/shared-kernel/state';
import { WALLET_NAMESPACE, WALLET_TEXTS_VERSION } from './wallet-texts.ts';

async function bundles(): Promise<Record<Language, Bundle>> {
  const loaded = await Promise.all(
    LANGUAGES.map(async (language) => {
      const bundle = await WALLET_NAMESPACE.load(language);
      return [language, 'default' in bundle ? (bundle.default as Bundle) : bundle] as const;
    }),
  );
  return Object.fromEntries(loaded) as Record<Language, Bundle>;
}

describe('the wallet namespace', () => {
  it('names its version after its texts, so a changed text is never served from an old cache', async () => {
    expect(WALLET_TEXTS_VERSION, 'set WALLET_TEXTS_VERSION in wallet-texts.ts to this value').toBe(bundlesVersion(await bundles()));
  });

  it('has every key in all seven languages, none empty, none left in English', async () => {
    const all = await bundles();
    const english = Object.keys(all.en).sort();
    for (const language of LANGUAGES) {
      expect(Object.keys(all[language]).sort(), language).toEqual(english);
      for (const [key, text] of Object.entries(all[language])) expect(text.trim(), `${language} ${key}`).not.toBe('');
      if (language !== 'en') expect(all[language].deposit_title, language).not.toBe(all.en.deposit_title);
    }
  });

  it('keeps the placeholders of every English text in its translations', async () => {
    const all = await bundles();
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
    for (const [key, text] of Object.entries(all.en)) {
      for (const language of LANGUAGES) expect(placeholders(all[language][key] ?? ''), `${language} ${key}`).toEqual(placeholders(text));
    }
  });

  it('says spec 8’s messages in English as the spec writes them', async () => {
    const { en } = await bundles();
    expect([en.bind_success, en.del_success]).toEqual(['Bind Succ!', 'Del Succ!']);
  });
});
