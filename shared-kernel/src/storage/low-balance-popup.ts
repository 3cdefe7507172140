import type { KeyValueStorage } from './safe-storage.ts';
import { createStorageItem, isPlainObject } from './storage-item.ts';

type ShownDays = Record<string, string>;

const isShownDays = (value: unknown): value is ShownDays => isPlainObject(value) && Object.values(value).every((day) => typeof day === 'string');

/**
 * When the low-balance popup last showed, per player: at most once a day per user (spec 2, 4, 9).
 * Days are the player's local calendar days (`yyyy-mm-dd`, the format's `localDay`).
 */
export interface LowBalancePopupDays {
  /** Whether the popup may show to `uid` on `day` (it has not yet). */
  mayShow(uid: number, day: string): boolean;
  /** Records that it showed to `uid` on `day`; other players' older days are forgotten. */
  markShown(uid: number, day: string): void;
}

/**
 * The popup's record under one key (`{ "<uid>": "yyyy-mm-dd" }`), shared by the games remote (at
 * play) and the wallet (when the balance falls): whichever opens it first today, the other does
 * not open it again. Kept at sign-out (per uid, like the notice counters); it holds only today's
 * entries, so it never grows.
 */
export function createLowBalancePopupDays(area: KeyValueStorage, key: string): LowBalancePopupDays {
  const item = createStorageItem(area, key, isShownDays);
  return {
    mayShow: (uid, day) => item.get()?.[String(uid)] !== day,
    markShown(uid, day) {
      const kept = Object.entries(item.get() ?? {}).filter(([, shown]) => shown === day);
      item.set({ ...Object.fromEntries(kept), [String(uid)]: day });
    },
  };
}
