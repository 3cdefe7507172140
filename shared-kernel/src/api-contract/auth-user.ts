// Auth and user calls of spec 7 and the user entities of spec 3 (user info, login response, VIP).
import * as z from 'zod/mini';
import { LOGIN_TYPE, SYSTEM_TYPE, type LoginType } from './enums.ts';
import { deviceFieldsShape, emailField, flagField, idField, mobileField, nameField, passwordField, sentPasswordField, textField, verifyCodeField } from './fields.ts';
import { POKER_GAME_ID } from './games.ts';

/** A player's user info (spec 3). Balances are integer minor units. */
export const userInfoSchema = z.object({
  id: idField,
  uid: idField,
  name: z.string(),
  nick_name: z.string(),
  /** Bonus balance. */
  coin: z.number(),
  /** Cash balance. */
  money: z.number(),
  gold: z.number(),
  vip_level: z.int(),
  /** The uid of the player's top agent, 0 for none. */
  top_agent: z.int(),
  top_agent_level: z.int(),
  channel_id: z.int(),
  pay_count: z.int(),
  pay_total: z.number(),
  gold_amount: z.number(),
  /** Date of the first deposit; '' until there is one (the first-recharge offer runs meanwhile). */
  first_pay_date: z.string(),
  /** Account creation, Unix seconds (the first-recharge 6-hour cycle counts from it). */
  create_time: z.int(),
  mobile: z.string(),
  /**
   * Not in spec 3, which shows no field for them although the player binds an e-mail and picks an
   * avatar: the bound address ('' for none) and the avatar picker's id. Optional, so user info
   * stored before they existed still reads.
   */
  email: z.optional(z.string()),
  avatar_id: z.optional(z.int()),
  /** Whether the player must still confirm the phone by one-time code. */
  is_need_opt: flagField,
  parent_invitation_code: z.string(),
  second_parent: z.int(),
  third_parent: z.int(),
  ip: z.string(),
  regist_device_code: z.string(),
  regist_finger: z.string(),
  login_ip: z.string(),
  login_device_code: z.string(),
  login_finger: z.string(),
  state: z.int(),
  classify: z.int(),
  fcm_token: z.string(),
});
/** {@link userInfoSchema} as a type. */
export type UserInfo = z.infer<typeof userInfoSchema>;

/** `accessExpire`: when the token expires, Unix seconds. */
const accessExpireField = z.int('must be Unix seconds');

/** The result of a sign-in or registration (spec 3, "Login response"). */
export const loginResponseSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  accessExpire: accessExpireField,
  userInfo: userInfoSchema,
  /** The federated provider's profile, null for other sign-ins. */
  oauth_user_info: z.nullable(z.record(z.string(), z.unknown())),
  /** A withdrawal settled since the last visit: show tips_withdraw_success or tips_withdraw_fail. */
  withdraw_notice: z.object({ has_notice: flagField, is_succ: flagField }),
});
/** {@link loginResponseSchema} as a type. */
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The result of a token login or a guest `login_register`. */
export const tokenLoginResponseSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  accessExpire: accessExpireField,
});
/** {@link tokenLoginResponseSchema} as a type. */
export type TokenLoginResponse = z.infer<typeof tokenLoginResponseSchema>;

/** The result of `/api/user/tokenVerify`. */
export const tokenVerifyResponseSchema = z.object({ accessExpire: accessExpireField });
/** {@link tokenVerifyResponseSchema} as a type. */
export type TokenVerifyResponse = z.infer<typeof tokenVerifyResponseSchema>;

const systemTypeField = z.enum(SYSTEM_TYPE, 'must be 1 (iOS), 2 (Android) or 3 (other)');

/** POST /api/user/tokenLogin and /api/user/tokenVerify (the latter with the stored game token). */
export const tokenLoginPayloadSchema = z.object({
  ...deviceFieldsShape,
  token: textField(4096),
  system_type: systemTypeField,
});
/** {@link tokenLoginPayloadSchema} as a type. */
export type TokenLoginPayload = z.infer<typeof tokenLoginPayloadSchema>;

/** POST /api/user/login_register: a guest account for this device (`client_type` 0). */
export const loginRegisterPayloadSchema = z.object({
  ...deviceFieldsShape,
  client_type: z.literal(LOGIN_TYPE.GUEST, 'must be 0 (guest)'),
  invitation_code: z.optional(z.string()),
  channel_id: idField,
  device_id: textField(),
  system_type: systemTypeField,
  /** Not in spec 7: the secret an earlier guest sign-in of this device answered (issue 21). */
  guest_secret: z.optional(textField(128)),
});
/** {@link loginRegisterPayloadSchema} as a type. */
export type LoginRegisterPayload = z.infer<typeof loginRegisterPayloadSchema>;

/**
 * The result of `/api/user/login_register`: the token, and the secret that alone reopens this
 * device's guest account (kept on the device, sent back as `guest_secret`; the device id is no secret).
 */
export const guestLoginResponseSchema = z.object({ ...tokenLoginResponseSchema.shape, guest_secret: z.string().check(z.minLength(1)) });
/** {@link guestLoginResponseSchema} as a type. */
export type GuestLoginResponse = z.infer<typeof guestLoginResponseSchema>;

/** What each sign-in type needs besides `client_type` (spec 4's login types). */
const CREDENTIALS: Record<LoginType, { mobile?: true; email?: true; password?: true; code?: 'six' | 'any' }> = {
  [LOGIN_TYPE.GUEST]: {},
  [LOGIN_TYPE.PHONE]: { mobile: true, password: true },
  [LOGIN_TYPE.PHONECODE]: { mobile: true, code: 'six' },
  [LOGIN_TYPE.EMAILCODE]: { email: true, code: 'six' },
  [LOGIN_TYPE.EMAIL]: { email: true, password: true },
  // The federated provider's code is not ours to measure.
  [LOGIN_TYPE.THIRD]: { code: 'any' },
  [LOGIN_TYPE.PHONECODEPW]: { mobile: true, code: 'six', password: true },
};

interface Credentials {
  client_type: LoginType;
  mobile?: string | undefined;
  email?: string | undefined;
  password?: string | undefined;
  verify_code?: string | undefined;
}

/** Adds an issue for each credential the sign-in type needs but the payload lacks or gets wrong. */
function checkCredentials<T extends Credentials>() {
  return z.superRefine<T>((value, ctx) => {
    const needs = CREDENTIALS[value.client_type];
    const missing = (field: keyof Credentials) =>
      ctx.addIssue({ code: 'custom', path: [field], message: `is required for client_type ${value.client_type}`, input: undefined });
    if (needs.mobile && !value.mobile) missing('mobile');
    if (needs.email && !value.email) missing('email');
    if (needs.password && !value.password) missing('password');
    if (needs.code && !value.verify_code) missing('verify_code');
    else if (needs.code === 'six' && value.verify_code !== undefined && value.verify_code.length !== 6) {
      ctx.addIssue({ code: 'custom', path: ['verify_code'], message: 'must be exactly 6 characters', input: value.verify_code });
    }
  });
}

const loginTypeField = z.enum(LOGIN_TYPE, 'must be a login type (0, 1, 2, 3, 4, 5 or 10)');

/**
 * POST /api/user/login. Which credentials are required depends on `client_type`: phone types need
 * `mobile`, e-mail types `email`, password types `password`, code types a 6-character
 * `verify_code`; third-party sign-in sends the provider's code as `verify_code`.
 */
export const loginPayloadSchema = z
  .object({
    client_type: loginTypeField,
    mobile: z.optional(mobileField),
    username: z.optional(z.string()),
    password: z.optional(passwordField),
    email: z.optional(emailField),
    verify_code: z.optional(textField(4096)),
    turntable_key: z.optional(z.string()),
    login_finger: z.optional(z.string()),
    system_type: systemTypeField,
  })
  .check(checkCredentials());
/** {@link loginPayloadSchema} as a type. */
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** POST /api/user/register; credentials by `client_type` as for {@link loginPayloadSchema}. */
export const registerPayloadSchema = z
  .object({
    ...deviceFieldsShape,
    client_type: loginTypeField,
    mobile: z.optional(mobileField),
    email: z.optional(emailField),
    username: z.optional(z.string()),
    password: z.optional(passwordField),
    verify_code: z.optional(textField(4096)),
    invitation_code: z.optional(z.string()),
    turntable_key: z.optional(z.string()),
    channel_id: idField,
    regist_finger: z.optional(z.string()),
    login_finger: z.optional(z.string()),
  })
  .check(checkCredentials());
/** {@link registerPayloadSchema} as a type. */
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

/**
 * POST /api/user/resetPassword (not in spec 7: the forgot-password dialog needs it): a new password
 * for the account of a phone number (`client_type` 2) or an e-mail address (3), proved by the
 * one-time code `sendCode` sent there. Every token of the account dies with the old password.
 */
export const resetPasswordPayloadSchema = z
  .object({
    client_type: z.literal([LOGIN_TYPE.PHONECODE, LOGIN_TYPE.EMAILCODE], 'must be 2 (phone code) or 3 (e-mail code)'),
    mobile: z.optional(mobileField),
    email: z.optional(emailField),
    verify_code: verifyCodeField,
    password: passwordField,
  })
  .check(checkCredentials());
/** {@link resetPasswordPayloadSchema} as a type. */
export type ResetPasswordPayload = z.infer<typeof resetPasswordPayloadSchema>;

/** POST /api/user/sendCode: a phone number or an e-mail address to send a code to. */
export const sendCodePayloadSchema = z.object({
  mobile_or_email: z.union([mobileField, emailField], 'must be a phone number or an e-mail address'),
});
/** {@link sendCodePayloadSchema} as a type. */
export type SendCodePayload = z.infer<typeof sendCodePayloadSchema>;

/** POST /api/user/bindEmail: the address and the 6-character code sent to it. */
export const bindEmailPayloadSchema = z.object({ email: emailField, verify_code: verifyCodeField });
/** {@link bindEmailPayloadSchema} as a type. */
export type BindEmailPayload = z.infer<typeof bindEmailPayloadSchema>;

/** POST /api/user/bindMobile: the number and the 6-character code sent to it. */
export const bindMobilePayloadSchema = z.object({ mobile: mobileField, verify_code: verifyCodeField });
/** {@link bindMobilePayloadSchema} as a type. */
export type BindMobilePayload = z.infer<typeof bindMobilePayloadSchema>;

/**
 * POST /api/user/updateAccount changes the password (the spec shows no payload): `password` is
 * the new one, `old_password` the current one, which the server requires unless the account has
 * none yet (a guest setting one).
 */
export const updateAccountPayloadSchema = z.object({
  password: passwordField,
  old_password: z.optional(sentPasswordField),
});
/** {@link updateAccountPayloadSchema} as a type. */
export type UpdateAccountPayload = z.infer<typeof updateAccountPayloadSchema>;

/** POST /api/user/updateName: a nickname without special symbols, at most 32 characters. */
export const updateNamePayloadSchema = z.object({
  nick_name: nameField.check(z.maxLength(32, 'must be at most 32 characters')),
});
/** {@link updateNamePayloadSchema} as a type. */
export type UpdateNamePayload = z.infer<typeof updateNamePayloadSchema>;

/** PUT /api/user/updateAvatar: one of the avatar picker's pictures. */
export const updateAvatarPayloadSchema = z.object({
  avatar_id: z.int('must be a whole number').check(z.nonnegative('must be 0 or more')),
});
/** {@link updateAvatarPayloadSchema} as a type. */
export type UpdateAvatarPayload = z.infer<typeof updateAvatarPayloadSchema>;

/** POST /api/user/checkFrozen (result not shown in the spec). */
export interface CheckFrozenResult {
  is_frozen: boolean;
}

/** VIP levels and the player's progress (spec 3, "VIP info"). */
export interface VipInfo {
  vip_list: { vip_level: number; minimum_amount: number; cashback_rate: number }[];
  user_info: {
    uid: number;
    name: string;
    vip_level: number;
    pay_total: number;
    bet_total: number;
    vip_upgrade_required_deposits: number;
    vip_upgrade_required_betting: number;
  };
}

/** POST /api/user/vip/gameStat: the poker stats of one game code. */
export const vipGameStatPayloadSchema = z.object({
  gameCode: z.enum(POKER_GAME_ID, 'must be a poker game id (10001, 10002 or 10003)'),
});
/** {@link vipGameStatPayloadSchema} as a type. */
export type VipGameStatPayload = z.infer<typeof vipGameStatPayloadSchema>;

/** POST /api/push/fcm: the push token of this browser for the player. */
export const pushFcmPayloadSchema = z.object({ token: textField(4096), uid: idField });
/** {@link pushFcmPayloadSchema} as a type. */
export type PushFcmPayload = z.infer<typeof pushFcmPayloadSchema>;
