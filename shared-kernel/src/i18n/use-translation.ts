import { useEffect, useMemo } from 'react';
import { useTransitionSnapshot } from '@casino/shared-kernel/state';
import { casinoI18n } from './casino-i18n.ts';
import type { CasinoI18n, I18nEvent, TFunction } from './kernel-i18n.ts';
import { KERNEL_NAMESPACE } from './namespaces.ts';

// The language or the set of loaded bundles changes what `t` returns.
const TEXT_EVENTS: readonly I18nEvent[] = ['initialized', 'languageChanged', 'loaded'];
let revision = 0;
const bump = () => {
  revision += 1;
};
for (const event of TEXT_EVENTS) casinoI18n.on(event, bump);

/** Subscribes to every change of the texts. */
export function subscribeToTexts(onChange: () => void): () => void {
  for (const event of TEXT_EVENTS) casinoI18n.on(event, onChange);
  return () => {
    for (const event of TEXT_EVENTS) casinoI18n.off(event, onChange);
  };
}

const textsRevision = () => revision;

export interface UseTranslationResult {
  /** Texts of the hook's namespaces (the first one, the others, then `kernel`); a new function whenever the texts change. */
  t: TFunction;
  i18n: CasinoI18n;
  /** Whether the first namespace has its texts in the current language. */
  ready: boolean;
}

/**
 * `const { t } = useTranslation('wallet'); t('deposit')` — the texts of an app's namespace in the
 * site's language, as react-i18next's hook of that name gave them (same call, same options).
 * Re-renders when the language or the bundles change. Never suspends (no Suspense boundary wraps a
 * remote's parcel): until the namespace's texts arrive, `t` gives back the key.
 */
export function useTranslation(namespaces: string | readonly string[] = KERNEL_NAMESPACE): UseTranslationResult {
  const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
  const names = list.join(',');
  // A bundle that arrives (a remote's texts, the shell's, a new language) draws every translated
  // component of the page again: in a transition, not as one long task (~30 ms on a fast machine).
  const version = useTransitionSnapshot(subscribeToTexts, textsRevision);
  useEffect(() => {
    // A namespace asked for before its app registered it loads with every later language change.
    void casinoI18n.loadNamespaces(names.split(','));
  }, [names]);
  // A new function per change of the texts, so memoised children re-render with the new texts.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useMemo(() => casinoI18n.getFixedT(null, names.split(',')), [names, version]);
  const first = list[0] ?? KERNEL_NAMESPACE;
  return { t, i18n: casinoI18n, ready: casinoI18n.isInitialized && casinoI18n.hasResourceBundle(casinoI18n.language, first) };
}
