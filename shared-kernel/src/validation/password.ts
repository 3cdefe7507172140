import { VALID, characterCount, invalid, type RequiredProblem, type ValidationResult } from './validation-result.ts';

/** Why {@link checkPassword} rejects a value. */
export type PasswordProblem = RequiredProblem | 'password_length';

/** The shortest password accepted, and the shortest that scores any strength (spec 5). */
export const MIN_PASSWORD_LENGTH = 6;

/** A password of at least 6 characters (spec 5); any characters count. */
export function checkPassword(value: string): ValidationResult<PasswordProblem> {
  if (value === '') return invalid('required');
  return characterCount(value) >= MIN_PASSWORD_LENGTH ? VALID : invalid('password_length');
}

/** Password strength: one point per kind of character present, 0 (none, or too short) to 4. */
export type PasswordStrength = 0 | 1 | 2 | 3 | 4;

/** The kinds of character that score (spec 5); other symbols such as "!" score nothing. */
const SCORING_KINDS = [/[0-9]/, /[a-z]/, /[A-Z]/, /[._-]/] as const;

/**
 * Strength of a password for a meter: a point each for a digit, a lower-case letter, an upper-case
 * letter and one of the symbols . - _ (spec 5), so "abc123" scores 2 and "Ab1_xy" 4. Shorter than
 * 6 characters scores 0 whatever it holds.
 */
export function passwordStrength(value: string): PasswordStrength {
  if (characterCount(value) < MIN_PASSWORD_LENGTH) return 0;
  return SCORING_KINDS.filter((kind) => kind.test(value)).length as PasswordStrength;
}
