import { ACTIVITY_TYPE, ORDER_STATUS, PAY_TYPE, showingActivities, type PayType } from '@casino/shared-kernel/api-constants';
import type { ChargeReward, CustomDepositEntry, DepositLists, LobbyInfo, OrderRecord, PaymentMethod, ShopItem } from '@casino/shared-kernel/api-contract';
import { MONEY_SCALE } from '@casino/shared-kernel/format';

/** Which list the deposit shows (spec 4): the first- or second-deposit offer, or the normal shop. */
export type DepositOffer = 'first' | 'second' | 'normal';

/** The `goods_type` of an order from each list (the api-server's goods types: 0 shop, 22 and 23 the offers). */
export const OFFER_GOODS_TYPE: Readonly<Record<DepositOffer, number>> = { first: 22, second: 23, normal: 0 };

/**
 * Spec 4: after the FULL global load, the first-deposit offer when `pay_count` is 0 and that event
 * exists, the second-deposit offer when it is 1 and that event exists, otherwise the normal list.
 */
export function selectDepositOffer(payCount: number, runningEvents: ReadonlySet<number>): DepositOffer {
  if (payCount === 0 && runningEvents.has(ACTIVITY_TYPE.FIRST_RECHARGE)) return 'first';
  if (payCount === 1 && runningEvents.has(ACTIVITY_TYPE.SECOND_RECHARGE)) return 'second';
  return 'normal';
}

/** The event types the lobby shows now (its `activity_list` and `act_list`). */
export function runningEventTypes(lobby: LobbyInfo | null, nowMs: number): Set<number> {
  if (!lobby) return new Set();
  return new Set([...showingActivities(lobby.activity_list, nowMs), ...showingActivities(lobby.act_list, nowMs)].map((item) => item.activity_type));
}

/** What a custom amount may be: from the lowest tier (or quick amount) to the highest quick amount. */
export interface AmountLimits {
  min: number;
  max: number;
}

/**
 * The brand's limits for a typed amount, read from the lists the server sends: the lowest custom
 * tier (the server's minimum) and the highest quick amount (its maximum). Null without custom lists.
 */
export function customAmountLimits(lists: Pick<DepositLists, 'custom_list' | 'custom_fix_list'>): AmountLimits | null {
  const lows = [...lists.custom_list, ...lists.custom_fix_list].map((entry) => entry.amount);
  const highs = lists.custom_fix_list.map((entry) => entry.amount);
  if (lows.length === 0 || highs.length === 0) return null;
  return { min: Math.min(...lows), max: Math.max(...highs) };
}

/** A money amount as a player types it ("1000", "1,000.50", "1.000,50") in minor units; null when it is not one. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '');
  if (!/^\d[\d.,]*$/.test(trimmed)) return null;
  // The last separator followed by one or two digits is the decimal one; every other is a thousands separator.
  const decimal = /[.,](\d{1,2})$/.exec(trimmed);
  const integral = decimal ? trimmed.slice(0, decimal.index) : trimmed;
  // Thousands separators only between groups of three digits: "1808.1599" is no amount.
  if (!/^\d+$/.test(integral) && !/^\d{1,3}([.,]\d{3})+$/.test(integral)) return null;
  const whole = integral.replace(/[.,]/g, '');
  const fraction = decimal?.[1] ?? '';
  return Number(whole) * MONEY_SCALE + Number(fraction.padEnd(2, '0'));
}

export type AmountProblem = 'empty' | 'invalid' | 'below_min' | 'above_max';

/** Checks a typed amount (minor units, or null when unreadable) against the limits; nothing is sent unless ok. */
export function checkAmount(amount: number | null, text: string, limits: AmountLimits | null): { ok: true } | { ok: false; reason: AmountProblem } {
  if (text.trim() === '') return { ok: false, reason: 'empty' };
  if (amount === null || amount <= 0) return { ok: false, reason: 'invalid' };
  if (limits && amount < limits.min) return { ok: false, reason: 'below_min' };
  if (limits && amount > limits.max) return { ok: false, reason: 'above_max' };
  return { ok: true };
}

/** What a custom amount adds: the rates of the highest tier it reaches (below every tier: cash only). */
export function customRewards(amount: number, tiers: readonly CustomDepositEntry[]): { bonus: number; gold: number; rate: number } {
  const tier = [...tiers].sort((a, b) => a.amount - b.amount).filter((entry) => entry.amount <= amount).at(-1);
  return {
    bonus: Math.floor((amount * (tier?.coin_rate ?? 0)) / 100),
    gold: Math.floor((amount * (tier?.gold_rate ?? 0)) / 100),
    rate: tier?.coin_rate ?? 0,
  };
}

/** Payment methods in the cashier's order (`sort_index`, then id). */
export function sortPayMethods(methods: readonly PaymentMethod[]): PaymentMethod[] {
  return [...methods].sort((a, b) => a.sort_index - b.sort_index || a.id - b.id);
}

/** The charge reward's tier a deposit reaches (the highest whose amount it meets), if any. */
export function chargeRewardTier(amount: number, reward: ChargeReward | null): ShopItem | undefined {
  if (!reward) return undefined;
  return [...reward.fix_list].sort((a, b) => a.amount - b.amount).filter((tier) => tier.amount <= amount).at(-1);
}

/** How many more times a pack may be bought; null when it has no limit (`stock_uid_num` 0). */
export function packsLeft(item: Pick<ShopItem, 'stock_uid_num' | 'buy_uid_num'>): number | null {
  return item.stock_uid_num > 0 ? Math.max(0, item.stock_uid_num - item.buy_uid_num) : null;
}

/** The deposit a player has chosen: a fixed pack or a custom amount. */
export type DepositChoice = { kind: 'pack'; item: ShopItem } | { kind: 'amount'; amount: number };

/** What a choice credits: cash, bonus and gold (the charge reward's extra added when joined). */
export interface DepositReceipt {
  payType: PayType;
  goodsId: number;
  amount: number;
  cash: number;
  bonus: number;
  gold: number;
  rewardBonus: number;
  rewardGold: number;
}

export function depositReceipt(choice: DepositChoice, tiers: readonly CustomDepositEntry[], reward: ChargeReward | null, joinReward: boolean): DepositReceipt {
  const amount = choice.kind === 'pack' ? choice.item.amount : choice.amount;
  const extra = joinReward ? chargeRewardTier(amount, reward) : undefined;
  const own = choice.kind === 'pack' ? { bonus: choice.item.coin, gold: choice.item.gold_num } : customRewards(amount, tiers);
  return {
    payType: choice.kind === 'pack' ? PAY_TYPE.FIXED : PAY_TYPE.CUSTOM,
    goodsId: choice.kind === 'pack' ? choice.item.id : 0,
    amount,
    cash: amount,
    bonus: own.bonus,
    gold: own.gold,
    rewardBonus: extra?.coin_num ?? 0,
    rewardGold: extra?.gold_num ?? 0,
  };
}

/** What an order's history row says about it now: still waiting, paid, or failed. */
export type OrderOutcome = 'waiting' | 'paid' | 'failed';

export function orderOutcome(orderNo: string, history: readonly Pick<OrderRecord, 'order_no' | 'status'>[]): OrderOutcome {
  const status = history.find((order) => order.order_no === orderNo)?.status;
  if (status === ORDER_STATUS.SUCCESS) return 'paid';
  if (status === ORDER_STATUS.FAIL) return 'failed';
  return 'waiting';
}
