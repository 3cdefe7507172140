// The VIP ladder and the player's way up it (spec 3, "VIP info"), without React or I/O.
import type { VipInfo } from '@casino/shared-kernel/api-contract';

export interface VipProgress {
  level: number;
  /** The next level, null at the top of the ladder. */
  next: number | null;
  /** Deposits and bets still needed for the next level (server units), 0 when met. */
  depositsNeeded: number;
  bettingNeeded: number;
  /** How far along each requirement is, 0 to 1 (1 at the top). */
  depositShare: number;
  bettingShare: number;
}

const share = (done: number, needed: number) => (needed <= 0 ? 1 : Math.min(1, Math.max(0, done / (done + needed))));

/** The player's level and what reaching the next one still takes. */
export function vipProgress({ vip_list, user_info }: VipInfo): VipProgress {
  const level = user_info.vip_level;
  const next = vip_list.map((step) => step.vip_level).filter((candidate) => candidate > level).sort((a, b) => a - b)[0] ?? null;
  const depositsNeeded = next === null ? 0 : Math.max(0, user_info.vip_upgrade_required_deposits);
  const bettingNeeded = next === null ? 0 : Math.max(0, user_info.vip_upgrade_required_betting);
  return {
    level,
    next,
    depositsNeeded,
    bettingNeeded,
    depositShare: share(user_info.pay_total, depositsNeeded),
    bettingShare: share(user_info.bet_total, bettingNeeded),
  };
}

/** The ladder, lowest level first. */
export const vipLadder = (info: VipInfo) => [...info.vip_list].sort((a, b) => a.vip_level - b.vip_level);
