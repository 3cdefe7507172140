import { casinoBus, type WonReward } from '@casino/shared-kernel/events';
import { openDialog } from '@casino/shared-kernel/state';
import { MONEY_TYPE } from '@casino/shared-kernel/api-constants';
import { MONEY_SCALE } from '@casino/shared-kernel/format';

/** The balance a server `money_type` pays into (spec 4: coin 1 is bonus, cash 2, gold 5). */
export function rewardKind(moneyType: number): WonReward['kind'] {
  if (moneyType === MONEY_TYPE.CASH) return 'cash';
  if (moneyType === MONEY_TYPE.GOLD) return 'gold';
  return 'bonus';
}

/**
 * A claim or spin paid: balances moved (wallet views refetch), red dots may have changed, and the
 * lottery reward animation plays. The event is what any remote's claim sends; this remote also opens
 * the animation by name, so it plays even before the dialogs parcel (which hears the event) is mounted.
 */
export function announceReward(source: string, rewards: readonly WonReward[]): void {
  casinoBus.emit('wallet:changed', { reason: source });
  casinoBus.emit('red-dots:changed', { reason: source });
  const paid = rewards.filter((reward) => reward.amount > 0);
  if (paid.length === 0) return;
  casinoBus.emit('reward:won', { rewards: paid, source });
  openDialog('promotions.lottery-reward', { rewards: paid, source });
}

/** One prize of `amount` in the wallet's minor units. */
export const minorUnits = (kind: WonReward['kind'], amount: number): WonReward => ({ kind, amount, scale: MONEY_SCALE });

/** A server answer read as a record (the contract leaves some answers unspecified). */
export function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A number field of an unspecified answer; 0 when absent or not a number. */
export function numberOf(value: unknown, key: string): number {
  const field = record(value)[key];
  return typeof field === 'number' && Number.isFinite(field) ? field : 0;
}

/** A text field of an unspecified answer; '' when absent. */
export function textOf(value: unknown, key: string): string {
  const field = record(value)[key];
  return typeof field === 'string' ? field : typeof field === 'number' ? String(field) : '';
}

/** A list field of an unspecified answer; [] when absent. */
export function listOf(value: unknown, key?: string): unknown[] {
  const field = key === undefined ? value : record(value)[key];
  return Array.isArray(field) ? field : [];
}
