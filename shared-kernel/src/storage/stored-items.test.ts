// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lobbyInfoFixture, userInfoFixture } from '../testing/player-fixtures.ts';
import { STORAGE_KEYS } from './storage-keys.ts';
import {
  clearSignedInKeys,
  SIGNED_IN_KEYS,
  storedDeviceId,
  storedGamePath,
  storedGameToken,
  storedIndexInfo,
  storedLanguage,
  storedLowBalancePopupDays,
  storedNoticeCounters,
  storedPreLoaded,
  storedRandomUserId,
  storedGuestSecret,
  storedToken,
  storedUserInfo,
  storedVersion,
  storedWithdrawAccountId,
} from './stored-items.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  storedToken.remove();
});

function fillEveryKey() {
  storedToken.set('tok');
  storedUserInfo.set(userInfoFixture({ uid: 7 }));
  storedDeviceId.set(4_242_424_242);
  storedLanguage.set('th');
  storedWithdrawAccountId.set(12);
  storedNoticeCounters.set(7, { dismissed: 2 });
  storedLowBalancePopupDays.markShown(7, '2026-11-22');
  storedVersion.set('21');
  storedPreLoaded.set(true);
  storedIndexInfo.set(lobbyInfoFixture());
  storedGameToken.set('game-tok');
  storedRandomUserId.set('r-1');
  storedGuestSecret.set('guest-secret');
  storedGamePath.set('/webgame?id=3');
}

describe('stored items', () => {
  it('uses the spec’s key names, gamePath in session storage and the rest in local storage', () => {
    fillEveryKey();
    expect(Object.keys(localStorage).sort()).toEqual(
      Object.values(STORAGE_KEYS)
        .filter((key) => key !== 'gamePath')
        .sort(),
    );
    expect(Object.keys(sessionStorage)).toEqual(['gamePath']);
    expect(JSON.parse(localStorage.getItem('indexInfo') ?? '')).toEqual(lobbyInfoFixture());
    expect(localStorage.getItem('preLoaded')).toBe('true');
    expect(document.cookie).toContain('token=tok');
  });

  it('clearSignedInKeys removes the player’s keys and the cookie, and keeps the browser’s', () => {
    fillEveryKey();
    clearSignedInKeys();
    for (const key of SIGNED_IN_KEYS) {
      expect(localStorage.getItem(key), key).toBeNull();
      expect(sessionStorage.getItem(key), key).toBeNull();
    }
    expect(storedToken.get()).toBeUndefined();
    expect(document.cookie).not.toContain('token=tok');
    // The guest secret belongs to the device, as its id: signing out keeps it.
    expect(Object.keys(localStorage).sort()).toEqual(['deviceId', 'guestSecret', 'indexInfo', 'language', 'lowBalancePopup', 'noticeCounters', 'preLoaded', 'version']);
    expect(storedDeviceId.get()).toBe(4_242_424_242);
    expect(storedLanguage.get()).toBe('th');
    expect(storedNoticeCounters.get(7)).toEqual({ dismissed: 2 });
    expect(storedLowBalancePopupDays.mayShow(7, '2026-11-22')).toBe(false);
  });

  it('reads user info that breaks the contract, or a device id that is not a positive integer, as absent', () => {
    const { uid: _uid, ...withoutUid } = userInfoFixture();
    localStorage.setItem('userInfo', JSON.stringify(withoutUid));
    localStorage.setItem('deviceId', '-3');
    expect(storedUserInfo.get()).toBeUndefined();
    expect(storedDeviceId.get()).toBeUndefined();
    localStorage.setItem('userInfo', 'not json');
    expect(storedUserInfo.get()).toBeUndefined();
    localStorage.setItem('userInfo', JSON.stringify(userInfoFixture({ uid: 5 })));
    expect(storedUserInfo.get()?.uid).toBe(5);
  });

  it('reads a lobby cache without its game categories as absent', () => {
    localStorage.setItem('indexInfo', '{"banner_list":[]}');
    expect(storedIndexInfo.get()).toBeUndefined();
  });

  it('keeps one notice counter per player', () => {
    storedNoticeCounters.set(1, { dismissed: 3, openedOn: '2026-11-22' });
    storedNoticeCounters.set('2', { dismissed: 1 });
    expect(storedNoticeCounters.get('1')).toEqual({ dismissed: 3, openedOn: '2026-11-22' });
    expect(storedNoticeCounters.get(2)).toEqual({ dismissed: 1 });
    expect(storedNoticeCounters.get(3)).toEqual({ dismissed: 0 });
  });

  it('starts a player whose counter is damaged at zero', () => {
    localStorage.setItem('noticeCounters', '{"1":{"dismissed":"many"},"2":{"dismissed":1}}');
    expect(storedNoticeCounters.get(1)).toEqual({ dismissed: 0 });
    expect(storedNoticeCounters.get(2)).toEqual({ dismissed: 1 });
    localStorage.setItem('noticeCounters', '[1,2]');
    expect(storedNoticeCounters.get(2)).toEqual({ dismissed: 0 });
  });

  it('keeps working, in memory, when local storage is blocked', () => {
    const blocked = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      expect(storedLanguage.get()).toBeUndefined();
      storedLanguage.set('vi');
      expect(storedLanguage.get()).toBe('vi');
    } finally {
      blocked.mockRestore();
    }
    storedLanguage.remove();
  });

  it('keeps working, in memory, when local storage is full', () => {
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    try {
      storedIndexInfo.set(lobbyInfoFixture({ public_save_str: 'big' }));
      expect(storedIndexInfo.get()?.public_save_str).toBe('big');
    } finally {
      full.mockRestore();
    }
    storedIndexInfo.remove();
  });
});
