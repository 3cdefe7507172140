// Translation for the shell and every remote: one i18next instance, one namespace per app, bundles
// cached in local storage per language and version. Apps import react-i18next's hook from here, never
// react-i18next itself, so they cannot end up with an instance of their own.
export { useTranslation } from 'react-i18next';
export { casinoI18n, initI18n, registerNamespace, translate } from './casino-i18n.ts';
export {
  FALLBACK_LANGUAGE,
  KERNEL_NAMESPACE,
  NAMESPACES,
  type AppNamespace,
  type Bundle,
  type NamespaceSource,
} from './namespaces.ts';
export { BUNDLE_CACHE_PREFIX, bundleCacheKey } from './bundle-cache.ts';
export { HTTP_STATUS_MESSAGE_KEYS, KERNEL_MESSAGE_KEYS, type KernelKey } from './kernel-messages.ts';
export { missingTranslations, type MissingTranslations } from './missing-translations.ts';
export { bundlesVersion } from './bundles-version.ts';
export { kernelText, useKernelText, type KernelText, type TextValues } from './kernel-text.ts';
