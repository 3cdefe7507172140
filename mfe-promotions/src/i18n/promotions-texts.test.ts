import { describe, expect, it } from 'vitest';
import { bundlesVersion, type Bundle } from '@casino/shared-kernel/i18n';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@casino/shared-kernel/state';
import { promotionsPages } from '../app/promotions-app.tsx';
import { promotionsDialogs } from '../app/promotions-dialogs.tsx';
import { PROMOTIONS_NAMESPACE, PROMOTIONS_TEXTS_VERSION } from './promotions-texts.ts';

async function bundles(): Promise<Record<Language, Bundle>> {
  const loaded = await Promise.all(
    LANGUAGES.map(async (language) => {
      const bundle = await PROMOTIONS_NAMESPACE.load(language);
      return [language, 'default' in bundle ? (bundle.default as Bundle) : bundle] as const;
    }),
  );
  return Object.fromEntries(loaded) as Record<Language, Bundle>;
}

const pageKeys = promotionsPages.map((page) => page.titleKey as string);

describe('the promotions namespace', () => {
  it('names its version after its texts, so a changed text is never served from an old cache', async () => {
    expect(PROMOTIONS_TEXTS_VERSION, 'set PROMOTIONS_TEXTS_VERSION in promotions-texts.ts to this value').toBe(bundlesVersion(await bundles()));
  });

  it('has every key in all seven languages, none empty; page headings are English in the route table', async () => {
    const all = await bundles();
    const english = Object.keys(all[DEFAULT_LANGUAGE]).sort();
    for (const key of pageKeys) expect(english, `${key} lives in promotions-app.tsx in English`).not.toContain(key);
    for (const language of LANGUAGES) {
      if (language === DEFAULT_LANGUAGE) continue;
      expect(Object.keys(all[language]).sort(), language).toEqual([...english, ...pageKeys].sort());
      for (const [key, text] of Object.entries(all[language])) expect(text.trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it('translates every dialog title', async () => {
    const all = await bundles();
    for (const { titleKey } of Object.values(promotionsDialogs)) for (const language of LANGUAGES) expect(all[language][titleKey], `${language} ${titleKey}`).toBeTruthy();
  });

  it('keeps the placeholders of every English text in its translations', async () => {
    const all = await bundles();
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
    for (const [key, text] of Object.entries(all.en)) {
      for (const language of LANGUAGES) expect(placeholders(all[language][key] ?? ''), `${language} ${key}`).toEqual(placeholders(text));
    }
  });
});
