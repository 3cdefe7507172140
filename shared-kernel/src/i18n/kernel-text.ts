import { useCallback } from 'react';
import { useTransitionSnapshot } from '@casino/shared-kernel/state';
import type { KernelKey } from './kernel-messages.ts';
import { KERNEL_NAMESPACE } from './namespaces.ts';
import { casinoI18n } from './casino-i18n.ts';
import { subscribeToTexts } from './use-translation.ts';
import english from './locales/en.json';

/** Values for a text's `{{placeholders}}`. */
export type TextValues = Readonly<Record<string, string | number>>;

/** A kernel text in the current language. */
export type KernelText = (key: KernelKey, values?: TextValues) => string;

/**
 * A kernel text in the site's language; English (bundled with the kit) until translation has
 * started, so the UI kit never shows a bare key or waits: on a remote's standalone page, in a
 * test, or in the moment before the shell's `initI18n` resolves.
 */
export function kernelText(key: KernelKey, values?: TextValues): string {
  return casinoI18n.t(key, { ns: KERNEL_NAMESPACE, nsSeparator: false, ...values, defaultValue: english[key] });
}

/**
 * A lobby category's name (spec 9 keys: `lobby_slots`, `lobby_Gold Games`, `game_poker`, …) in the
 * site's language, or `undefined` for a key the kernel has no name for (a category a brand added
 * later). One place for these names: the lobby's tabs and the games' pages must say the same.
 */
export function categoryName(langKey: string, text: KernelText = kernelText): string | undefined {
  const key = `category_${langKey}`;
  return Object.hasOwn(english, key) ? text(key as KernelKey) : undefined;
}

// Changes whenever the texts may have: the language, or the set of bundles it has.
const snapshot = () => (casinoI18n.isInitialized ? `${casinoI18n.language}:${casinoI18n.hasResourceBundle(casinoI18n.language, KERNEL_NAMESPACE)}` : '');

/**
 * The UI kit's translation hook: `const text = useKernelText(); text('close')`. Re-renders when
 * the language changes, in a transition like `useTranslation` (the kit is on every part of the
 * page). Never suspends (no Suspense boundary wraps a remote's parcel).
 */
export function useKernelText(): KernelText {
  const version = useTransitionSnapshot(subscribeToTexts, snapshot);
  // A new function per language, so memoised children re-render with the new texts: `version`
  // is the dependency on purpose, though the function reads the texts through the translator.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback<KernelText>((key, values) => kernelText(key, values), [version]);
}
