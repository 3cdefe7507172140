import type { Bundle, NamespaceSource } from '@casino/shared-kernel/i18n';
import type { Language } from '@casino/shared-kernel/state';

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

/** The shell's texts in one language: every area's bundle, merged (keys are unique across areas). */
export async function shellBundle(language: Language): Promise<Bundle> {
  const parts = await Promise.all(Object.values(SHELL_TEXT_AREAS).map((load) => load(language)));
  return Object.assign({}, ...parts.map((part) => part.default)) as Bundle;
}

/** The shell's namespace, registered at start-up. */
export const SHELL_NAMESPACE: NamespaceSource = { version: SHELL_TEXTS_VERSION, load: shellBundle };
