import { createAppTexts, type AppText, type Bundle, type NamespaceSource } from '@casino/shared-kernel/i18n';
import type { Language } from '@casino/shared-kernel/state';

/**
 * `bundlesVersion()` of `locales/*.json`: a cached bundle is reused only while this matches, so it
 * changes with every text (`wallet-texts.test.ts` fails, naming the new value, when it does not).
 */
export const WALLET_TEXTS_VERSION = '40cae16b';

/** The wallet's translation namespace, one file per language, each loaded when asked for. */
export const WALLET_NAMESPACE: NamespaceSource = {
  version: WALLET_TEXTS_VERSION,
  load: (language: Language) => import(`../locales/${language}.json`) as Promise<{ default: Bundle }>,
};

const walletTexts = createAppTexts('wallet', WALLET_NAMESPACE);

/** Registers the namespace once per page (the app's parcels share it); resolves when its texts are in. */
export const loadWalletTexts = walletTexts.load;

/** Whether the wallet texts are in: until then a place is held (a skeleton), never bare keys. */
export const useWalletTextsReady = walletTexts.useReady;

/** A text of the wallet namespace (the kernel's texts as fallback). */
export type WalletText = AppText;

/** The wallet texts in the player's language: `const t = useWalletText(); t('…')`. */
export const useWalletText = walletTexts.useText;
