import { useCallback } from 'react';
import { registerNamespace, useTranslation, type Bundle, type NamespaceSource } from '@casino/shared-kernel/i18n';
import { DEFAULT_LANGUAGE, useTransitionSnapshot, type Language } from '@casino/shared-kernel/state';
// The default language's texts come with the code (account-texts.test.ts checks they match the file).
import defaultLanguageTexts from '../locales/en.json';

/**
 * `bundlesVersion()` of `locales/*.json`: a cached bundle is reused only while this matches, so it
 * changes with every text (`account-texts.test.ts` fails, naming the new value, when it does not).
 */
export const ACCOUNT_TEXTS_VERSION = '495fcef4';

/** The account namespace, one file per language; the default language's texts come with the code. */
export const ACCOUNT_NAMESPACE: NamespaceSource = {
  version: ACCOUNT_TEXTS_VERSION,
  load: (language: Language) =>
    language === DEFAULT_LANGUAGE
      ? Promise.resolve({ default: defaultLanguageTexts })
      : (import(`../locales/${language}.json`) as Promise<{ default: Bundle }>),
};

let registered: Promise<void> | null = null;
let ready = false;
const listeners = new Set<() => void>();

/** Registers the namespace once per page (the page and the dialogs parcels share it). */
export function loadAccountTexts(): Promise<void> {
  registered ??= registerNamespace('account', ACCOUNT_NAMESPACE).then(() => {
    ready = true;
    for (const listener of listeners) listener();
  });
  return registered;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Whether the account texts are in; their arrival redraws in a transition. */
export function useAccountTextsReady(): boolean {
  return useTransitionSnapshot(subscribe, () => ready);
}

/** A text of the account namespace (the kernel's texts, such as `cancel`, as fallback). */
export type AccountText = (key: string, values?: Record<string, string | number>) => string;

/** `const t = useAccountText(); t('mail_title')`. */
export function useAccountText(): AccountText {
  const { t } = useTranslation('account');
  return useCallback<AccountText>((key, values) => t(key, values ?? {}), [t]);
}
