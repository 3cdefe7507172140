// The mail inbox of spec 7 and its entity of spec 3.
import * as z from 'zod/mini';
import { flagField, idField } from './fields.ts';

/** One award of a mail: `award_type` 1 coins, 2 cash, anything else bonus (`MAIL_AWARD_TYPE`). */
export const mailAwardSchema = z.object({ award_type: z.int(), amount: z.number() });
/** {@link mailAwardSchema} as a type. */
export type MailAward = z.infer<typeof mailAwardSchema>;

/** A mail's `status` (not shown in the spec): unread, read, or its awards claimed. */
export const MAIL_STATUS = { UNREAD: 0, READ: 1, CLAIMED: 2 } as const;

/** A mail (spec 3). `title` and `content` are JSON text mapping language to text (see {@link mailText}). */
export const mailSchema = z.object({
  id: idField,
  title: z.string(),
  content: z.string(),
  is_attach: flagField,
  award_package: z.array(mailAwardSchema),
  status: z.int(),
  /** Unix seconds. */
  create_time: z.int(),
});
/** {@link mailSchema} as a type. */
export type Mail = z.infer<typeof mailSchema>;

/** POST /api/mail/list. */
export const mailListSchema = z.object({
  list: z.array(mailSchema),
  unread_num: z.int().check(z.nonnegative()),
});
/** {@link mailListSchema} as a type. */
export type MailList = z.infer<typeof mailListSchema>;

/** The unread badge shows at most this number (spec 9). */
export const MAIL_BADGE_CAP = 9;

/** What a claim returns: the awards credited, for the reward animation. */
export interface MailClaimResult {
  award_package: MailAward[];
}

/** POST /api/mail/read. */
export const mailReadPayloadSchema = z.object({ id: idField });
/** {@link mailReadPayloadSchema} as a type. */
export type MailReadPayload = z.infer<typeof mailReadPayloadSchema>;

/** POST /api/mail/claimAward and /api/mail/deleteOneMail. */
export const mailIdPayloadSchema = z.object({ mail_id: idField });
/** {@link mailIdPayloadSchema} as a type. */
export type MailIdPayload = z.infer<typeof mailIdPayloadSchema>;

/**
 * The text of a mail's `title` or `content` for a language: the JSON's entry for `language`, else
 * for `fallback`, else its first entry. Text that is not such JSON is shown as it is, so a mail
 * written in one language still reads.
 */
export function mailText(json: string, language: string, fallback = 'en'): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return json;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return json;
  const texts = parsed as Record<string, unknown>;
  const pick = [texts[language], texts[fallback], ...Object.values(texts)].find((text) => typeof text === 'string');
  return typeof pick === 'string' ? pick : json;
}
