// Translation for the shell and every remote: one translator, one namespace per app, bundles cached
// in local storage per language and version. The kernel's own (about 2 KiB gzip against the 17 KiB
// of i18next with react-i18next on a player's first visit), with their names and meaning for what
// the site uses: `useTranslation(ns)` → `{ t, i18n, ready }`, `t(key, { count, ns, defaultValue, … })`.
export { useTranslation, type UseTranslationResult } from './use-translation.ts';
export { casinoI18n, initI18n, registerNamespace, translate } from './casino-i18n.ts';
export type { CasinoI18n, I18nEvent, I18nListener, TFunction, TranslateOptions } from './kernel-i18n.ts';
export { FALLBACK_LANGUAGE, KERNEL_NAMESPACE, NAMESPACES, type AppNamespace, type Bundle, type NamespaceSource } from './namespaces.ts';
export { BUNDLE_CACHE_PREFIX, bundleCacheKey } from './bundle-cache.ts';
export { HTTP_STATUS_MESSAGE_KEYS, KERNEL_MESSAGE_KEYS, type KernelKey } from './kernel-messages.ts';
export { missingTranslations, type MissingTranslations } from './missing-translations.ts';
export { bundlesVersion } from './bundles-version.ts';
export { createAppTexts, type AppText, type AppTexts } from './app-texts.ts';
export { categoryName, kernelText, useKernelText, type KernelText, type TextValues } from './kernel-text.ts';
