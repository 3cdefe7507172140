import { useCallback } from 'react';
import { formatMoney, formatServerAmount, numberLocaleFor } from '@casino/shared-kernel/format';
import { languageAtom, siteSettingsAtom, useAtomValue } from '@casino/shared-kernel/state';

/** Money and percentages as this site writes them: the brand's currency symbol, separators by language (spec 9). */
export function useNumberFormat() {
  const language = useAtomValue(languageAtom);
  const { currencySymbol } = useAtomValue(siteSettingsAtom);
  const locale = numberLocaleFor(language);
  /** Minor units as money, "₹1,234.50". */
  const money = useCallback((raw: number) => `${currencySymbol}${formatServerAmount(raw, { locale })}`, [currencySymbol, locale]);
  /** A percentage given in percent, two decimals: 96.5 → "96.50%". */
  const percent = useCallback((value: number) => `${formatMoney(value, { locale })}%`, [locale]);
  /** A multiplier, two decimals: 1.5 → "1.50×". */
  const times = useCallback((value: number) => `${formatMoney(value, { locale })}×`, [locale]);
  return { money, percent, times, locale };
}
