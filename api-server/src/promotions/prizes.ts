import { randomInt } from 'node:crypto';
import { MONEY_TYPE } from '@casino/shared-kernel/api-contract';
import { GOLD_PANNING_SCALE, MONEY_SCALE, formatServerAmount, numberLocaleFor } from '@casino/shared-kernel/format';
import type { Brand } from '../brands/brands.ts';
import type { DomainContext } from '../server/casino-domain.ts';
import { BONUS_TURNOVER_MULTIPLIER, CASH_TURNOVER_MULTIPLIER } from '../wallet/bet-tasks.ts';
import { LEDGER_CAUSE, type Balances } from '../wallet/ledger.ts';

/** Wallet minor units per 1/10000 amount of gold panning and the invitation turntable. */
export const TEN_THOUSANDTHS_PER_MINOR_UNIT = GOLD_PANNING_SCALE / MONEY_SCALE;

/** A prize paid into the wallet. */
export interface Prize {
  playerId: number;
  /** Cash or bonus; either comes locked behind the usual turnover, as a deposit's does. */
  balance: 'cash' | 'bonus';
  /** Wallet minor units. */
  amount: number;
  /** Names the promotion and what makes this prize one-time, e.g. `gold_panning:2025-06-01:0`. */
  reference: string;
}

/**
 * Pays a prize through the ledger (cause promotion) under the request key `promotion:<reference>`,
 * so the same prize asked twice moves money once, and opens its turnover task (cash bet once,
 * bonus bet ten times before it becomes cash). Only to an account that may take awards (a guest
 * proves a phone or an address first). Call it inside the transaction that writes the promotion's
 * own rows: a refusal after it undoes both.
 */
export function payPrize(context: DomainContext, prize: Prize): Balances {
  context.awards.assert(prize.playerId);
  const moneyType = prize.balance === 'cash' ? MONEY_TYPE.CASH : MONEY_TYPE.COIN;
  const result = context.ledger.move({
    playerId: prize.playerId,
    requestKey: `promotion:${prize.reference}`,
    cause: LEDGER_CAUSE.PROMOTION,
    reference: prize.reference,
    entries: [{ moneyType, amount: prize.amount }],
  });
  if (!result.replayed) {
    const multiplier = prize.balance === 'cash' ? CASH_TURNOVER_MULTIPLIER : BONUS_TURNOVER_MULTIPLIER;
    context.betTasks.open(prize.playerId, prize.balance, prize.amount, prize.amount * multiplier, prize.reference);
  }
  return result.balances;
}

/** One of `items`, chosen by weight with the system's random source; its position comes along. */
export function pickWeighted<T>(items: readonly T[], weightOf: (item: T) => number): { item: T; index: number } {
  const total = items.reduce((sum, item) => sum + weightOf(item), 0);
  if (total <= 0) throw new Error('Nothing to pick: every weight is 0');
  let roll = randomInt(total);
  for (const [index, item] of items.entries()) {
    roll -= weightOf(item);
    if (roll < 0) return { item, index };
  }
  throw new Error('The weighted pick ran past its items');
}

/** An amount for a refusal message in the brand's money, e.g. "₹1.00" or "R$20,00". */
export function moneyText(brand: Brand, amount: number, scale: number = MONEY_SCALE): string {
  return `${brand.currencySymbol}${formatServerAmount(amount, { scale, locale: numberLocaleFor(brand.language) })}`;
}
