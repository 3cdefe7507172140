import { useCallback } from 'react';
import { registerNamespace, useTranslation, type Bundle, type NamespaceSource } from '@casino/shared-kernel/i18n';
import { useTransitionSnapshot, type Language } from '@casino/shared-kernel/state';

/**
 * `bundlesVersion()` of `locales/*.json`: a cached bundle is reused only while this matches, so it
 * changes with every text (`wallet-texts.test.ts` fails, naming the new value, when it does not).
 */
export const WALLET_TEXTS_VERSION = 'e621f50c';

/** The wallet's translation namespace, one file per language, each loaded when asked for. */
export const WALLET_NAMESPACE: NamespaceSource = {
  version: WALLET_TEXTS_VERSION,
  load: (language: Language) => import(`../locales/${language}.json`) as Promise<{ default: Bundle }>,
};

let registered: Promise<void> | null = null;
let ready = false;
const listeners = new Set<() => void>();

/** Registers the namespace once per page; resolves when its texts are in. */
export function loadWalletTexts(): Promise<void> {
  registered ??= registerNamespace('wallet', WALLET_NAMESPACE).then(() => {
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
const isReady = () => ready;

/** Whether the wallet's texts are in: until then a dialog holds its place with a skeleton, never bare keys. */
export function useWalletTextsReady(): boolean {
  return useTransitionSnapshot(subscribe, isReady);
}

/** A text of the wallet namespace. */
export type WalletText = (key: string, values?: Record<string, string | number>) => string;

/** The wallet's texts in the player's language: `const t = useWalletText(); t('deposit_title')`. */
export function useWalletText(): WalletText {
  const { t } = useTranslation('wallet');
  return useCallback<WalletText>((key, values) => t(key, values ?? {}), [t]);
}
