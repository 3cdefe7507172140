import { useCallback } from 'react';
import { formatServerAmount, MONEY_SCALE, numberLocaleFor } from '@casino/shared-kernel/format';
import { languageAtom, siteSettingsAtom, useAtomValue } from '@casino/shared-kernel/state';

/**
 * A server amount with the brand's currency symbol and the separators of the player's language.
 * `scale` is the amount's units per currency unit: `MONEY_SCALE` (wallet minor units) or
 * `TURNTABLE_SCALE` / `GOLD_PANNING_SCALE` (10000, spec 3).
 */
export function useMoney(): (amount: number, scale?: number) => string {
  const language = useAtomValue(languageAtom);
  const { currencySymbol } = useAtomValue(siteSettingsAtom);
  return useCallback(
    (amount: number, scale: number = MONEY_SCALE) => `${currencySymbol}${formatServerAmount(amount, { scale, locale: numberLocaleFor(language) })}`,
    [currencySymbol, language],
  );
}
