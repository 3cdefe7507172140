// The profile calls of spec 7; each answers the player's new user info, which the store takes.
import { casinoApi } from '@casino/shared-kernel/api';
import type { UserInfo } from '@casino/shared-kernel/api-contract';
import { kernelStore, userInfoAtom } from '@casino/shared-kernel/state';

const quiet = { hideErrorMsg: true } as const;

/** Puts the answer in the store when it is user info; else merges what was changed. */
function keep(answer: unknown, change: Partial<UserInfo>): void {
  const current = kernelStore.get(userInfoAtom);
  const user = answer as Partial<UserInfo> | null;
  if (user && typeof user.uid === 'number' && typeof user.nick_name === 'string') kernelStore.set(userInfoAtom, user as UserInfo);
  else if (current) kernelStore.set(userInfoAtom, { ...current, ...change });
}

/** POST /api/user/updateName {nick_name}. */
export async function updateNickName(nickName: string): Promise<void> {
  keep(await casinoApi.post('updateName', { nick_name: nickName }, quiet), { nick_name: nickName });
}

/** PUT /api/user/updateAvatar {avatar_id}. */
export async function updateAvatar(avatarId: number): Promise<void> {
  keep(await casinoApi.put('updateAvatar', { avatar_id: avatarId }, quiet), { avatar_id: avatarId });
}

/** GET /api/user/profile: the player's user info, fresh. */
export async function loadProfile(): Promise<UserInfo> {
  const user = await casinoApi.get('userProfile', undefined, quiet);
  kernelStore.set(userInfoAtom, user);
  return user;
}
