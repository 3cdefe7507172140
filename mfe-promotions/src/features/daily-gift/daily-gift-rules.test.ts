import { describe, expect, it } from 'vitest';
import { dailyGiftState, giftBonus } from './daily-gift-rules.ts';

describe('the daily gift', () => {
  it('is on sale from the second deposit on, once a day', () => {
    expect(dailyGiftState({ is_today_buy: false }, { pay_count: 1 })).toBe('needs-deposits');
    expect(dailyGiftState({ is_today_buy: false }, null)).toBe('needs-deposits');
    expect(dailyGiftState({ is_today_buy: false }, { pay_count: 2 })).toBe('on-sale');
    expect(dailyGiftState({ is_today_buy: true }, { pay_count: 5 })).toBe('bought-today');
  });

  it('reads the bonus under either name', () => {
    expect(giftBonus({ bonus: 300 })).toBe(300);
    expect(giftBonus({ extra_cash: 200 })).toBe(200);
    expect(giftBonus({})).toBe(0);
  });
});
