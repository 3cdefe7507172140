import type { LoginResponse, UserInfo } from '@casino/shared-kernel/api-contract';
import { casinoBus } from '@casino/shared-kernel/events';
import { clearSignedInKeys, storedToken, storedUserInfo } from '@casino/shared-kernel/storage';
import { closeDialog, openDialog, openDialogsAtom, withdrawAllOffers, type DialogName } from './dialogs.ts';
import { kernelStore } from './kernel-store.ts';
import { redDotsAtom } from './red-dots-atom.ts';
import { isSignedInAtom, sessionStateAtom, SIGNED_OUT } from './session.ts';
import { toast } from './toasts.ts';
import { walletAtom } from './wallet-atom.ts';

/** The shell's sign-in dialogs (spec 2): login, register, the auth modal and forgot password. */
export const AUTH_DIALOGS = ['shell.login', 'shell.register', 'shell.auth', 'shell.forgot-password'] as const satisfies readonly DialogName[];

/**
 * What `signIn` needs of a login, register or token-login answer (spec 3, "Login response"): a
 * `LoginResponse` or a `TokenLoginResponse` will do.
 */
export interface SignInResponse {
  accessToken: LoginResponse['accessToken'];
  /** When the token expires: Unix seconds (see `tokenCookieMaxAge`); none = 2 days. */
  accessExpire?: LoginResponse['accessExpire'] | null;
  /** Absent on token logins, which return only the token: the user info is then fetched. */
  userInfo?: UserInfo | null;
}

/**
 * Signs the player in after a login, registration or token login (spec 4): stores the token (its
 * cookie lives until `accessExpire`) and the user info, forgets any earlier wallet and red dots,
 * closes the sign-in dialogs, announces `auth:changed`, and asks for the player's wallet, mail, red
 * dots, reward center and blind box.
 *
 * @throws TypeError when the answer has no token: signing in with '' would mean signed out.
 */
export function signIn(response: SignInResponse): void {
  const token = response.accessToken;
  if (typeof token !== 'string' || token === '') throw new TypeError('signIn: the login answer has no accessToken');
  const userInfo = response.userInfo ?? null;
  storedToken.set(token, response.accessExpire);
  if (userInfo) storedUserInfo.set(userInfo);
  else storedUserInfo.remove();
  kernelStore.set(sessionStateAtom, { token, userInfo });
  // Balances and red dots of whoever was signed in before are not this player's; they are refetched.
  kernelStore.set(walletAtom, null);
  kernelStore.set(redDotsAtom, null);
  for (const name of AUTH_DIALOGS) closeDialog(name);
  casinoBus.emit('auth:changed', { token, signedIn: true, reason: 'signed-in' });
  const reason = 'sign-in';
  casinoBus.emit('wallet:changed', { reason });
  casinoBus.emit('mail:changed', { reason });
  casinoBus.emit('red-dots:changed', { reason });
  casinoBus.emit('reward-center:refresh-requested', { reason });
  casinoBus.emit('blind-box:refresh-requested', { reason });
}

export interface SignOutOptions {
  /**
   * The server refused the token (code 1013, or 500 "Authorization token error"): the login dialog
   * opens so the player can sign in again (spec 4, 8).
   */
  forced?: boolean;
  /**
   * Translate it first. Forced: the USER_FORBIDDEN warning (spec 4), shown in the login dialog;
   * otherwise an info toast.
   */
  message?: string;
  /** Forced: the server's own message (spec 8), shown in the login dialog after `message`. */
  reason?: string;
}

/**
 * Signs the player out (spec 4): clears the token, user info and the other signed-in keys, forgets
 * the player's wallet and red dots, closes every dialog (they show the old player's data), announces
 * `auth:changed` if someone was signed in, and returns to `/`.
 *
 * Returning home sets `location.hash` to `#/`: the shell's router is a hash router and follows it,
 * and this works the same from the shell, a remote or the API layer with nothing else to wire.
 */
export function signOut({ forced = false, message, reason }: SignOutOptions = {}): void {
  const wasSignedIn = kernelStore.get(isSignedInAtom);
  clearSignedInKeys();
  kernelStore.set(sessionStateAtom, SIGNED_OUT);
  kernelStore.set(walletAtom, null);
  kernelStore.set(redDotsAtom, null);
  withdrawAllOffers();
  for (const { name } of kernelStore.get(openDialogsAtom)) closeDialog(name);
  if (wasSignedIn) casinoBus.emit('auth:changed', { token: '', signedIn: false, reason: forced ? 'forced-sign-out' : 'signed-out' });
  // Forced: the why goes into the login dialog the player is looking at, once; as toasts as well
  // it showed three times (two toasts on top of the dialog, and the dialog's own notice).
  const notice = [message, reason].filter((text) => text !== undefined && text.trim() !== '').join(' ');
  if (forced) openDialog('shell.login', notice === '' ? {} : { message: notice });
  else if (message) toast('info', message);
  if (typeof location !== 'undefined' && location.hash !== '#/') location.hash = '#/';
}

/**
 * For actions that need a signed-in player (spec 4, 6): true when signed in; for a visitor, opens
 * the register dialog, announces `auth:required` and returns false.
 *
 * @example if (!requireLogin()) return; openDialog('account.mail');
 */
export function requireLogin(): boolean {
  if (kernelStore.get(isSignedInAtom)) return true;
  openDialog('shell.register');
  casinoBus.emit('auth:required', { dialog: 'register' });
  return false;
}
