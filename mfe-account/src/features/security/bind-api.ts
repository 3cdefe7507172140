// Binding calls of spec 7, judged by `msg === 'ok'` (spec 5); the answer's user info goes to the store.
import { casinoApi } from '@casino/shared-kernel/api';
import type { UserInfo } from '@casino/shared-kernel/api-contract';
import { BIND_OK_MSG, encodePassword } from '@casino/shared-kernel/api-constants';
import { kernelStore, userInfoAtom } from '@casino/shared-kernel/state';

const quiet = { hideErrorMsg: true } as const;

/** Keeps the answer's user info, else what was bound merged into the stored one. */
function keep(data: unknown, change: Partial<UserInfo>): void {
  const user = data as Partial<UserInfo> | null;
  const current = kernelStore.get(userInfoAtom);
  if (user && typeof user.uid === 'number' && typeof user.nick_name === 'string') kernelStore.set(userInfoAtom, user as UserInfo);
  else if (current) kernelStore.set(userInfoAtom, { ...current, ...change });
}

/** POST /api/user/bindMobile; true when it bound. */
export async function bindMobile(mobile: string, verifyCode: string): Promise<boolean> {
  const envelope = await casinoApi.callEnvelope('bindMobile', { mobile, verify_code: verifyCode }, quiet);
  if (envelope.msg !== BIND_OK_MSG) return false;
  keep(envelope.data, { mobile, is_need_opt: false });
  return true;
}

/** POST /api/user/bindEmail; true when it bound. */
export async function bindEmail(email: string, verifyCode: string): Promise<boolean> {
  const envelope = await casinoApi.callEnvelope('bindEmail', { email, verify_code: verifyCode }, quiet);
  if (envelope.msg !== BIND_OK_MSG) return false;
  keep(envelope.data, { email });
  return true;
}

/** POST /api/user/updateAccount: the new password, with the current one when the account has one. */
export async function updatePassword(password: string, oldPassword: string): Promise<void> {
  // Spec 7: passwords go encoded; the server decodes them.
  const sent = encodePassword(password);
  await casinoApi.post('updateAccount', oldPassword === '' ? { password: sent } : { password: sent, old_password: encodePassword(oldPassword) }, quiet);
}
