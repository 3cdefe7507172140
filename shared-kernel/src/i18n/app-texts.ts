import { useCallback } from 'react';
import { useTransitionSnapshot } from '@casino/shared-kernel/state';
import { registerNamespace } from './casino-i18n.ts';
import type { AppNamespace, NamespaceSource } from './namespaces.ts';
import type { TextValues } from './kernel-text.ts';
import { useTranslation } from './use-translation.ts';

/** A text of an app's namespace (the kernel's texts as fallback), with its `{{values}}`. */
export type AppText = (key: string, values?: TextValues) => string;

/** What an app needs of its translation namespace: loading it once, knowing when it is in, reading it. */
export interface AppTexts {
  /** Registers the namespace once per page (an app's parcels share it); resolves when its texts are in. */
  load(): Promise<void>;
  /** Whether the texts are in; their arrival redraws in a transition (slices, not one long task). */
  useReady(): boolean;
  /** The namespace's texts in the player's language: `const t = useText(); t('deposit_title')`. */
  useText(): AppText;
}

/**
 * One app's translation namespace as the remotes use it: `const texts = createAppTexts('wallet',
 * WALLET_NAMESPACE)`, then `texts.load()` at mount, `texts.useReady()` to hold a place until the
 * texts are in (never bare keys), `texts.useText()` to read them.
 */
export function createAppTexts(namespace: AppNamespace, source: NamespaceSource): AppTexts {
  let registered: Promise<void> | null = null;
  let ready = false;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const isReady = () => ready;
  return {
    load() {
      registered ??= registerNamespace(namespace, source).then(() => {
        ready = true;
        for (const listener of listeners) listener();
      });
      return registered;
    },
    useReady() {
      return useTransitionSnapshot(subscribe, isReady);
    },
    useText() {
      const { t } = useTranslation(namespace);
      return useCallback<AppText>((key, values) => t(key, values ?? {}), [t]);
    },
  };
}
