import { checkBrazilianPhone, checkIndianPhone, checkPhone, type PhoneProblem } from './phone.ts';
import { invalid, type ValidationResult } from './validation-result.ts';

const digitsOf = (value: string) => value.replace(/[^0-9]/g, '');

/** The brand's rule for a national number (without the area code), by area code (spec 5). */
function nationalRule(code: string): (national: string) => ValidationResult<string> {
  if (code === '91') return checkIndianPhone;
  if (code === '55') return (national) => checkBrazilianPhone(`55${national}`);
  return checkPhone;
}

/**
 * The national number in a phone number as a player types it beside the brand's area code: digits
 * only, the area code dropped when the number starts with it. Typed with "+", the number is
 * international. Otherwise a number that starts with the area code's digits is taken as already
 * prefixed (spec 5), unless it is a valid national number as it stands (an Indian mobile starting
 * 91, a Brazilian area code 55).
 */
export function nationalNumber(phone: string, areaCode: string): string {
  const digits = digitsOf(phone);
  const code = digitsOf(areaCode);
  if (code === '' || !digits.startsWith(code)) return digits;
  if (phone.trimStart().startsWith('+')) return digits.slice(code.length);
  return nationalRule(code)(digits).ok ? digits : digits.slice(code.length);
}

/**
 * A phone number as typed, by the brand's rule for its area code (spec 5): India (+91) exactly 10
 * digits, Brazil (+55) a 2-digit area code then 8 or 9 digits, elsewhere 10 or 11 digits. Spaces,
 * brackets, dashes and a leading "+" are allowed while typing; the area code may be typed too. The
 * one rule of the sign-up, sign-in, forgot-password and phone-binding forms.
 */
export function checkPhoneNumber(phone: string, areaCode: string): ValidationResult<PhoneProblem> {
  if (phone.trim() === '') return invalid('required');
  if (/[^0-9+\s()-]/.test(phone)) return invalid('phone_digits');
  const result = nationalRule(digitsOf(areaCode))(nationalNumber(phone, areaCode));
  return result.ok ? result : invalid(result.reason === 'phone_digits' || result.reason === 'required' ? result.reason : 'phone_length');
}

/**
 * The number as sent (spec 5: "prefixed with the area code unless already starting with it"):
 * digits only, without "+", e.g. `withAreaCode('98765 43210', '+91')` → "919876543210", and
 * "919876543210" stays as it is. A number typed with "+" and another country's code is kept as
 * typed (its digits). An empty number stays empty.
 */
export function withAreaCode(phone: string, areaCode: string): string {
  const national = nationalNumber(phone, areaCode);
  if (national === '') return '';
  const code = digitsOf(areaCode);
  const international = phone.trimStart().startsWith('+') && !digitsOf(phone).startsWith(code);
  return international ? national : `${code}${national}`;
}
