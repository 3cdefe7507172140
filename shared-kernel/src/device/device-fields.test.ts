// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedToken } from '@casino/shared-kernel/storage';
import { deviceFields, randomFields } from './device-fields.ts';
import { deviceId } from './device-id.ts';
import { loginFingerprint } from './fingerprint.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

beforeEach(() => {
  localStorage.clear();
  storedToken.remove();
});
afterEach(() => vi.restoreAllMocks());

describe('device fields', () => {
  it('carries the client config, the device id, the fingerprint and the system type', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    const fields = deviceFields();
    expect(fields).toMatchObject({
      device_model: 'iPhone',
      os_version: 'iOS 17.4',
      game_version: '21',
      app_version: '1.0.2',
      client_id: '3',
      device_id: String(deviceId()),
      login_finger: loginFingerprint(),
      token: '',
      system_type: 1,
    });
  });

  it('sends the stored token for a signed-in player, or the one it is given', () => {
    storedToken.set('player-token');
    expect(deviceFields().token).toBe('player-token');
    expect(deviceFields({ token: 'game-token' }).token).toBe('game-token');
  });

  it('adds a new nonce and the time in seconds to every payload', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 22, 12, 0, 0, 900) });
    try {
      const first = deviceFields();
      const second = randomFields();
      expect(first.nonce).toMatch(/^[0-9a-f]{32}$/);
      expect(second.nonce).not.toBe(first.nonce);
      expect(first.timestamp).toBe(Date.UTC(2026, 10, 22, 12, 0, 0) / 1000);
    } finally {
      vi.useRealTimers();
    }
  });
});
