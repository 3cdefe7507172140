import type { InvitationTurntable } from '@casino/shared-kernel/api-contract';
import { listOf, numberOf, textOf } from '../common/rewards.ts';

/** A segment of the turntable as the server lists it (`turntable_cfg`), amounts /10000. */
export interface TurntableSegment {
  index: number;
  amount: number;
}

/** The segments in their wheel order (by `index`). */
export function turntableSegments(info: Pick<InvitationTurntable, 'turntable_cfg'>): TurntableSegment[] {
  return listOf(info.turntable_cfg)
    .map((entry) => ({ index: numberOf(entry, 'index'), amount: numberOf(entry, 'amount') }))
    .sort((a, b) => a.index - b.index);
}

/** What one spin answered (`POST /api/actInvite/rotate`). */
export interface RotateResult {
  index: number;
  amount: number;
  accumMoney: number;
  targetAmount: number;
  remainRotNum: number;
  isWithdraw: boolean;
  awardCash: number;
}

export function rotateResult(answer: unknown): RotateResult {
  return {
    index: numberOf(answer, 'index'),
    amount: numberOf(answer, 'amount'),
    accumMoney: numberOf(answer, 'accum_money'),
    targetAmount: numberOf(answer, 'target_amount'),
    remainRotNum: numberOf(answer, 'remain_rot_num'),
    isWithdraw: answer !== null && typeof answer === 'object' && (answer as Record<string, unknown>).is_withdraw === true,
    awardCash: numberOf(answer, 'award_cash'),
  };
}

/** The turntable after a spin: the answer's figures replace the info's. */
export function afterSpin(info: InvitationTurntable, result: RotateResult): InvitationTurntable {
  return {
    ...info,
    accum_money: result.isWithdraw ? 0 : result.accumMoney,
    remain_rot_num: result.remainRotNum,
    is_first_rotate: false,
    is_join: !result.isWithdraw,
    award_cash: result.isWithdraw ? result.awardCash : info.award_cash,
  };
}

/** How far the collected money is towards the target, 0 to 1. */
export function targetProgress(accum: number, target: number): number {
  return target > 0 ? Math.min(1, Math.max(0, accum / target)) : 0;
}

/** A payout or spin of the records and the pool lists. */
export interface TurntableLine {
  key: string;
  name: string;
  amount: number;
  time: number;
  /** 1 a spin's prize (collected), 2 a payout to cash. */
  type: number;
}

export function turntableLines(list: unknown): TurntableLine[] {
  return listOf(list).map((entry, position) => ({
    key: `${textOf(entry, 'id') || position}`,
    name: textOf(entry, 'nick_name'),
    amount: numberOf(entry, 'amount'),
    time: numberOf(entry, 'create_time'),
    type: numberOf(entry, 'type'),
  }));
}
