// Translation for the shell and every remote: one i18next instance (`casinoI18n`), one namespace per
// app, bundles cached in local storage per language and version (i18next's chained, local-storage
// and resources-to-backend backends). `useTranslation(ns)` → `{ t, i18n, ready }` is react-i18next's
// call without react-i18next: a kernel hook over i18next's events that redraws in a transition.
export { useTranslation, type UseTranslationResult } from './use-translation.ts';
export { casinoI18n, initI18n, registerNamespace, translate } from './casino-i18n.ts';
export type { CasinoI18n, I18nEvent, I18nListener, TFunction, TranslateOptions } from './kernel-i18n.ts';
export { FALLBACK_LANGUAGE, KERNEL_NAMESPACE, NAMESPACES, type AppNamespace, type Bundle, type NamespaceSource } from './namespaces.ts';
export { BUNDLE_CACHE_PREFIX, bundleCacheKey } from './bundle-cache.ts';
export { HTTP_STATUS_MESSAGE_KEYS, KERNEL_MESSAGE_KEYS, type KernelKey } from './kernel-messages.ts';
export { bundlesVersion } from './bundles-version.ts';
export { createAppTexts, type AppText, type AppTexts } from './app-texts.ts';
export { categoryName, kernelText, useKernelText, type KernelText, type TextValues } from './kernel-text.ts';
