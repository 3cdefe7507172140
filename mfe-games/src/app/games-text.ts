import { useCallback } from 'react';
import { registerNamespace, useTranslation, type Bundle, type NamespaceSource, type TextValues } from '@casino/shared-kernel/i18n';
import type { Language } from '@casino/shared-kernel/state';
import english from '../locales/en.json';

/** A text of the games namespace. */
export type GamesKey = keyof typeof english;

/** A text of the games namespace in the site's language. */
export type GamesText = (key: GamesKey, values?: TextValues) => string;

/**
 * `bundlesVersion()` of the locale files: a cached bundle is reused only while this matches, so it
 * changes with every text (`games-text.test.ts` fails, naming the new value, when not).
 */
export const GAMES_TEXTS_VERSION = '8f1308ee';

/** The games namespace in one language. */
export const loadGamesBundle = (language: Language) => import(`../locales/${language}.json`) as Promise<{ default: Bundle }>;

export const GAMES_NAMESPACE: NamespaceSource = { version: GAMES_TEXTS_VERSION, load: loadGamesBundle };

/** Registers the namespace with the site's i18n (idempotent: the same version only retries failed bundles). */
export function registerGamesTexts(): Promise<void> {
  return registerNamespace('games', GAMES_NAMESPACE);
}

const fill = (text: string, values: TextValues = {}) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** Whether the namespace has a text for `key` (for keys that come from data: categories). */
export function hasGamesText(key: string): key is GamesKey {
  return Object.hasOwn(english, key);
}

/**
 * `const text = useGamesText(); text('detail_play')`: a games text in the site's language,
 * re-rendering when the language or the bundles change. Until the namespace has arrived (a remote's
 * first paint can come before it) the bundled English: never a bare key, never a wait.
 */
export function useGamesText(): GamesText {
  const { t } = useTranslation('games');
  return useCallback<GamesText>((key, values) => t(key, { ...values, defaultValue: fill(english[key], values) }), [t]);
}
