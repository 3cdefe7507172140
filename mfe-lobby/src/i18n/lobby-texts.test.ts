import { describe, expect, it } from 'vitest';
import { bundlesVersion, type Bundle } from '@casino/shared-kernel/i18n';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@casino/shared-kernel/state';
import { langKeyAsWords, LOBBY_NAMESPACE, LOBBY_TEXTS_VERSION } from './lobby-texts.ts';

async function bundles(): Promise<Record<Language, Bundle>> {
  const loaded = await Promise.all(
    LANGUAGES.map(async (language) => {
      const bundle = await LOBBY_NAMESPACE.load(language);
      return [language, 'default' in bundle ? (bundle.default as Bundle) : bundle] as const;
    }),
  );
  return Object.fromEntries(loaded) as Record<Language, Bundle>;
}

describe('the lobby namespace', () => {
  it('names its version after its texts, so a changed text is never served from an old cache', async () => {
    expect(LOBBY_TEXTS_VERSION, 'set LOBBY_TEXTS_VERSION in lobby-texts.ts to this value').toBe(bundlesVersion(await bundles()));
  });

  it('comes with the default language’s texts, the same as its file', async () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
    const bundled = await LOBBY_NAMESPACE.load(DEFAULT_LANGUAGE);
    const file = (await import('../locales/en.json')) as { default: Bundle };
    expect('default' in bundled ? bundled.default : bundled).toEqual(file.default);
  });

  it('has every key in all seven languages, none empty', async () => {
    const all = await bundles();
    const english = Object.keys(all.en).sort();
    for (const language of LANGUAGES) {
      expect(Object.keys(all[language]).sort(), language).toEqual(english);
      for (const [key, text] of Object.entries(all[language])) expect(text.trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it('keeps the placeholders of every English text in its translations', async () => {
    const all = await bundles();
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
    for (const [key, text] of Object.entries(all.en)) {
      for (const language of LANGUAGES) expect(placeholders(all[language][key] ?? ''), `${language} ${key}`).toEqual(placeholders(text));
    }
  });
});

describe('a category key the namespace lacks', () => {
  it('reads as words', () => {
    expect(langKeyAsWords('lobby_Gold Games')).toBe('Gold Games');
    expect(langKeyAsWords('game_table_cards')).toBe('table cards');
    expect(langKeyAsWords('Fortune Tiger')).toBe('Fortune Tiger');
    expect(langKeyAsWords('lobby_')).toBe('lobby_');
  });
});
