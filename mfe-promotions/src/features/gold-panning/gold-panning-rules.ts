import type { GoldRushingInfo, UserInfo } from '@casino/shared-kernel/api-contract';
import { MONEY_SCALE } from '@casino/shared-kernel/format';
import { ANNOUNCEMENT_DIALOG } from '@casino/shared-kernel/state';

/** An award's `status` (the server's): waiting for its countdown, ready to take, taken. */
export const AWARD_STATUS = { WAITING: 0, READY: 1, TAKEN: 2 } as const;

/** Spec 9: the gold-panning threshold, total cash plus bonus under 1 (currency unit). */
export const GOLD_PANNING_THRESHOLD = 1;

/** The dialogs whose being open holds the automatic opening back (spec 4's watched tags: notice, recharge). */
export const WATCHED_DIALOGS = [ANNOUNCEMENT_DIALOG, 'wallet.deposit', 'wallet.first-recharge', 'wallet.recharge-tip'] as const;

export interface AutoOpenFacts {
  openDialogs: readonly string[];
  /** Cash and bonus in minor units; null before the wallet is known. */
  balances: { money: number; coin: number } | null;
  user: Pick<UserInfo, 'first_pay_date'> | null;
  awards: GoldRushingInfo['awards'];
}

/** The part of spec 4's condition the client knows without asking: no watched dialog open, broke, has paid. */
export function autoOpenWatchersAgree({ openDialogs, balances, user }: Omit<AutoOpenFacts, 'awards'>): boolean {
  if (openDialogs.some((name) => (WATCHED_DIALOGS as readonly string[]).includes(name))) return false;
  if (!balances || (balances.money + balances.coin) / MONEY_SCALE >= GOLD_PANNING_THRESHOLD) return false;
  return Boolean(user?.first_pay_date);
}

/** The rest of it: the second award has its status set and no time left. */
export function secondAwardDue(awards: GoldRushingInfo['awards']): boolean {
  const second = awards[1];
  return second !== undefined && second.status !== AWARD_STATUS.WAITING && second.limit_seconds <= 0;
}

/**
 * Spec 4: gold panning opens by itself when the watched tags (notice, recharge) are all closed,
 * cash plus bonus is under 1, the player has a first pay date, and the second award has its status
 * set and no time left.
 */
export function shouldAutoOpenGoldPanning(facts: AutoOpenFacts): boolean {
  return autoOpenWatchersAgree(facts) && secondAwardDue(facts.awards);
}

/** The award the player can take now: the first one not taken, if it is ready. */
export function takeableAward(awards: GoldRushingInfo['awards']): number | null {
  const next = awards.findIndex((award) => award.status !== AWARD_STATUS.TAKEN);
  if (next < 0) return null;
  const award = awards[next];
  return award && award.status === AWARD_STATUS.READY && award.limit_seconds <= 0 ? next : null;
}
