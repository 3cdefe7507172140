import { createLowBalancePopupDays } from './low-balance-popup.ts';
import { createNoticeCounters } from './notice-counters.ts';
import { safeLocalStorage, safeSessionStorage } from './safe-storage.ts';
import { createStorageItem, isBoolean, isString } from './storage-item.ts';
import { STORAGE_KEYS } from './storage-keys.ts';
import { isLobbyInfo, isUserInfo } from './stored-shapes.ts';
import { createTokenStore, documentCookieJar } from './token.ts';

const isDeviceId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const isAccountId = (value: unknown): value is number | string =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value !== '');

/** The access token (local storage + cookie); see {@link createTokenStore}. */
export const storedToken = createTokenStore(safeLocalStorage, STORAGE_KEYS.token, documentCookieJar);
export const storedUserInfo = createStorageItem(safeLocalStorage, STORAGE_KEYS.userInfo, isUserInfo);
/** Use `deviceId()` from `@casino/shared-kernel/device`, which creates the id on first use. */
export const storedDeviceId = createStorageItem(safeLocalStorage, STORAGE_KEYS.deviceId, isDeviceId);
/** Any string: the state concern decides which languages are valid. */
export const storedLanguage = createStorageItem(safeLocalStorage, STORAGE_KEYS.language, isString);
export const storedWithdrawAccountId = createStorageItem(safeLocalStorage, STORAGE_KEYS.withdrawAccountId, isAccountId);
export const storedNoticeCounters = createNoticeCounters(safeLocalStorage, STORAGE_KEYS.noticeCounters);
export const storedLowBalancePopupDays = createLowBalancePopupDays(safeLocalStorage, STORAGE_KEYS.lowBalancePopup);
export const storedVersion = createStorageItem(safeLocalStorage, STORAGE_KEYS.version, isString);
export const storedPreLoaded = createStorageItem(safeLocalStorage, STORAGE_KEYS.preLoaded, isBoolean);
export const storedIndexInfo = createStorageItem(safeLocalStorage, STORAGE_KEYS.indexInfo, isLobbyInfo);
export const storedGameToken = createStorageItem(safeLocalStorage, STORAGE_KEYS.gameToken, isString);
export const storedRandomUserId = createStorageItem(safeLocalStorage, STORAGE_KEYS.randomUserId, isString);
export const storedGuestSecret = createStorageItem(safeLocalStorage, STORAGE_KEYS.guestSecret, isString);
export const storedGamePath = createStorageItem(safeSessionStorage, STORAGE_KEYS.gamePath, isString);

/**
 * What sign-out removes: the credentials and everything about the player who was signed in.
 * Kept: the device id and language (the browser's, not the player's), the notice counters and the
 * low-balance popup's days (per uid, so a returning player's dismissals survive), the version, `preLoaded` and the lobby cache.
 */
export const SIGNED_IN_KEYS = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.userInfo,
  STORAGE_KEYS.withdrawAccountId,
  STORAGE_KEYS.gameToken,
  STORAGE_KEYS.randomUserId,
  STORAGE_KEYS.gamePath,
] as const;

const signedInItems = [storedToken, storedUserInfo, storedWithdrawAccountId, storedGameToken, storedRandomUserId, storedGamePath];

/** Removes every key of {@link SIGNED_IN_KEYS} (the token cookie too). */
export function clearSignedInKeys(): void {
  for (const item of signedInItems) item.remove();
}
