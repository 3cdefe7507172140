import { describe, expect, it } from 'vitest';
import type { VipInfo } from '@casino/shared-kernel/api-contract';
import { vipLadder, vipProgress } from './vip-rules.ts';

const info = (vip_level: number, pay_total: number, bet_total: number, deposits: number, betting: number): VipInfo => ({
  vip_list: [
    { vip_level: 2, minimum_amount: 50_000, cashback_rate: 1 },
    { vip_level: 0, minimum_amount: 0, cashback_rate: 0 },
    { vip_level: 1, minimum_amount: 10_000, cashback_rate: 0.5 },
  ],
  user_info: { uid: 1, name: 'Asha', vip_level, pay_total, bet_total, vip_upgrade_required_deposits: deposits, vip_upgrade_required_betting: betting },
});

describe('VIP progress', () => {
  it('names the next level and how far the deposits and bets have come', () => {
    expect(vipProgress(info(1, 30_000, 10_000, 20_000, 30_000))).toEqual({
      level: 1,
      next: 2,
      depositsNeeded: 20_000,
      bettingNeeded: 30_000,
      depositShare: 0.6,
      bettingShare: 0.25,
    });
  });

  it('is complete at the top of the ladder', () => {
    expect(vipProgress(info(2, 90_000, 0, 0, 0))).toMatchObject({ next: null, depositShare: 1, bettingShare: 1 });
  });

  it('lists the ladder lowest first', () => {
    expect(vipLadder(info(0, 0, 0, 10_000, 0)).map((step) => step.vip_level)).toEqual([0, 1, 2]);
  });
});
