// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@casino/shared-kernel/storage';
import { deviceId, newDeviceId } from './device-id.ts';

beforeEach(() => localStorage.clear());

describe('device id', () => {
  it('is a random 10-digit integer', () => {
    const ids = Array.from({ length: 500 }, newDeviceId);
    for (const id of ids) {
      expect(Number.isSafeInteger(id)).toBe(true);
      expect(String(id)).toMatch(/^[1-9]\d{9}$/);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is made once and kept under the device id key', () => {
    const first = deviceId();
    expect(localStorage.getItem(STORAGE_KEYS.deviceId)).toBe(String(first));
    expect(deviceId()).toBe(first);
  });

  it('keeps an id stored by an earlier visit, and replaces a damaged one', () => {
    localStorage.setItem('deviceId', '1234567890');
    expect(deviceId()).toBe(1_234_567_890);
    localStorage.setItem('deviceId', '"abc"');
    const replaced = deviceId();
    expect(replaced).not.toBe(1_234_567_890);
    expect(localStorage.getItem('deviceId')).toBe(String(replaced));
  });
});
