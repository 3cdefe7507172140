import { useCallback } from 'react';
import { formatServerAmount, numberLocaleFor } from '@casino/shared-kernel/format-core';
import { languageAtom, siteSettingsAtom, useAtomValue } from '@casino/shared-kernel/state';

/** A server amount (minor units) with the brand's currency symbol, separators of the player's language. */
export function useMoney(): (minor: number) => string {
  const language = useAtomValue(languageAtom);
  const { currencySymbol } = useAtomValue(siteSettingsAtom);
  return useCallback((minor: number) => `${currencySymbol}${formatServerAmount(minor, { locale: numberLocaleFor(language) })}`, [currencySymbol, language]);
}
