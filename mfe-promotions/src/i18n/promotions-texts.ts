import { useCallback } from 'react';
import { registerNamespace, useTranslation, type Bundle, type NamespaceSource } from '@casino/shared-kernel/i18n';
import { useTransitionSnapshot, type Language } from '@casino/shared-kernel/state';

/**
 * `bundlesVersion()` of `locales/*.json`: a cached bundle is reused only while this matches, so it
 * changes with every text (`promotions-texts.test.ts` fails, naming the new value, when it does not).
 */
export const PROMOTIONS_TEXTS_VERSION = '6661f65e';

/** The promotions' translation namespace, one file per language, each loaded when asked for. */
export const PROMOTIONS_NAMESPACE: NamespaceSource = {
  version: PROMOTIONS_TEXTS_VERSION,
  load: (language: Language) => import(`../locales/${language}.json`) as Promise<{ default: Bundle }>,
};

let registered: Promise<void> | null = null;
let ready = false;
const listeners = new Set<() => void>();

/** Registers the namespace once per page (both parcels share it); resolves when its texts are in. */
export function loadPromotionsTexts(): Promise<void> {
  registered ??= registerNamespace('promotions', PROMOTIONS_NAMESPACE).then(() => {
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

/** Whether the promotions' texts are in; their arrival redraws in a transition. */
export function usePromotionsTextsReady(): boolean {
  return useTransitionSnapshot(subscribe, () => ready);
}

/** A text of the promotions namespace. */
export type PromotionsText = (key: string, values?: Record<string, string | number>) => string;

/** The promotions' texts in the player's language: `const t = usePromotionsText(); t('spin')`. */
export function usePromotionsText(): PromotionsText {
  const { t } = useTranslation('promotions');
  return useCallback<PromotionsText>((key, values) => t(key, values ?? {}), [t]);
}
