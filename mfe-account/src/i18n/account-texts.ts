import { createAppTexts, type AppText, type Bundle, type NamespaceSource } from '@casino/shared-kernel/i18n';
import { DEFAULT_LANGUAGE, type Language } from '@casino/shared-kernel/state';
// The default language's texts come with the code (account-texts.test.ts checks they match the file).
import defaultLanguageTexts from '../locales/en.json';

/**
 * `bundlesVersion()` of `locales/*.json`: a cached bundle is reused only while this matches, so it
 * changes with every text (`account-texts.test.ts` fails, naming the new value, when it does not).
 */
export const ACCOUNT_TEXTS_VERSION = '9f288442';

/** The account namespace, one file per language; the default language's texts come with the code. */
export const ACCOUNT_NAMESPACE: NamespaceSource = {
  version: ACCOUNT_TEXTS_VERSION,
  load: (language: Language) =>
    language === DEFAULT_LANGUAGE
      ? Promise.resolve({ default: defaultLanguageTexts })
      : (import(`../locales/${language}.json`) as Promise<{ default: Bundle }>),
};

const accountTexts = createAppTexts('account', ACCOUNT_NAMESPACE);

/** Registers the namespace once per page (the app's parcels share it); resolves when its texts are in. */
export const loadAccountTexts = accountTexts.load;

/** Whether the account texts are in: until then a place is held (a skeleton), never bare keys. */
export const useAccountTextsReady = accountTexts.useReady;

/** A text of the account namespace (the kernel's texts as fallback). */
export type AccountText = AppText;

/** The account texts in the player's language: `const t = useAccountText(); t('…')`. */
export const useAccountText = accountTexts.useText;
