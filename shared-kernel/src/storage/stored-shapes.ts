import { userInfoSchema, type LobbyInfo, type UserInfo } from '@casino/shared-kernel/api-contract';

/**
 * Whether a stored value is user info, by the contract's schema: a copy written by an older version
 * that no longer matches reads as absent, and the player's info is fetched again.
 */
export function isUserInfo(value: unknown): value is UserInfo {
  return userInfoSchema.safeParse(value).success;
}

/**
 * Whether a stored value can be the cached lobby info. The contract has no schema for it, and the
 * cache is only a head start until `/api/index` answers, so the check is shallow: an object with
 * its game categories.
 */
export function isLobbyInfo(value: unknown): value is LobbyInfo {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Array.isArray((value as { game_type_list?: unknown }).game_type_list);
}
