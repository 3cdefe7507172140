import { createAppTexts, type Bundle, type NamespaceSource } from '@casino/shared-kernel/i18n';
import type { Language } from '@casino/shared-kernel/state';

/**
 * `bundlesVersion()` of `locales/*.json`: a cached bundle is reused only while this matches, so it
 * changes with every text (`auth-texts.test.ts` fails, naming the new value, when it does not).
 */
export const AUTH_TEXTS_VERSION = 'e95c0068';

/**
 * The sign-in dialogs' texts, their own namespace (`shell-auth`): they load with the dialogs' code
 * when one first opens, not with the first screen, which never shows them (2.9 KB of English).
 */
export const AUTH_NAMESPACE: NamespaceSource = {
  version: AUTH_TEXTS_VERSION,
  load: (language: Language) => import(/* webpackChunkName: "shell-auth-texts-[request]" */ `./locales/${language}.json`) as Promise<{ default: Bundle }>,
};

const authTexts = createAppTexts('shell-auth', AUTH_NAMESPACE);

/** Registers the namespace once per page; resolves when its texts are in (the dialogs wait for it). */
export const loadAuthTexts = authTexts.load;

/** The sign-in dialogs' texts, with the kernel's as fallback: `const t = useAuthText(); t('auth_login_title')`. */
export const useAuthText = authTexts.useText;
