import { casinoBus } from '@casino/shared-kernel/events';
import { kernelStore, languageAtom } from '@casino/shared-kernel/state';
import { createKernelI18n, type KernelI18n } from './kernel-i18n.ts';
import { kernelNamespaceSource } from './kernel-messages.ts';

const kernelI18n = createKernelI18n({
  languageChanges: casinoBus,
  // The atom owns the language (and its persistence); the bus only announces later changes.
  currentLanguage: () => kernelStore.get(languageAtom),
  storage: () => globalThis.localStorage,
  sources: { kernel: kernelNamespaceSource },
});

/**
 * The site's one translator: every app reaches it through this shared kernel module, so the shell
 * and all remotes translate with the same language and the same loaded bundles.
 */
export const casinoI18n = kernelI18n.i18n;

/** Starts translation in the player's language; the shell awaits it before its first render. */
export const initI18n: KernelI18n['initI18n'] = kernelI18n.initI18n;

/**
 * Registers an app's namespace (`shell`, `lobby`, `games`, `wallet`, `promotions`, `account`) and
 * loads it; a remote awaits it in its mount before rendering translated text:
 * ```ts
 * await registerNamespace('wallet', {
 *   version: WALLET_LOCALES_VERSION, // bundlesVersion() of its locale files, pinned by a test
 *   load: (language) => import(`../locales/${language}.json`),
 * });
 * ```
 */
export const registerNamespace: KernelI18n['registerNamespace'] = kernelI18n.registerNamespace;

/**
 * Translation for code outside React, e.g. the API client's error toasts:
 * `translate('Request timed out')` → the current language's text; an unknown text comes back as is.
 */
export const translate: KernelI18n['translate'] = kernelI18n.translate;
