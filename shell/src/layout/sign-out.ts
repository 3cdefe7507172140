import { signOut } from '@casino/shared-kernel/state';

/**
 * Signs the player out (spec 4): tells the server (`POST /api/user/logout`, so the token dies there
 * too) and signs out here at once, without waiting for the answer; a failed call changes nothing
 * for the player. The API concern loads on this first use.
 */
export async function signOutPlayer(): Promise<void> {
  let logout: Promise<unknown> = Promise.resolve();
  try {
    const { casinoApi } = await import('@casino/shared-kernel/api');
    // The call takes the token now, before signOut clears it.
    logout = casinoApi.call('logout', undefined, { hideErrorMsg: true });
  } catch (error) {
    console.warn('[layout] the logout call could not be sent', error);
  }
  signOut();
  await logout.catch(() => undefined);
}
