import { createAppTexts, type Bundle, type NamespaceSource } from '@casino/shared-kernel/i18n';
import type { Language } from '@casino/shared-kernel/state';

/**
 * `bundlesVersion()` of `locales/*.json`: a cached bundle is reused only while this matches, so it
 * changes with every text (`page-texts.test.ts` fails, naming the new value, when it does not).
 */
export const PAGE_TEXTS_VERSION = '9423cda0';

/**
 * The shell's pages' texts (the legal documents' frame, the download page, the error pages), their
 * own namespace (`shell-pages`): they load with the pages' code when one is first opened, not with
 * the first screen, which shows none of them (1.6 KB of English, a third of the shell's texts).
 */
export const PAGES_NAMESPACE: NamespaceSource = {
  version: PAGE_TEXTS_VERSION,
  load: (language: Language) => import(/* webpackChunkName: "shell-pages-texts-[request]" */ `./locales/${language}.json`) as Promise<{ default: Bundle }>,
};

const pageTexts = createAppTexts('shell-pages', PAGES_NAMESPACE);

/** Registers the namespace once per page; resolves when its texts are in (the pages wait for it). */
export const loadPageTexts = pageTexts.load;

/** The pages' texts, with the kernel's as fallback: `const t = usePageText(); t('download_title')`. */
export const usePageText = pageTexts.useText;
