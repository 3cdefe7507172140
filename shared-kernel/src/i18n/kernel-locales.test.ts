import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@casino/shared-kernel/state';
import { LOBBY_CATEGORY_KEYS } from '@casino/shared-kernel/api-constants';
import { bundlesVersion } from './bundles-version.ts';
import { categoryName } from './kernel-text.ts';
import {
  HTTP_STATUS_MESSAGE_KEYS,
  KERNEL_BUNDLE_VERSION,
  KERNEL_MESSAGE_KEYS,
  kernelNamespaceSource,
} from './kernel-messages.ts';
import { missingTranslations } from './missing-translations.ts';
import type { Bundle } from './namespaces.ts';
import en from './locales/en.json';
import es from './locales/es.json';
import ptBr from './locales/pt-br.json';
import th from './locales/th.json';
import vi from './locales/vi.json';
import zhTw from './locales/zh-tw.json';
import zh from './locales/zh.json';

const KERNEL_BUNDLES: Record<Language, Bundle> = { en, es, 'pt-br': ptBr, th, vi, 'zh-tw': zhTw, zh };
const others = LANGUAGES.filter((language) => language !== 'en');

/** Texts that are rightly the same as the English one in that language ("Arcade", "Slots", "Poker" are loanwords there). */
const SAME_AS_ENGLISH: Partial<Record<Language, string[]>> = {
  es: ['category_lobby_web', 'day_short', 'toast_error'],
  'pt-br': ['category_lobby_slots', 'category_lobby_web', 'day_short', 'layout', 'ok'],
  vi: ['category_game_poker', 'category_lobby_web'],
};

const placeholders = (text: string | undefined) => [...(text ?? '').matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('kernel locales', () => {
  it('have every key of en, with a text, in every language', () => {
    expect(missingTranslations(KERNEL_BUNDLES)).toEqual({});
  });

  it('have no key that en lacks (a leftover nobody maintains)', () => {
    for (const language of others) {
      expect(Object.keys(KERNEL_BUNDLES[language]).filter((key) => !(key in en)), language).toEqual([]);
    }
  });

  it('keep the placeholders of the English text', () => {
    for (const language of others) {
      for (const [key, text] of Object.entries(en)) {
        expect(placeholders(KERNEL_BUNDLES[language][key]), `${language} ${key}`).toEqual(placeholders(text));
      }
    }
  });

  it('name every lobby category key of spec 9, in every language (the lobby and the games pages share them)', () => {
    for (const language of LANGUAGES)
      for (const key of LOBBY_CATEGORY_KEYS) expect(KERNEL_BUNDLES[language][`category_${key}`], `${language} ${key}`).toBeTruthy();
    expect(categoryName('lobby_live')).toBe('Live Casino');
    expect(categoryName('lobby_new_games')).toBeUndefined();
  });

  it('are translated, not copied from English', () => {
    for (const language of others) {
      const copied = Object.entries(en)
        .filter(([key, text]) => KERNEL_BUNDLES[language][key] === text)
        .map(([key]) => key)
        .sort();
      expect(copied, language).toEqual(SAME_AS_ENGLISH[language] ?? []);
    }
  });

  it('carry the version their texts hash to, so cached copies are replaced when they change', () => {
    expect(bundlesVersion(KERNEL_BUNDLES), 'set KERNEL_BUNDLE_VERSION in kernel-messages.ts to this').toBe(KERNEL_BUNDLE_VERSION);
  });

  it('load each language from its own file', async () => {
    for (const language of LANGUAGES) {
      const loaded = await kernelNamespaceSource.load(language);
      expect('default' in loaded ? loaded.default : loaded, language).toEqual(KERNEL_BUNDLES[language]);
    }
  });

  it('have the keys the spec names and a text for every server text and HTTP status of spec 8', () => {
    for (const key of ['in_processing', 'Daily_Gift_Today', 'tips_withdraw_success', 'tips_withdraw_fail', 'USER_FORBIDDEN']) {
      expect(en).toHaveProperty([key]);
    }
    for (const key of [...Object.values(KERNEL_MESSAGE_KEYS), ...Object.values(HTTP_STATUS_MESSAGE_KEYS)]) {
      expect(en).toHaveProperty([key]);
    }
    expect(Object.keys(HTTP_STATUS_MESSAGE_KEYS).map(Number)).toEqual([400, 403, 404, 408, 500, 501, 502, 503, 504, 505]);
  });
});
