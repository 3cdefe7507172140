import { describe, expect, it } from 'vitest';
import { bundlesVersion, type Bundle } from '@casino/shared-kernel/i18n';
import { LANGUAGES, type Language } from '@casino/shared-kernel/state';
import { GAMES_TEXTS_VERSION, loadGamesBundle } from './games-text.ts';

const bundles = async () =>
  Object.fromEntries(await Promise.all(LANGUAGES.map(async (language) => [language, (await loadGamesBundle(language)).default] as const))) as Record<
    Language,
    Bundle
  >;

describe('the games namespace', () => {
  it('names its version after its texts, so a changed text is never served from an old cache', async () => {
    expect(GAMES_TEXTS_VERSION, 'set GAMES_TEXTS_VERSION in games-text.ts to this value').toBe(bundlesVersion(await bundles()));
  });

  it('has every key in all seven languages, each with the same placeholders, none left in English by mistake', async () => {
    const all = await bundles();
    const english = all.en;
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
    for (const language of LANGUAGES) {
      const bundle = all[language];
      expect(Object.keys(bundle).sort(), language).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) expect(placeholders(bundle[key] ?? ''), `${language} ${key}`).toEqual(placeholders(text));
      if (language !== 'en') expect(bundle['detail_play'], language).not.toBe(english['detail_play']);
    }
  });
});
