import { describe, expect, it } from 'vitest';
import type { BlindBoxWheel } from '@casino/shared-kernel/api-contract';
import { dailyBoxes, luckyBoxForm, wheelBalance, wheelSegments } from './blind-box-rules.ts';

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
