import { atom } from 'jotai';
import { casinoBus } from '@casino/shared-kernel/events';
import { storedLanguage } from '@casino/shared-kernel/storage';
import { kernelStore } from './kernel-store.ts';

/** The languages that have translation bundles (spec 1). */
export const LANGUAGES = ['en', 'es', 'pt-br', 'th', 'vi', 'zh-tw', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The site's language until the player chooses one or the brand's settings name one: the spec's
 * site default `lang` (en). pt-br, the spec's translation default, is i18n's fallback for missing
 * texts, not the language the site starts in.
 */
export const DEFAULT_LANGUAGE: Language = 'en';

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

/** Spec 9: how many languages the picker shows when the lobby's `server_cfg.language_num` names none. */
export const DEFAULT_LANGUAGE_NUM = 2;

/**
 * The languages a language menu offers (spec 3's `language_num`, default 2): the brand's own first,
 * then the others in the site's order, as many as the operator set. `languageNum` null means the
 * lobby has not answered yet: nothing is known to hide, so every language shows. The player's
 * current language always stays in the menu (at the end if it is beyond the number): a choice made
 * before the operator narrowed the list is never taken away, only not offered to others.
 */
export function offeredLanguages(languageNum: number | null | undefined, brandLanguage: string, current: Language): Language[] {
  const own = isLanguage(brandLanguage) ? brandLanguage : DEFAULT_LANGUAGE;
  const ordered = [own, ...LANGUAGES.filter((code) => code !== own)];
  if (languageNum === null) return ordered;
  const count = languageNum !== undefined && Number.isInteger(languageNum) && languageNum >= 1 ? languageNum : DEFAULT_LANGUAGE_NUM;
  const shown = ordered.slice(0, count);
  return shown.includes(current) ? shown : [...shown, current];
}

/** The language the player chose on an earlier visit, if it is one we have bundles for. */
function storedChoice(): Language | undefined {
  const stored = storedLanguage.get();
  return stored !== undefined && isLanguage(stored) ? stored : undefined;
}

const chosenLanguageAtom = atom<Language>(storedChoice() ?? DEFAULT_LANGUAGE);

/**
 * The player's language: restored from local storage at start, kept there on every write. Writing
 * it announces `language:changed` on the bus, so code outside React (and remotes that listen rather
 * than render) follows too.
 */
export const languageAtom = atom(
  (get) => get(chosenLanguageAtom),
  (_get, set, language: Language) => {
    set(chosenLanguageAtom, language);
    storedLanguage.set(language);
    casinoBus.emit('language:changed', { language });
  },
);

/**
 * Switches to the brand's default language (site settings `lang`) unless the player has chosen one.
 * Not stored: it is the brand's choice, and the brand may change it later.
 */
export function adoptSiteLanguage(language: string): void {
  if (storedChoice() !== undefined || !isLanguage(language) || kernelStore.get(chosenLanguageAtom) === language) return;
  kernelStore.set(chosenLanguageAtom, language);
  casinoBus.emit('language:changed', { language });
}

// `language:changed` replays, so announcing the start language lets an i18n instance or a remote
// that subscribes later start in it.
casinoBus.emit('language:changed', { language: kernelStore.get(chosenLanguageAtom) });
