import { describe, expect, it } from 'vitest';
import type { InvitationTurntable } from '@casino/shared-kernel/api-contract';
import { afterSpin, rotateResult, targetProgress, turntableSegments } from './invitation-rules.ts';

const info = { accum_money: 100, remain_rot_num: 2, is_first_rotate: true, is_join: false, award_cash: 0, turntable_cfg: [] } as unknown as InvitationTurntable;

describe('the invitation turntable', () => {
  it('draws the segments in their index order', () => {
    expect(
      turntableSegments({
        turntable_cfg: [
          { index: 1, amount: 50, money_type: 2 },
          { index: 0, amount: 10, money_type: 2 },
        ],
      }),
    ).toEqual([
      { index: 0, amount: 10 },
      { index: 1, amount: 50 },
    ]);
  });

  it('takes the spin’s answer as the new figures', () => {
    const result = rotateResult({ index: 3, amount: 400, accum_money: 500, target_amount: 1000, remain_rot_num: 1, is_withdraw: false, award_cash: 0 });
    expect(afterSpin(info, result)).toMatchObject({ accum_money: 500, remain_rot_num: 1, is_first_rotate: false, is_join: true });
  });

  it('starts over after the spin that reached the target paid it out', () => {
    const result = rotateResult({ index: 0, amount: 5, accum_money: 1000, target_amount: 1000, remain_rot_num: 0, is_withdraw: true, award_cash: 1000 });
    expect(afterSpin(info, result)).toMatchObject({ accum_money: 0, remain_rot_num: 0, award_cash: 1000, is_join: false });
  });

  it('measures the progress towards the target, bounded', () => {
    expect(targetProgress(250, 1000)).toBe(0.25);
    expect(targetProgress(2000, 1000)).toBe(1);
    expect(targetProgress(5, 0)).toBe(0);
  });
});
