// Field schemas shared by the request payloads of spec 7. Payload objects are `z.object`, which
// drops unknown keys instead of refusing them: clients add "random fields" (spec 7) and the
// server must neither fail on nor store keys it does not know.
import * as z from 'zod/mini';
import { SYSTEM_TYPE } from './enums.ts';
import { decodePassword, ENCODED_PASSWORD_PREFIX } from './password-encoding.ts';

/** A record id: a whole number above 0. */
export const idField = z.int('must be a whole number').check(z.positive('must be above 0'));

/** A money amount in the wallet's integer minor units (spec 3); money never travels as a float. */
export const amountField = z.int('must be a whole number of minor units').check(z.positive('must be above 0'));

/**
 * A whole number read from a query string: GET payloads arrive as text on the server, and
 * `"12"` must validate as 12 while `"12a"` and `""` fail. Numbers pass as they are.
 */
export const queryInt = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^-?\d+$/, 'must be a whole number'))], 'must be a whole number'),
  z.pipe(
    z.transform((value: number | string) => Number(value)),
    z.int('must be a whole number'),
  ),
);

/** A record id in a query string: a whole number above 0. */
export const queryId = z.pipe(queryInt, z.number().check(z.positive('must be above 0')));

/** A captcha or verification code: exactly 6 characters (spec 5). */
export const verifyCodeField = z.string('must be text').check(z.length(6, 'must be exactly 6 characters'));

/**
 * A password as the sign-in calls carry it (spec 7: encoded, see `encodePassword`; a plain one is
 * taken as it is), decoded. Any length: the current password beside a new one (`updateAccount`).
 */
export const sentPasswordField = z.pipe(
  z.string('must be text'),
  z.transform((sent: string, context) => {
    const password = decodePassword(sent);
    if (password !== undefined) return password;
    context.issues.push({ code: 'custom', message: `must be ${ENCODED_PASSWORD_PREFIX} and the base64 of UTF-8 text`, input: sent });
    return z.NEVER;
  }),
);

/** A new password, decoded ({@link sentPasswordField}): at least 6 characters (spec 5). */
export const passwordField = z.pipe(sentPasswordField, z.string().check(z.minLength(6, 'must be at least 6 characters')));

/** E-mail address (spec 5: the standard pattern). */
export const emailField = z.email('must be an e-mail address');

/** A phone number as sent: digits, optionally after "+", area code included (spec 5). */
export const mobileField = z.string('must be text').check(z.regex(/^\+?\d{10,15}$/, 'must be 10 to 15 digits, optionally after "+"'));

/** Brazilian tax id, punctuated ddd.ddd.ddd-dd (spec 5). */
export const cpfField = z.string('must be text').check(z.regex(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/, 'must be written ddd.ddd.ddd-dd'));

/** A name without special symbols (spec 5): letters of any script, digits, space, . ' - */
export const nameField = z
  .string('must be text')
  .check(
    z.minLength(1, 'must not be empty'),
    z.maxLength(64, 'must be at most 64 characters'),
    z.regex(/^[\p{L}\p{M}\p{Nd} .'’-]+$/u, 'must not contain special symbols'),
  );

/** A non-empty text of at most `max` characters. */
export const textField = (max = 255) =>
  z.string('must be text').check(z.minLength(1, 'must not be empty'), z.maxLength(max, `must be at most ${max} characters`));

/** Yes/no fields travel as booleans, never as 0/1. */
export const flagField = z.boolean('must be true or false');

/**
 * The device fields that sign-in and money calls carry (spec 3, "Login payload device fields"),
 * plus the random fields (`nonce`, `timestamp`) the device concern adds. Numbers travel as text.
 * All optional: the server records what it gets and relies on none of them.
 */
export const deviceFieldsShape = {
  device_model: z.optional(z.string()),
  os_version: z.optional(z.string()),
  game_version: z.optional(z.string()),
  app_version: z.optional(z.string()),
  client_id: z.optional(z.string()),
  device_id: z.optional(z.string()),
  login_finger: z.optional(z.string()),
  token: z.optional(z.string()),
  system_type: z.optional(z.enum(SYSTEM_TYPE, 'must be 1 (iOS), 2 (Android) or 3 (other)')),
  nonce: z.optional(z.string()),
  timestamp: z.optional(z.number()),
};

/** The names of the device fields (and their random fields), as a payload carries them. */
export const DEVICE_FIELD_NAMES: ReadonlySet<string> = new Set(Object.keys(deviceFieldsShape));

/** The device fields of spec 3 as a type. */
export type DeviceFields = z.infer<z.ZodMiniObject<typeof deviceFieldsShape>>;

/** A payload with no fields of its own (extra keys are dropped). */
export const emptyPayload = z.object({});

/** The payload type of {@link emptyPayload}. */
export type EmptyPayload = z.infer<typeof emptyPayload>;

/**
 * A response whose fields the spec does not show: an object, passed on as the server sent it. A
 * later issue that learns the fields replaces it with a real type.
 */
export type UnspecifiedData = Record<string, unknown>;

/** `{last_id, limit, type}` of the history lists (spec 7); `last_id` 0 asks for the first page. */
export const pageQueryShape = {
  last_id: z.int('must be a whole number').check(z.nonnegative('must be 0 or more')),
  limit: z.int('must be a whole number').check(z.positive('must be above 0'), z.lte(100, 'must be at most 100')),
  type: z.optional(z.int('must be a whole number')),
};

/** A page of a history list (spec 7: "returns list, last_id"). */
export interface Page<T> {
  list: T[];
  /** Cursor for the next page; 0 when there is none. */
  last_id: number;
}

/** A plain list response. */
export interface List<T> {
  list: T[];
}
