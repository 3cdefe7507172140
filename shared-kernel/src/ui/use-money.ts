import { useCallback } from 'react';
import { formatServerAmount, MONEY_SCALE, numberLocaleFor } from '@casino/shared-kernel/format-core';
import { languageAtom, siteSettingsAtom, useAtomValue } from '@casino/shared-kernel/state';

/**
 * A server amount as the site writes money: the brand's currency symbol, the separators of the
 * player's language (spec 9), "₹1,234.50". `scale` is the amount's units per currency unit:
 * `MONEY_SCALE` (the wallet's minor units, the default) or 10000 (gold panning, the turntable).
 */
export function useMoney(): (amount: number, scale?: number) => string {
  const language = useAtomValue(languageAtom);
  const { currencySymbol } = useAtomValue(siteSettingsAtom);
  return useCallback(
    (amount: number, scale: number = MONEY_SCALE) => `${currencySymbol}${formatServerAmount(amount, { scale, locale: numberLocaleFor(language) })}`,
    [currencySymbol, language],
  );
}

/** Gold in the same separators, without a currency symbol: it is not money (the header writes it so too). */
export function useGold(): (minor: number) => string {
  const language = useAtomValue(languageAtom);
  return useCallback((minor: number) => formatServerAmount(minor, { locale: numberLocaleFor(language) }), [language]);
}
