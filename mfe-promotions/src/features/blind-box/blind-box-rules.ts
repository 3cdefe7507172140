import { BLIND_BOX_BONUS_MONEY_TYPE, type BlindBoxWheel } from '@casino/shared-kernel/api-contract';
import { MONEY_TYPE } from '@casino/shared-kernel/api-constants';
import { listOf, numberOf, record, textOf } from '../common/rewards.ts';

/** What a daily box holds once opened (the server's `prize_type`). */
export const BOX_PRIZE = { CLOSED: 0, BONUS: 1, SPIN: 2 } as const;

export interface DailyBox {
  index: number;
  isOpen: boolean;
  prizeType: number;
  amount: number;
}

export function dailyBoxes(info: Pick<BlindBoxWheel, 'item_list'>): DailyBox[] {
  return listOf(info.item_list).map((entry) => ({
    index: numberOf(entry, 'index'),
    isOpen: record(entry).is_open === true,
    prizeType: numberOf(entry, 'prize_type'),
    amount: numberOf(entry, 'amount'),
  }));
}

/** The wheel's segments (`wheel_cfg`, sent beside spec 3's fields), amounts in minor units. */
export function wheelSegments(info: BlindBoxWheel): number[] {
  return listOf(record(info).wheel_cfg)
    .map((entry) => ({ index: numberOf(entry, 'index'), amount: numberOf(entry, 'amount') }))
    .sort((a, b) => a.index - b.index)
    .map((segment) => segment.amount);
}

/** The balance the wheel's money goes to (spec 3: `money_type` 1 is bonus). */
export const wheelBalance = (moneyType: number): 'bonus' | 'cash' => (moneyType === BLIND_BOX_BONUS_MONEY_TYPE || moneyType !== MONEY_TYPE.CASH ? 'bonus' : 'cash');

/** Spec 4: the lucky box shows as a gift box while boxes are left today, otherwise as the wheel. */
export const luckyBoxForm = (info: Pick<BlindBoxWheel, 'daily_box_num'>): 'box' | 'wheel' => (info.daily_box_num > 0 ? 'box' : 'wheel');

/** `notice_type` of the blind-wheel group in `GET /api/notice/getMoodGroup`. */
export const BLIND_WHEEL_NOTICE_TYPE = 4;

/** The wheel notices a page shows at once: enough to see the wheel pays, few enough to read. */
export const WHEEL_NOTICES_SHOWN = 8;

export interface WheelNotice {
  name: string;
  /** Minor units. */
  amount: number;
  balance: 'bonus' | 'cash';
  /** Unix seconds. */
  at: number;
}

/**
 * The blind-wheel notices (spec 3's `blind_wheel_notice`): who just took their wheel money out,
 * newest first, at most {@link WHEEL_NOTICES_SHOWN}; an entry without a name or an amount is skipped.
 */
export function wheelNotices(group: unknown): WheelNotice[] {
  return listOf(group)
    .map((entry) => ({ name: textOf(entry, 'nickname'), amount: numberOf(entry, 'amount'), balance: wheelBalance(numberOf(entry, 'money_type')), at: numberOf(entry, 'create_time') }))
    .filter((notice) => notice.name !== '' && notice.amount > 0)
    .sort((a, b) => b.at - a.at)
    .slice(0, WHEEL_NOTICES_SHOWN);
}
