import type { Bundle, NamespaceSource } from '@casino/shared-kernel/i18n';
import { DEFAULT_LANGUAGE, type Language } from '@casino/shared-kernel/state';
// The site's default language's texts, with start-up's code (see `shellBundle`).
import layoutDefault from '../layout/locales/en.json';
import noticesDefault from '../notices/locales/en.json';
import pwaDefault from '../pwa/locales/en.json';
import startupDefault from '../startup/locales/en.json';

/**
 * The shell's namespace is written by area (start-up, layout, notices and PWA), each in its own
 * `<area>/locales/<language>.json`, so the areas never edit one file; they load together, in one
 * chunk per language (`shell-texts-<language>-json`): one request and one script, not four. What
 * the first screen never shows has a namespace of its own, loaded with its code: the sign-in
 * dialogs' (`auth/auth-texts.ts`), the pages' (`pages/page-texts.ts`) and responsible gaming's
 * (`responsible-gaming/rg-texts.ts`).
 */
export const SHELL_TEXT_AREAS = {
  startup: (language: Language) => import(/* webpackChunkName: "shell-texts-[request]" */ `../startup/locales/${language}.json`),
  layout: (language: Language) => import(/* webpackChunkName: "shell-texts-[request]" */ `../layout/locales/${language}.json`),
  notices: (language: Language) => import(/* webpackChunkName: "shell-texts-[request]" */ `../notices/locales/${language}.json`),
  pwa: (language: Language) => import(/* webpackChunkName: "shell-texts-[request]" */ `../pwa/locales/${language}.json`),
} as const satisfies Record<string, (language: Language) => Promise<{ default: Bundle }>>;

/**
 * `bundlesVersion()` of the merged bundles: a cached bundle is reused only while this matches, so
 * it changes with every locale file (`shell-texts.test.ts` fails, naming the new value, when not).
 */
export const SHELL_TEXTS_VERSION = '1f4922fc';

/**
 * The shell's texts in one language: every area's bundle, merged (keys are unique across areas).
 * The site's default language (the kernel's DEFAULT_LANGUAGE, 'en') comes with start-up's code, as
 * the lobby's does: a first visit starts in it, and its texts were one more request on the way to
 * the first screen (1.3 KiB gzip; the layout's English was in the first screen's code already, for
 * its default values). The other languages load when asked for.
 */
export async function shellBundle(language: Language): Promise<Bundle> {
  if (language === DEFAULT_LANGUAGE) return { ...startupDefault, ...layoutDefault, ...noticesDefault, ...pwaDefault };
  const parts = await Promise.all(Object.values(SHELL_TEXT_AREAS).map((load) => load(language)));
  return Object.assign({}, ...parts.map((part) => part.default)) as Bundle;
}

/** The shell's namespace, registered at start-up. */
export const SHELL_NAMESPACE: NamespaceSource = { version: SHELL_TEXTS_VERSION, load: shellBundle };
