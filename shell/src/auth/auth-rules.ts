// The pure rules of the sign-in dialogs (spec 4, 5): which login types show, how each channel is
// verified, phone checks per brand, when the bind-phone dialog is required. No React, no I/O.
import { LOGIN_TYPE, type LoginType } from '@casino/shared-kernel/api-constants';
import type { LobbyInfo, SiteSettings, UserInfo } from '@casino/shared-kernel/api-contract';
import { checkCaptcha, checkEmail, checkPassword, checkPhoneNumber, type ValidationResult } from '@casino/shared-kernel/validation';

/** The login types offered before the lobby info (and its `loginMethodArr`) has loaded. */
export const DEFAULT_LOGIN_METHODS: readonly LoginType[] = [LOGIN_TYPE.PHONE, LOGIN_TYPE.EMAIL];


const KNOWN_TYPES = new Set<number>(Object.values(LOGIN_TYPE));

/** The brand's login types (`server_cfg.loginConfig.loginMethodArr`), or the defaults until loaded. */
export function loginMethods(lobby: Pick<LobbyInfo, 'server_cfg'> | null | undefined): readonly LoginType[] {
  const list = lobby?.server_cfg?.loginConfig?.loginMethodArr;
  if (!Array.isArray(list)) return DEFAULT_LOGIN_METHODS;
  const known = list.filter((type): type is LoginType => KNOWN_TYPES.has(type));
  return known.length > 0 ? known : DEFAULT_LOGIN_METHODS;
}

/** A sign-in channel: the phone number or the e-mail address. */
export type Channel = 'phone' | 'email';

/** How a channel is verified: by password, by one-time code, or by both at once (PHONECODEPW). */
export type VerifyMode = 'password' | 'code' | 'code-password';

/**
 * The verify modes each channel offers (spec 5: "login verify mode per channel is code or password
 * by config"): the brand's config is its `loginMethodArr`. Phone: PHONE → password, PHONECODE →
 * code, PHONECODEPW → code and password; e-mail: EMAIL → password, EMAILCODE → code. A channel
 * with no mode is not offered.
 */
export function channelModes(methods: readonly LoginType[]): Record<Channel, VerifyMode[]> {
  const has = (type: LoginType) => methods.includes(type);
  const phone: VerifyMode[] = [];
  if (has(LOGIN_TYPE.PHONE)) phone.push('password');
  if (has(LOGIN_TYPE.PHONECODE)) phone.push('code');
  if (has(LOGIN_TYPE.PHONECODEPW)) phone.push('code-password');
  const email: VerifyMode[] = [];
  if (has(LOGIN_TYPE.EMAIL)) email.push('password');
  if (has(LOGIN_TYPE.EMAILCODE)) email.push('code');
  return { phone, email };
}

/** The `client_type` of a channel and verify mode. */
export function clientType(channel: Channel, mode: VerifyMode): LoginType {
  if (channel === 'email') return mode === 'password' ? LOGIN_TYPE.EMAIL : LOGIN_TYPE.EMAILCODE;
  if (mode === 'password') return LOGIN_TYPE.PHONE;
  return mode === 'code' ? LOGIN_TYPE.PHONECODE : LOGIN_TYPE.PHONECODEPW;
}

/**
 * The verify mode registration uses on a channel: the safest the brand offers. A code proves the
 * player holds the phone or address, a password lets them come back without one, so code and
 * password together beats either; then password; then code alone. Whatever the mode, the register
 * form also asks for the code sent to the phone or address (the api-server requires it).
 */
export function registerMode(modes: readonly VerifyMode[]): VerifyMode | undefined {
  return (['code-password', 'password', 'code'] as const).find((mode) => modes.includes(mode));
}

/** Whether a mode needs a password field, and a code field. */
export const needsPassword = (mode: VerifyMode) => mode !== 'code';
export const needsCode = (mode: VerifyMode) => mode !== 'password';

/** Guest login (`login_register`) is offered when the brand lists GUEST. */
export const guestEnabled = (methods: readonly LoginType[]) => methods.includes(LOGIN_TYPE.GUEST);

/** Google sign-in shows only when the brand lists Third and its google block names a client. */
export function googleEnabled(methods: readonly LoginType[], google: Pick<SiteSettings['google'], 'client_id'>): boolean {
  return methods.includes(LOGIN_TYPE.THIRD) && google.client_id.trim() !== '';
}

/**
 * The google check (spec 5: "pictures captcha and a robot-check token are added when the google
 * check is on"): on when the brand's google block has a reCAPTCHA key.
 */
export const robotCheckOn = (google: Pick<SiteSettings['google'], 'grecaptchaKey'>) => google.grecaptchaKey.trim() !== '';

/** Why a field is refused: a translation key of the shell namespace. */
export type FieldError = string;

const reasonKey = (result: ValidationResult<string>, field: string): FieldError | undefined =>
  result.ok ? undefined : result.reason === 'required' ? `auth_error_${field}_required` : `auth_error_${result.reason}`;

/**
 * Checks a phone number as typed (next to the brand's area code) by the kernel's rule for the
 * brand (spec 5), as a key of the shell's texts: the length message names the brand's rule.
 */
export function checkPhoneFor(phone: string, areaCode: string): FieldError | undefined {
  const problem = reasonKey(checkPhoneNumber(phone, areaCode), 'phone');
  if (problem !== 'auth_error_phone_length') return problem;
  const code = areaCode.replace(/[^0-9]/g, '');
  return code === '91' ? 'auth_error_phone_length_in' : code === '55' ? 'auth_error_phone_length_br' : problem;
}

export const checkEmailField = (email: string) => reasonKey(checkEmail(email.trim()), 'email');
export const checkPasswordField = (password: string) => reasonKey(checkPassword(password), 'password');
export const checkCodeField = (code: string) => reasonKey(checkCaptcha(code.trim()), 'code');

/**
 * Whether the bind-phone dialog must open after sign-in (spec 5): the brand signs in by phone
 * (password or one-time code) and the player has no phone number, or must still confirm it by
 * code (`is_need_opt`).
 */
export function bindPhoneRequired(methods: readonly LoginType[], user: Pick<UserInfo, 'mobile' | 'is_need_opt'> | null | undefined): boolean {
  if (!user) return false;
  const phoneConfigured = methods.some((type) => type === LOGIN_TYPE.PHONE || type === LOGIN_TYPE.PHONECODE || type === LOGIN_TYPE.PHONECODEPW);
  return phoneConfigured && (user.mobile.trim() === '' || user.is_need_opt);
}
