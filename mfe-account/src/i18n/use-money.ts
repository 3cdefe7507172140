import { useCallback } from 'react';
import { formatServerAmount, numberLocaleFor } from '@casino/shared-kernel/format';
import { languageAtom, siteSettingsAtom, useAtomValue } from '@casino/shared-kernel/state';

/** A server amount (minor units) with the brand's currency symbol, in the separators of the player's language. */
export function useMoney(): (minor: number) => string {
  const language = useAtomValue(languageAtom);
  const { currencySymbol } = useAtomValue(siteSettingsAtom);
  return useCallback((minor: number) => `${currencySymbol}${formatServerAmount(minor, { locale: numberLocaleFor(language) })}`, [currencySymbol, language]);
}

/** Gold, in the same separators and without a currency symbol: it is not money (the header writes it so too). */
export function useGold(): (minor: number) => string {
  const language = useAtomValue(languageAtom);
  return useCallback((minor: number) => formatServerAmount(minor, { locale: numberLocaleFor(language) }), [language]);
}
