import { describe, expect, it } from 'vitest';
import { createSafeStorage } from './safe-storage.ts';
import { createStorageItem, isBoolean, isString } from './storage-item.ts';

const memoryArea = () => createSafeStorage(() => undefined);

describe('storage item', () => {
  it('round-trips a value as JSON', () => {
    const area = memoryArea();
    const item = createStorageItem(area, 'preLoaded', isBoolean);
    expect(item.get()).toBeUndefined();
    item.set(false);
    expect(area.getItem('preLoaded')).toBe('false');
    expect(item.get()).toBe(false);
    item.remove();
    expect(item.get()).toBeUndefined();
  });

  it('reads corrupt JSON as absent and removes it', () => {
    const area = memoryArea();
    area.setItem('language', '{"broken');
    const item = createStorageItem(area, 'language', isString);
    expect(item.get()).toBeUndefined();
    expect(area.getItem('language')).toBeNull();
  });

  it('reads a value of the wrong shape as absent and removes it', () => {
    const area = memoryArea();
    area.setItem('preLoaded', '"yes"');
    const item = createStorageItem(area, 'preLoaded', isBoolean);
    expect(item.get()).toBeUndefined();
    expect(area.getItem('preLoaded')).toBeNull();
  });

  it('keeps the key it was made with', () => {
    expect(createStorageItem(memoryArea(), 'version', isString).key).toBe('version');
  });
});
