import { atom } from 'jotai';
import { casinoBus } from '@casino/shared-kernel/events';

/** The languages that have translation bundles (spec 1). */
export const LANGUAGES = ['en', 'es', 'pt-br', 'th', 'vi', 'zh-tw', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself, as a language menu shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  'pt-br': 'Português (Brasil)',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  'zh-tw': '繁體中文',
  zh: '简体中文',
};

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

const chosenLanguageAtom = atom<Language>('en');

/**
 * The player's language. Writing it announces `language:changed` on the bus, so code outside React
 * (and remotes that listen rather than render) follows too.
 */
export const languageAtom = atom(
  (get) => get(chosenLanguageAtom),
  (_get, set, language: Language) => {
    set(chosenLanguageAtom, language);
    casinoBus.emit('language:changed', { language });
  },
);
