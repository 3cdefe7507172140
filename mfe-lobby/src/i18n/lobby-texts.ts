import { useCallback } from 'react';
import { createAppTexts, FALLBACK_LANGUAGE, useTranslation, type AppText, type Bundle, type NamespaceSource } from '@casino/shared-kernel/i18n';
import { DEFAULT_LANGUAGE, type Language } from '@casino/shared-kernel/state';
// The default language's texts (DEFAULT_LANGUAGE is 'en'; lobby-texts.test.ts checks they match).
import defaultLanguageTexts from '../locales/en.json';

/**
 * `bundlesVersion()` of `locales/*.json`: a cached bundle is reused only while this matches, so it
 * changes with every text (`lobby-texts.test.ts` fails, naming the new value, when it does not).
 */
export const LOBBY_TEXTS_VERSION = '0b702dd5';

/**
 * The lobby's translation namespace, one file per language. The site's default language (the
 * kernel's DEFAULT_LANGUAGE) comes with the code (1 KiB gzip): the Dashboard is most visitors' first
 * screen, and its texts were a round trip after its code. The others load when asked for.
 */
export const LOBBY_NAMESPACE: NamespaceSource = {
  version: LOBBY_TEXTS_VERSION,
  load: (language: Language) =>
    language === DEFAULT_LANGUAGE
      ? Promise.resolve({ default: defaultLanguageTexts })
      : (import(`../locales/${language}.json`) as Promise<{ default: Bundle }>),
};

const lobbyTexts = createAppTexts('lobby', LOBBY_NAMESPACE);

/** Registers the namespace once per page (both lobby parcels share it); resolves when its texts are in. */
export const loadLobbyTexts = lobbyTexts.load;

/**
 * Whether the lobby's texts are in (they load once, on the first mount). Their arrival draws the
 * lobby's first screen, in a transition (slices, not one long task).
 */
export const useLobbyTextsReady = lobbyTexts.useReady;

/** A text of the lobby namespace. */
export type LobbyText = AppText;

/** The lobby's texts in the player's language: `const t = useLobbyText(); t('search_label')`. */
export const useLobbyText = lobbyTexts.useText;

/**
 * A category key the namespace lacks (a category added on the server first) reads as words:
 * `lobby_Gold Games` → `Gold Games`, `game_table_cards` → `table cards`.
 */
export function langKeyAsWords(langKey: string): string {
  const words = langKey
    .replace(/^(lobby|game)_/, '')
    .replace(/_/g, ' ')
    .trim();
  return words === '' ? langKey : words;
}

/**
 * The player's text for a `lang_key` of the server (spec 3: games and categories carry one): the
 * lobby namespace's text in the current language, else in the translation layer's fallback
 * language (a bundle that failed to load), else `fallback(langKey)`: game and provider names are
 * names and show as the server wrote them. The kernel's texts are never used for these keys (a
 * game called "Close" stays "Close").
 */
export function useLangKeyText(): (langKey: string, fallback?: (langKey: string) => string) => string {
  const { i18n } = useTranslation('lobby');
  const language = i18n.language;
  return useCallback(
    (langKey: string, fallback: (langKey: string) => string = (key) => key) => {
      for (const candidate of [language, FALLBACK_LANGUAGE]) {
        const text: unknown = candidate ? i18n.getResource(candidate, 'lobby', langKey) : undefined;
        if (typeof text === 'string' && text !== '') return text;
      }
      return fallback(langKey);
    },
    [i18n, language],
  );
}
