import type { KeyValueStorage } from './safe-storage.ts';

/** One typed value kept under one storage key. */
export interface StorageItem<T> {
  /** The storage key, one of `STORAGE_KEYS`. */
  readonly key: string;
  /** The stored value, or `undefined` when absent, unreadable (corrupt JSON) or of the wrong shape. */
  get(): T | undefined;
  set(value: T): void;
  remove(): void;
}

/** Tells whether a parsed JSON value has the item's type. */
export type StoredValueGuard<T> = (value: unknown) => value is T;

/**
 * A typed item stored as JSON under `key` in `area`. A value that does not parse or does not pass
 * `isValue` reads as absent and is removed, so one bad write (an old app version, a hand edit in
 * devtools) cannot break every later start.
 */
export function createStorageItem<T>(area: KeyValueStorage, key: string, isValue: StoredValueGuard<T>): StorageItem<T> {
  return {
    key,
    get() {
      const text = area.getItem(key);
      if (text === null) return undefined;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        area.removeItem(key);
        return undefined;
      }
      if (isValue(value)) return value;
      area.removeItem(key);
      return undefined;
    },
    set(value) {
      area.setItem(key, JSON.stringify(value));
    },
    remove() {
      area.removeItem(key);
    },
  };
}

/** Guards for the shapes the stored items use. */
export const isString = (value: unknown): value is string => typeof value === 'string';
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
