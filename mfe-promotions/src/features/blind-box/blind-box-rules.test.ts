import { describe, expect, it } from 'vitest';
import type { BlindBoxWheel } from '@casino/shared-kernel/api-contract';
import { dailyBoxes, luckyBoxForm, wheelBalance, wheelSegments, wheelNotices, WHEEL_NOTICES_SHOWN } from './blind-box-rules.ts';

describe('the lucky box', () => {
  it('is a gift box while boxes are left today, otherwise the wheel', () => {
    expect(luckyBoxForm({ daily_box_num: 2 })).toBe('box');
    expect(luckyBoxForm({ daily_box_num: 0 })).toBe('wheel');
  });

  it('reads the boxes and the wheel’s segments in order', () => {
    const info = {
      item_list: [
        { index: 0, is_open: true, prize_type: 1, amount: 500 },
        { index: 1, is_open: false, prize_type: 0, amount: 0 },
      ],
      wheel_cfg: [
        { index: 1, amount: 200 },
        { index: 0, amount: 100 },
      ],
    } as unknown as BlindBoxWheel;
    expect(dailyBoxes(info)).toEqual([
      { index: 0, isOpen: true, prizeType: 1, amount: 500 },
      { index: 1, isOpen: false, prizeType: 0, amount: 0 },
    ]);
    expect(wheelSegments(info)).toEqual([100, 200]);
  });

  it('pays the wheel into bonus for money type 1 and cash for 2', () => {
    expect(wheelBalance(1)).toBe('bonus');
    expect(wheelBalance(2)).toBe('cash');
  });
});

describe('the blind-wheel notices (blind_wheel_notice)', () => {
  it('shows who cashed out and how much, newest first, skipping entries without a name or amount', () => {
    const group = [
      { nickname: 'Ra***ul', amount: 5_00, money_type: 2, create_time: 100 },
      { nickname: 'Pr***ya', amount: 12_00, money_type: 1, create_time: 300 },
      { nickname: '', amount: 1_00, money_type: 2, create_time: 400 },
      { nickname: 'An***ya', amount: 0, money_type: 2, create_time: 500 },
    ];
    expect(wheelNotices(group)).toEqual([
      { name: 'Pr***ya', amount: 12_00, balance: 'bonus', at: 300 },
      { name: 'Ra***ul', amount: 5_00, balance: 'cash', at: 100 },
    ]);
    expect(wheelNotices(undefined)).toEqual([]);
  });
  it(`shows at most ${WHEEL_NOTICES_SHOWN}`, () => {
    const many = Array.from({ length: 30 }, (_, index) => ({ nickname: `P${index}`, amount: 1_00, money_type: 2, create_time: index }));
    expect(wheelNotices(many).map((notice) => notice.name)).toEqual(['P29', 'P28', 'P27', 'P26', 'P25', 'P24', 'P23', 'P22']);
  });
});
