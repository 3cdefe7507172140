// Typed Web Storage for the keys of spec 3. Every read and write survives disabled storage, a full
// quota and corrupt values: the site degrades to "forgets on reload", never to a crash.
export { STORAGE_KEYS, type StorageKey } from './storage-keys.ts';
export { createSafeStorage, safeLocalStorage, safeSessionStorage, type KeyValueStorage } from './safe-storage.ts';
export { createStorageItem, type StorageItem, type StoredValueGuard } from './storage-item.ts';
export {
  createTokenStore,
  documentCookieJar,
  tokenCookieMaxAge,
  TOKEN_COOKIE_DEFAULT_MAX_AGE_SECONDS,
  type CookieJar,
  type TokenStore,
} from './token.ts';
export { createNoticeCounters, type NoticeCounter, type NoticeCounters } from './notice-counters.ts';
export { createLowBalancePopupDays, type LowBalancePopupDays } from './low-balance-popup.ts';
export { isLobbyInfo, isUserInfo } from './stored-shapes.ts';
export {
  clearSignedInKeys,
  SIGNED_IN_KEYS,
  storedDeviceId,
  storedGamePath,
  storedGameToken,
  storedGuestSecret,
  storedIndexInfo,
  storedLowBalancePopupDays,
  storedLanguage,
  storedNoticeCounters,
  storedPreLoaded,
  storedRandomUserId,
  storedToken,
  storedUserInfo,
  storedVersion,
  storedWithdrawAccountId,
} from './stored-items.ts';
