import type { LobbyInfo, UserInfo } from '@casino/shared-kernel/api-contract';

/** The fields the site reads from stored user info before `/api/user/userinfo` answers again. */
const USER_INFO_NUMBERS = ['id', 'uid', 'coin', 'money', 'gold', 'vip_level', 'pay_count'] as const;
const USER_INFO_TEXTS = ['name', 'nick_name', 'first_pay_date'] as const;

/**
 * Whether a stored value can be user info: the fields the first screen reads have their types, so a
 * copy written by an older version that no longer matches reads as absent and is fetched again.
 * A shape check, not the contract's zod schema: that lives in the full contract module, which the
 * first visit must not download just to read a cache (the server's answers are checked there).
 */
export function isUserInfo(value: unknown): value is UserInfo {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return (
    USER_INFO_NUMBERS.every((key) => typeof record[key] === 'number' && Number.isFinite(record[key])) &&
    USER_INFO_TEXTS.every((key) => typeof record[key] === 'string')
  );
}

/**
 * Whether a stored value can be the cached lobby info. The contract has no schema for it, and the
 * cache is only a head start until `/api/index` answers, so the check is shallow: an object with
 * its game categories.
 */
export function isLobbyInfo(value: unknown): value is LobbyInfo {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Array.isArray((value as { game_type_list?: unknown }).game_type_list);
}
