import { useCallback } from 'react';
import { formatMoney, numberLocaleFor } from '@casino/shared-kernel/format';
import { languageAtom, useAtomValue } from '@casino/shared-kernel/state';
import { useMoney } from '@casino/shared-kernel/ui-core';

/** Money and percentages as this site writes them: the brand's currency symbol, separators by language (spec 9). */
export function useNumberFormat() {
  const locale = numberLocaleFor(useAtomValue(languageAtom));
  /** Minor units as money, "₹1,234.50" (the kernel's `useMoney`). */
  const money = useMoney();
  /** A percentage given in percent, two decimals: 96.5 → "96.50%". */
  const percent = useCallback((value: number) => `${formatMoney(value, { locale })}%`, [locale]);
  /** A multiplier, two decimals: 1.5 → "1.50×". */
  const times = useCallback((value: number) => `${formatMoney(value, { locale })}×`, [locale]);
  return { money, percent, times, locale };
}
