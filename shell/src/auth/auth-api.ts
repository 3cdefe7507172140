// The calls of the sign-in dialogs (spec 4, 7) and what follows a sign-in: the kernel's signIn, the
// withdraw notice tips, the user info of a guest, the bind-phone dialog when spec 5 requires it.
import { encodePassword, LOGIN_TYPE } from '@casino/shared-kernel/api-constants';
import type { LoginPayload, LoginResponse, LoginType, RegisterPayload, ResetPasswordPayload } from '@casino/shared-kernel/api-contract';
import { casinoApi, isApiError } from '@casino/shared-kernel/api';
import { deviceFields, loginFingerprint, systemType } from '@casino/shared-kernel/device';
import { translate } from '@casino/shared-kernel/i18n';
import { kernelStore, offerDialog, signIn, toast, userInfoAtom, type SignInResponse } from '@casino/shared-kernel/state';
import { readChannelId, readInvitationCode } from '@casino/shared-kernel/query';
import { storedGuestSecret } from '@casino/shared-kernel/storage';
import { bindPhoneRequired } from './auth-rules.ts';

/** What a form adds when the google check is on (spec 5): the picture captcha and the robot-check token. */
export interface RobotCheck {
  captcha_key?: string;
  captcha?: string;
  grecaptcha_token?: string;
}

/** The credentials a login or register form collects. */
export interface Credentials extends RobotCheck {
  client_type: LoginType;
  mobile?: string;
  email?: string;
  password?: string;
  verify_code?: string;
}

/** Where the page was opened from: read from the URL (search part, then the hash's query). */
const here = () => (typeof location === 'undefined' ? new URLSearchParams() : location);

/** The link's channel id (`channel_id`/`cid`, spec 5) and invitation code (`invitationCode`/`iCode`). */
export function linkFacts(): { channel_id: number; invitation_code?: string } {
  const invitation = readInvitationCode(here());
  return { channel_id: readChannelId(here()), ...(invitation ? { invitation_code: invitation } : {}) };
}

/** Drops empty optional fields: the contract refuses an empty `verify_code` or `password`. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined && field !== '')) as T;
}

/** Spec 7: a password goes encoded (`encodePassword`); the server decodes it. */
function withEncodedPassword<T extends { password?: string | undefined }>(value: T): T {
  return value.password ? { ...value, password: encodePassword(value.password) } : value;
}

/** The server's answer, translated, for showing inline; '' for failures the client already handled silently. */
export function failureText(error: unknown): string {
  if (!isApiError(error)) return translate('unknown_error');
  if (error.kind === 'aborted' || error.kind === 'ignored' || error.kind === 'token-invalid') return '';
  return translate(error.msg || 'unknown_error');
}

/** POST /api/user/getPicCaptcha: a picture to type the 6 characters of. */
export function picCaptcha() {
  return casinoApi.post('picCaptcha', {}, { hideErrorMsg: true });
}

/** POST /api/user/login, then everything a sign-in does. */
export async function login(credentials: Credentials, loginMethods: readonly LoginType[]): Promise<void> {
  const payload: LoginPayload & RobotCheck = compact({ ...withEncodedPassword(credentials), login_finger: loginFingerprint(), system_type: systemType() });
  const response = await casinoApi.post('login', payload, { hideErrorMsg: true });
  await completeSignIn(response, loginMethods);
}

/** POST /api/user/register with the device fields, fingerprint, channel and invitation code, then sign-in. */
export async function register(credentials: Credentials, loginMethods: readonly LoginType[]): Promise<void> {
  const device = deviceFields();
  const payload: RegisterPayload & RobotCheck = compact({
    ...device,
    ...withEncodedPassword(credentials),
    ...linkFacts(),
    regist_finger: device.login_finger,
    login_finger: device.login_finger,
  });
  const response = await casinoApi.post('register', payload, { hideErrorMsg: true });
  await completeSignIn(response, loginMethods);
}

/** POST /api/user/login_register: this device's guest account (`client_type` 0). */
export async function guestLogin(loginMethods: readonly LoginType[]): Promise<void> {
  const device = deviceFields();
  const { channel_id, invitation_code } = linkFacts();
  // The device id is no secret (every request carries it): the secret the server gave this
  // device at its first guest sign-in is what reopens its guest account.
  const guest_secret = storedGuestSecret.get() ?? undefined;
  const response = await casinoApi.post(
    'loginRegister',
    compact({ ...device, client_type: LOGIN_TYPE.GUEST, channel_id, invitation_code, device_id: device.device_id, system_type: device.system_type, guest_secret }),
    { hideErrorMsg: true },
  );
  storedGuestSecret.set(response.guest_secret);
  await completeSignIn(response, loginMethods);
}

/** Google's ID token as a third-party sign-in (`client_type` 5, the token as `verify_code`). */
export async function googleSignIn(idToken: string, loginMethods: readonly LoginType[]): Promise<void> {
  // Register signs in an existing account too, and carries the link's channel for a new one.
  await register({ client_type: LOGIN_TYPE.THIRD, verify_code: idToken }, loginMethods);
}

/**
 * After a login or registration (spec 4): the kernel's `signIn` (token, user info, closes the
 * sign-in dialogs, refresh events); a token-only answer (guest) fetches the user info; then the
 * withdraw notice tips, then the bind-phone dialog if spec 5 requires it.
 */
export async function completeSignIn(
  response: SignInResponse & Partial<Pick<LoginResponse, 'withdraw_notice'>>,
  loginMethods: readonly LoginType[],
): Promise<void> {
  signIn(response);
  const notice = response.withdraw_notice;
  if (notice?.has_notice) {
    toast(notice.is_succ ? 'success' : 'error', translate(notice.is_succ ? 'tips_withdraw_success' : 'tips_withdraw_fail'));
  }
  let user = response.userInfo ?? null;
  if (!user) {
    try {
      user = await casinoApi.post('userInfo');
      kernelStore.set(userInfoAtom, user);
    } catch {
      // The client showed why; the player is signed in all the same.
      return;
    }
  }
  // The account remote's phone binding: the one the user centre opens too.
  // Offered: after a sign-up the announcement and this would otherwise open together.
  if (bindPhoneRequired(loginMethods, user)) offerDialog('account.bind-phone');
}

/**
 * Forgot password: a new password for the account of a phone number or e-mail address, proved by
 * the one-time code sent to it. `client_type` names the channel (2 phone code, 3 e-mail code), as
 * the code login does.
 */
export async function resetPassword(payload: ResetPasswordPayload): Promise<void> {
  await casinoApi.post('resetPassword', withEncodedPassword(payload), { hideErrorMsg: true });
}
