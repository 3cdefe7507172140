import { createAppTexts, type AppText, type Bundle, type NamespaceSource } from '@casino/shared-kernel/i18n';
import type { Language } from '@casino/shared-kernel/state';

/**
 * `bundlesVersion()` of `locales/*.json`: a cached bundle is reused only while this matches, so it
 * changes with every text (`promotions-texts.test.ts` fails, naming the new value, when it does not).
 */
export const PROMOTIONS_TEXTS_VERSION = 'a732fd80';

/** The promotions' translation namespace, one file per language, each loaded when asked for. */
export const PROMOTIONS_NAMESPACE: NamespaceSource = {
  version: PROMOTIONS_TEXTS_VERSION,
  load: (language: Language) => import(`../locales/${language}.json`) as Promise<{ default: Bundle }>,
};

const promotionsTexts = createAppTexts('promotions', PROMOTIONS_NAMESPACE);

/** Registers the namespace once per page (the app's parcels share it); resolves when its texts are in. */
export const loadPromotionsTexts = promotionsTexts.load;

/** Whether the promotions texts are in: until then a place is held (a skeleton), never bare keys. */
export const usePromotionsTextsReady = promotionsTexts.useReady;

/** A text of the promotions namespace (the kernel's texts as fallback). */
export type PromotionsText = AppText;

/** The promotions texts in the player's language: `const t = usePromotionsText(); t('…')`. */
export const usePromotionsText = promotionsTexts.useText;
