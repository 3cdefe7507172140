import { describe, expect, it } from 'vitest';
import type { ChargeReward, ShopItem } from '@casino/shared-kernel/api-contract';
import {
  checkAmount,
  customAmountLimits,
  customRewards,
  depositReceipt,
  orderOutcome,
  parseAmount,
  selectDepositOffer,
  sortPayMethods,
  packsLeft,
} from './deposit-rules.ts';

const pack = (overrides: Partial<ShopItem>): ShopItem => ({
  id: 1,
  name: '₹500',
  amount: 500_00,
  coin_num: 25_00,
  gold_num: 5_00,
  lable: '+5%',
  rate: 5,
  img: '',
  stock_uid_num: 0,
  buy_uid_num: 0,
  coin_multi: 10,
  sort: 1,
  coin: 25_00,
  extra_coin: 0,
  ...overrides,
});

describe('the deposit offer (spec 4)', () => {
  const both = new Set([22, 23]);
  it('is the first-deposit offer at pay_count 0 when that event runs', () => {
    expect(selectDepositOffer(0, both)).toBe('first');
    expect(selectDepositOffer(0, new Set([23]))).toBe('normal');
  });
  it('is the second-deposit offer at pay_count 1 when that event runs', () => {
    expect(selectDepositOffer(1, both)).toBe('second');
    expect(selectDepositOffer(1, new Set([22]))).toBe('normal');
  });
  it('is the normal list from the third deposit on', () => {
    expect(selectDepositOffer(2, both)).toBe('normal');
    expect(selectDepositOffer(7, both)).toBe('normal');
  });
});

describe('a typed amount', () => {
  it('reads as minor units in either separator style', () => {
    expect(parseAmount('500')).toBe(500_00);
    expect(parseAmount('1,000.50')).toBe(1_000_50);
    expect(parseAmount('1.000,50')).toBe(1_000_50);
    expect(parseAmount('12.5')).toBe(12_50);
    expect(parseAmount(' 2 000 ')).toBe(2_000_00);
  });
  it('is no amount when it is not one', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('1808.1599')).toBeNull();
  });
  it('is checked against the limits the lists give: lowest tier to highest quick amount', () => {
    const limits = customAmountLimits({
      custom_list: [
        { amount: 100_00, cash_rate: 100, coin_rate: 0, gold_rate: 0 },
        { amount: 500_00, cash_rate: 100, coin_rate: 3, gold_rate: 1 },
      ],
      custom_fix_list: [
        { amount: 300_00, cash_rate: 100, coin_rate: 0, gold_rate: 0 },
        { amount: 50_000_00, cash_rate: 100, coin_rate: 10, gold_rate: 1 },
      ],
    });
    expect(limits).toEqual({ min: 100_00, max: 50_000_00 });
    expect(checkAmount(parseAmount('99'), '99', limits)).toEqual({ ok: false, reason: 'below_min' });
    expect(checkAmount(parseAmount('50001'), '50001', limits)).toEqual({ ok: false, reason: 'above_max' });
    expect(checkAmount(parseAmount('100'), '100', limits)).toEqual({ ok: true });
    expect(checkAmount(null, '', limits)).toEqual({ ok: false, reason: 'empty' });
    expect(checkAmount(null, 'x', limits)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('what a deposit credits', () => {
  const tiers = [
    { amount: 100_00, cash_rate: 100, coin_rate: 0, gold_rate: 0 },
    { amount: 500_00, cash_rate: 100, coin_rate: 3, gold_rate: 1 },
    { amount: 1_000_00, cash_rate: 100, coin_rate: 5, gold_rate: 1 },
  ];
  it('takes the rates of the highest tier a custom amount reaches', () => {
    expect(customRewards(999_00, tiers)).toEqual({ bonus: 29_97, gold: 9_99, rate: 3 });
    expect(customRewards(50_00, tiers)).toEqual({ bonus: 0, gold: 0, rate: 0 });
  });
  it('adds the charge reward’s tier only when the player joins', () => {
    const reward: ChargeReward = { global_info: { default_flag: true }, join_num: 0, fix_list: [pack({ id: 9, amount: 500_00, coin_num: 10_00, gold_num: 5_00 })] };
    const joined = depositReceipt({ kind: 'amount', amount: 600_00 }, tiers, reward, true);
    expect(joined).toMatchObject({ payType: 1, goodsId: 0, cash: 600_00, bonus: 18_00, rewardBonus: 10_00, rewardGold: 5_00 });
    expect(depositReceipt({ kind: 'amount', amount: 600_00 }, tiers, reward, false)).toMatchObject({ rewardBonus: 0, rewardGold: 0 });
  });
  it('of a pack is the pack’s own', () => {
    expect(depositReceipt({ kind: 'pack', item: pack({ id: 4 }) }, tiers, null, false)).toMatchObject({ payType: 2, goodsId: 4, amount: 500_00, bonus: 25_00, gold: 5_00 });
  });
  it('counts what is left of a limited pack', () => {
    expect(packsLeft(pack({ stock_uid_num: 2, buy_uid_num: 1 }))).toBe(1);
    expect(packsLeft(pack({ stock_uid_num: 1, buy_uid_num: 3 }))).toBe(0);
    expect(packsLeft(pack({ stock_uid_num: 0 }))).toBeNull();
  });
});

describe('payment methods and orders', () => {
  it('sorts methods by sort_index', () => {
    const sorted = sortPayMethods([
      { id: 3, name: 'PhonePe', pay_type: 2, sort_index: 3 },
      { id: 1, name: 'UPI', pay_type: 1, sort_index: 1 },
      { id: 2, name: 'Paytm', pay_type: 2, sort_index: 2 },
    ]);
    expect(sorted.map((method) => method.name)).toEqual(['UPI', 'Paytm', 'PhonePe']);
  });
  it('reads an order’s outcome from the history', () => {
    const history = [
      { order_no: 'D1', status: 1 },
      { order_no: 'D2', status: 2 },
      { order_no: 'D3', status: 0 },
    ];
    expect(orderOutcome('D1', history)).toBe('paid');
    expect(orderOutcome('D2', history)).toBe('failed');
    expect(orderOutcome('D3', history)).toBe('waiting');
    expect(orderOutcome('D4', history)).toBe('waiting');
  });
});
