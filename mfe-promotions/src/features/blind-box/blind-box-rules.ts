import { BLIND_BOX_BONUS_MONEY_TYPE, type BlindBoxWheel } from '@casino/shared-kernel/api-contract';
import { MONEY_TYPE } from '@casino/shared-kernel/api-constants';
import { listOf, numberOf, record } from '../common/rewards.ts';

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
