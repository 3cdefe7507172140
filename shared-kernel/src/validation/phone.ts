import { VALID, invalid, type RequiredProblem, type ValidationResult } from './validation-result.ts';

/** Why a phone check rejects a value: empty, not only digits, or the wrong number of digits. */
export type PhoneProblem = RequiredProblem | 'phone_digits' | 'phone_length';
/** Why {@link checkBrazilianPhone} rejects a value; also when it does not start with 55. */
export type BrazilianPhoneProblem = PhoneProblem | 'phone_country_code';

const ONLY_DIGITS = /^[0-9]+$/;

function checkDigits(value: string, lengths: readonly number[]): ValidationResult<PhoneProblem> {
  if (value === '') return invalid('required');
  if (!ONLY_DIGITS.test(value)) return invalid('phone_digits');
  return lengths.includes(value.length) ? VALID : invalid('phone_length');
}

/** A phone number of 10 or 11 digits, nothing else (spec 5). */
export function checkPhone(value: string): ValidationResult<PhoneProblem> {
  return checkDigits(value, [10, 11]);
}

/** An Indian phone number: exactly 10 digits, without the area code (spec 5). */
export function checkIndianPhone(value: string): ValidationResult<PhoneProblem> {
  return checkDigits(value, [10]);
}

/**
 * A Brazilian phone number with its country code: 55, a 2-digit area code, then 8 (landline) or 9
 * (mobile) digits, so 12 or 13 digits in all (spec 5): "5511987654321".
 */
export function checkBrazilianPhone(value: string): ValidationResult<BrazilianPhoneProblem> {
  const digits = checkDigits(value, [12, 13]);
  if (!digits.ok && digits.reason !== 'phone_length') return digits;
  if (!value.startsWith('55')) return invalid('phone_country_code');
  return digits;
}
