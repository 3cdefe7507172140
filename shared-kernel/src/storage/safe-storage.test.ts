import { describe, expect, it } from 'vitest';
import { createSafeStorage, type KeyValueStorage } from './safe-storage.ts';

/** A Map-backed storage whose operations can be made to throw, like a full or blocked one. */
function fakeStorage() {
  const values = new Map<string, string>();
  const failures = { get: false, set: false, remove: false };
  const storage: KeyValueStorage = {
    getItem: (key) => {
      if (failures.get) throw new Error('SecurityError');
      return values.get(key) ?? null;
    },
    setItem: (key, value) => {
      if (failures.set) throw new DOMException('full', 'QuotaExceededError');
      values.set(key, value);
    },
    removeItem: (key) => {
      if (failures.remove) throw new Error('SecurityError');
      values.delete(key);
    },
  };
  return { storage, values, failures };
}

describe('safe storage', () => {
  it('reads and writes the real storage when it works', () => {
    const { storage, values } = fakeStorage();
    const safe = createSafeStorage(() => storage);
    safe.setItem('language', '"th"');
    expect(values.get('language')).toBe('"th"');
    expect(safe.getItem('language')).toBe('"th"');
    safe.removeItem('language');
    expect(values.has('language')).toBe(false);
    expect(safe.getItem('language')).toBeNull();
  });

  it('falls back to memory when the storage itself cannot be reached (private mode, blocked)', () => {
    const safe = createSafeStorage(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(safe.getItem('token')).toBeNull();
    safe.setItem('token', '"t"');
    expect(safe.getItem('token')).toBe('"t"');
    safe.removeItem('token');
    expect(safe.getItem('token')).toBeNull();
  });

  it('falls back to memory when there is no storage at all (Node)', () => {
    const safe = createSafeStorage(() => undefined);
    safe.setItem('preLoaded', 'true');
    expect(safe.getItem('preLoaded')).toBe('true');
  });

  it('keeps a value that hits the quota in memory, and never returns the stale stored copy', () => {
    const { storage, values, failures } = fakeStorage();
    const safe = createSafeStorage(() => storage);
    safe.setItem('indexInfo', '{"old":true}');
    failures.set = true;
    safe.setItem('indexInfo', '{"new":true}');
    expect(safe.getItem('indexInfo')).toBe('{"new":true}');
    expect(values.has('indexInfo')).toBe(false);
  });

  it('goes back to the real storage once a write succeeds again', () => {
    const { storage, values, failures } = fakeStorage();
    const safe = createSafeStorage(() => storage);
    failures.set = true;
    safe.setItem('version', '"1"');
    failures.set = false;
    safe.setItem('version', '"2"');
    expect(values.get('version')).toBe('"2"');
    values.set('version', '"3"');
    expect(safe.getItem('version')).toBe('"3"');
  });

  it('reads a throwing getItem as absent, and removes the memory copy even when removeItem throws', () => {
    const { storage, failures } = fakeStorage();
    const safe = createSafeStorage(() => storage);
    failures.get = true;
    expect(safe.getItem('token')).toBeNull();
    failures.set = true;
    failures.remove = true;
    safe.setItem('token', '"t"');
    expect(safe.getItem('token')).toBe('"t"');
    safe.removeItem('token');
    expect(safe.getItem('token')).toBeNull();
  });
});
