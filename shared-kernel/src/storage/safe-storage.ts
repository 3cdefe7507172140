/** The part of the Web Storage API the kernel uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Wraps a Web Storage area so that it never throws. Private modes, disabled storage and sandboxed
 * frames throw on `window.localStorage` itself, and a full quota throws on `setItem`; in each case the
 * value is kept in memory instead, so the page keeps working for this visit.
 *
 * A key that failed to reach the real storage is "memory-owned" until removed: reads of it come from
 * memory, so a stale value left in the real storage never shadows the newer one.
 *
 * @param resolve returns the real storage; called on every operation, because the area can turn
 *   unavailable (or available) between calls, and tests swap it.
 */
export function createSafeStorage(resolve: () => KeyValueStorage | undefined): KeyValueStorage {
  const memory = new Map<string, string>();

  const backing = (): KeyValueStorage | undefined => {
    try {
      return resolve();
    } catch {
      return undefined;
    }
  };

  return {
    getItem(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return backing()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        const storage = backing();
        if (storage) {
          storage.setItem(key, value);
          memory.delete(key);
          return;
        }
      } catch {
        // Quota or security error: fall through to memory, and drop the stale stored copy if we can.
        try {
          backing()?.removeItem(key);
        } catch {
          // Nothing more to do: memory wins for this key from now on.
        }
      }
      memory.set(key, value);
    },
    removeItem(key) {
      memory.delete(key);
      try {
        backing()?.removeItem(key);
      } catch {
        // The memory copy is gone, which is what readers see.
      }
    },
  };
}

function browserArea(name: 'localStorage' | 'sessionStorage'): KeyValueStorage | undefined {
  // Reading the property itself throws a SecurityError when storage is blocked.
  return typeof window === 'undefined' ? undefined : window[name];
}

/** `localStorage` that never throws (memory fallback). */
export const safeLocalStorage: KeyValueStorage = createSafeStorage(() => browserArea('localStorage'));

/** `sessionStorage` that never throws (memory fallback). */
export const safeSessionStorage: KeyValueStorage = createSafeStorage(() => browserArea('sessionStorage'));
