import { casinoApi } from '@casino/shared-kernel/api';
import { signOut } from '@casino/shared-kernel/state';

/**
 * Sign out (spec 4): the server is told (`POST /api/user/logout`, the token dies there too) and the
 * player is signed out here at once, whatever it answers.
 */
export async function signOutPlayer(): Promise<void> {
  // The call takes the token now, before signOut clears it.
  const logout = casinoApi.call('logout', undefined, { hideErrorMsg: true });
  signOut();
  await logout.catch(() => undefined);
}
