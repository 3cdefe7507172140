import { createAppTexts, type AppNamespace, type Bundle, type NamespaceSource } from '@casino/shared-kernel/i18n';
import type { Language } from '@casino/shared-kernel/state';

/**
 * `bundlesVersion()` of `locales/*.json`: a cached bundle is reused only while this matches, so it
 * changes with every text (`rg-texts.test.ts` fails, naming the new value, when it does not).
 */
export const RG_TEXTS_VERSION = '5d3c5afc';

export const RG_NAMESPACE_NAME = 'shell-responsible-gaming' satisfies AppNamespace;

/**
 * Responsible gaming's texts (the brand's warning and the deposit limit in the sign-up dialog, the
 * reality check over the game frame), their own namespace: none of them is on a first screen, so
 * they load with the sign-in dialogs and with the reality check, not with the shell's texts.
 */
export const RG_NAMESPACE: NamespaceSource = {
  version: RG_TEXTS_VERSION,
  load: (language: Language) => import(/* webpackChunkName: "shell-rg-texts-[request]" */ `./locales/${language}.json`) as Promise<{ default: Bundle }>,
};

/** Registers the namespace once per page; resolves when its texts are in. */
export const loadRgTexts = createAppTexts(RG_NAMESPACE_NAME, RG_NAMESPACE).load;
