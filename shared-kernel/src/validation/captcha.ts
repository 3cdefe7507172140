import { VALID, characterCount, invalid, type RequiredProblem, type ValidationResult } from './validation-result.ts';

/** Why {@link checkCaptcha} rejects a value. */
export type CaptchaProblem = RequiredProblem | 'captcha_length';

/** The length of an SMS, e-mail or picture captcha code (spec 5). */
export const CAPTCHA_LENGTH = 6;

/** A captcha code of exactly 6 characters (spec 5); which characters is the server's business. */
export function checkCaptcha(value: string): ValidationResult<CaptchaProblem> {
  if (value === '') return invalid('required');
  return characterCount(value) === CAPTCHA_LENGTH ? VALID : invalid('captcha_length');
}
