import { formatServerAmount, numberLocaleFor, type CompactMoney } from '@casino/shared-kernel/format-core';
import type { WalletInfo } from '@casino/shared-kernel/api-contract';

export type BalanceKind = 'cash' | 'bonus' | 'gold';

/** One balance of the header, ready to draw. */
export interface BalanceFigure {
  kind: BalanceKind;
  /** The amount as players read it, with the brand's currency symbol for money. */
  text: string;
}

/** What the header shows balances from: the wallet, or the user info's copy of it. */
export type BalanceSource = Pick<WalletInfo, 'money' | 'coin' | 'gold'>;

export interface BalanceOptions {
  /** The brand's currency symbol (site settings `currencySymbol`, ₹ by default). */
  currencySymbol: string;
  /** The site language: pt-br swaps the separators (spec 9). */
  language: string;
  /** Whether gold exists on this site (client config `goldFlag`). */
  goldFlag: boolean;
  /**
   * Where K starts (spec 9): the desktop header has room for a full amount up to 99,999.99
   * (`from-100k`); the phone header is narrow (`from-1000`).
   */
  compact: CompactMoney;
}

/**
 * The header's balances (spec 3, "Wallet response"): cash (`money`) and bonus (`coin`) with the
 * brand's currency symbol, then gold (no currency: it is not money) when the site has gold. Server
 * amounts are minor units; the kernel's money format applies (separators, 2 decimals, K and M).
 */
export function balanceFigures(source: BalanceSource, options: BalanceOptions): BalanceFigure[] {
  const format = (raw: number) => formatServerAmount(raw, { compact: options.compact, locale: numberLocaleFor(options.language) });
  const figures: BalanceFigure[] = [
    { kind: 'cash', text: `${options.currencySymbol}${format(source.money)}` },
    { kind: 'bonus', text: `${options.currencySymbol}${format(source.coin)}` },
  ];
  if (options.goldFlag) figures.push({ kind: 'gold', text: format(source.gold) });
  return figures;
}
