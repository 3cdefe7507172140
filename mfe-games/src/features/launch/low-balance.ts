import { fromServerAmount } from '@casino/shared-kernel/format';
import { createStorageItem, safeLocalStorage, type KeyValueStorage } from '@casino/shared-kernel/storage';

/**
 * This remote's local-storage key (the spec names none): the day the low-balance popup last showed,
 * per player uid, as `{ "<uid>": "YYYY-MM-DD" }` in the player's local calendar. Kept at sign-out
 * (it is per uid, like the notice counters) and holding only today's entries, so it never grows.
 */
export const LOW_BALANCE_POPUP_KEY = 'lowBalancePopup';

/** Cash below one unit of the currency (spec 4: "Money below 1") cannot pay a stake: the low-balance popup. */
export const LOW_BALANCE_BELOW = 1;

/** Whether a cash balance (minor units, as the wallet sends it) is too low to play. */
export function isLowBalance(money: number): boolean {
  return fromServerAmount(money) < LOW_BALANCE_BELOW;
}

/** The player's local calendar day, `YYYY-MM-DD`: "once a day" means once per day the player lives. */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

type ShownDays = Record<string, string>;

const isShownDays = (value: unknown): value is ShownDays =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((day) => typeof day === 'string');

/** When the popup showed, per player: shown at most once a day per user (spec 2, 4, 9). */
export interface LowBalancePopupDays {
  /** Whether the popup may show to `uid` on `now`'s day (it has not yet). */
  mayShow(uid: number, now: Date): boolean;
  /** Records that it showed to `uid` on `now`'s day; other players' older days are forgotten. */
  markShown(uid: number, now: Date): void;
}

export function lowBalancePopupDays(storage: KeyValueStorage = safeLocalStorage): LowBalancePopupDays {
  const item = createStorageItem(storage, LOW_BALANCE_POPUP_KEY, isShownDays);
  return {
    mayShow(uid, now) {
      return item.get()?.[String(uid)] !== localDay(now);
    },
    markShown(uid, now) {
      const today = localDay(now);
      const kept = Object.entries(item.get() ?? {}).filter(([, day]) => day === today);
      item.set({ ...Object.fromEntries(kept), [String(uid)]: today });
    },
  };
}
