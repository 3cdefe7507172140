import { fromServerAmount } from '@casino/shared-kernel/format';
import { createStorageItem, safeLocalStorage, type KeyValueStorage } from '@casino/shared-kernel/storage';

/**
 * Spec 4: money below 1 (cash in the wallet's minor units) or below 10000 in the 10000-scaled
 * amounts of gold panning and the turntable.
 */
export const LOW_BALANCE_BELOW = 1;

export const isLowBalance = (money: number) => fromServerAmount(money) < LOW_BALANCE_BELOW;

/**
 * The local-storage key the games remote uses for the same popup (`{ "<uid>": "YYYY-MM-DD" }`): one
 * record, so whichever remote opens it first today, the other does not open it again.
 */
export const LOW_BALANCE_POPUP_KEY = 'lowBalancePopup';

/** The player's local calendar day, `YYYY-MM-DD`. */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

type ShownDays = Record<string, string>;
const isShownDays = (value: unknown): value is ShownDays =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((day) => typeof day === 'string');

/** When the popup showed, per player: at most once a day per user (spec 2, 4, 9). */
export function lowBalanceDays(storage: KeyValueStorage = safeLocalStorage) {
  const item = createStorageItem(storage, LOW_BALANCE_POPUP_KEY, isShownDays);
  return {
    mayShow: (uid: number, now: Date) => item.get()?.[String(uid)] !== localDay(now),
    markShown(uid: number, now: Date) {
      const today = localDay(now);
      const kept = Object.entries(item.get() ?? {}).filter(([, day]) => day === today);
      item.set({ ...Object.fromEntries(kept), [String(uid)]: today });
    },
  };
}

export type LowBalanceDays = ReturnType<typeof lowBalanceDays>;

/**
 * Whether a change of the cash balance opens the popup: it fell from 1 or more to below 1 (a
 * balance that was already low at sign-in does not: the games remote asks when the player plays),
 * it was not the player's own withdrawal, and it has not shown to this player today.
 */
export function lowBalanceOnChange(change: { before: number | null; after: number; ownWithdrawal: boolean; mayShowToday: boolean }): boolean {
  return change.before !== null && !isLowBalance(change.before) && isLowBalance(change.after) && !change.ownWithdrawal && change.mayShowToday;
}
