import type { DailyGift, UserInfo } from '@casino/shared-kernel/api-contract';

/** Spec 4, 9: the daily gift needs at least two deposits. */
export const DAILY_GIFT_MIN_PAY_COUNT = 2;

export type DailyGiftState = 'needs-deposits' | 'bought-today' | 'on-sale';

/** Spec 4: the gift is on sale when the player has two deposits and has not bought it today. */
export function dailyGiftState(gift: Pick<DailyGift, 'is_today_buy'>, user: Pick<UserInfo, 'pay_count'> | null): DailyGiftState {
  if ((user?.pay_count ?? 0) < DAILY_GIFT_MIN_PAY_COUNT) return 'needs-deposits';
  return gift.is_today_buy ? 'bought-today' : 'on-sale';
}

/** The pack's bonus: `bonus`, or `extra_cash` from servers that name it so (spec 3). */
export const giftBonus = (gift: Pick<DailyGift, 'bonus' | 'extra_cash'>): number => gift.bonus ?? gift.extra_cash ?? 0;
