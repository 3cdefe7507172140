import { VALID, invalid, type RequiredProblem, type ValidationResult } from './validation-result.ts';

/** Why {@link checkEmail} rejects a value. */
export type EmailProblem = RequiredProblem | 'email_format';

/*
 * The "valid e-mail address" of the HTML standard (what <input type="email"> accepts), except that
 * the domain needs a dot: the site mails codes to the address, and "name@localhost" cannot get them.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** The longest address SMTP carries (RFC 5321). */
const MAX_EMAIL_LENGTH = 254;

/** An e-mail address (spec 5: standard pattern): "player@example.com". */
export function checkEmail(value: string): ValidationResult<EmailProblem> {
  if (value === '') return invalid('required');
  if (value.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(value)) return invalid('email_format');
  return VALID;
}
