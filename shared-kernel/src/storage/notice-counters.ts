import type { KeyValueStorage } from './safe-storage.ts';
import { createStorageItem, isPlainObject } from './storage-item.ts';

/** One player's notice popup record (spec 4, "Notice popup"). */
export interface NoticeCounter {
  /** How many notices the player has dismissed. */
  dismissed: number;
  /** The local day (`yyyy-mm-dd`) the popup last opened, so a token login opens it once a day. */
  openedOn?: string;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function toCounter(value: unknown): NoticeCounter | undefined {
  if (!isPlainObject(value) || !isCount(value.dismissed)) return undefined;
  return typeof value.openedOn === 'string' ? { dismissed: value.dismissed, openedOn: value.openedOn } : { dismissed: value.dismissed };
}

/** Per-user notice counters, all under one key, so that signing in as another player keeps both. */
export interface NoticeCounters {
  readonly key: string;
  /** The player's counter; a player never seen (or a damaged entry) starts at zero. */
  get(uid: string | number): NoticeCounter;
  set(uid: string | number, counter: NoticeCounter): void;
  /** Forgets every player's counter. */
  remove(): void;
}

export function createNoticeCounters(area: KeyValueStorage, key: string): NoticeCounters {
  const item = createStorageItem(area, key, isPlainObject);
  return {
    key,
    get(uid) {
      return toCounter(item.get()?.[String(uid)]) ?? { dismissed: 0 };
    },
    set(uid, counter) {
      item.set({ ...item.get(), [String(uid)]: counter });
    },
    remove() {
      item.remove();
    },
  };
}
