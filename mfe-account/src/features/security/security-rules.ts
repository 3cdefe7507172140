// The field rules of the security dialogs (spec 5), as keys of the account texts.
import { CAPTCHA_LENGTH, checkBrazilianPhone, checkEmail, checkIndianPhone, checkPassword, checkPhone } from '@casino/shared-kernel/validation';

export const checkEmailField = (email: string) => {
  const result = checkEmail(email.trim());
  return result.ok ? undefined : result.reason === 'required' ? 'email_required' : 'email_invalid';
};

/** The one-time code: exactly 6 characters (spec 5, like the captcha). */
export const checkCodeField = (code: string) => (code.trim() === '' ? 'code_required' : code.trim().length === CAPTCHA_LENGTH ? undefined : 'code_length');

export const checkNewPassword = (password: string) => {
  const result = checkPassword(password);
  return result.ok ? undefined : result.reason === 'required' ? 'password_required' : 'password_length';
};

const digitsOf = (value: string) => value.replace(/[^0-9]/g, '');

/** The national part of a number as typed: digits, the area code dropped when typed in front. */
export function nationalDigits(phone: string, areaCode: string): string {
  const digits = digitsOf(phone);
  const code = digitsOf(areaCode);
  return phone.trim().startsWith('+') && code && digits.startsWith(code) ? digits.slice(code.length) : digits;
}

/**
 * A phone number for the brand's area code (spec 5): India exactly 10 digits, Brazil a 2-digit
 * area code then 8 or 9 digits, elsewhere 10 or 11 digits.
 */
export function checkPhoneField(phone: string, areaCode: string): string | undefined {
  if (phone.trim() === '') return 'phone_required';
  if (/[^0-9+\s()-]/.test(phone)) return 'phone_invalid';
  const national = nationalDigits(phone, areaCode);
  const code = digitsOf(areaCode);
  const result = code === '91' ? checkIndianPhone(national) : code === '55' ? checkBrazilianPhone(`55${national}`) : checkPhone(national);
  return result.ok ? undefined : 'phone_invalid';
}

/** The number as sent: digits with the area code in front (spec 5), e.g. "919876543210". */
export function fullMobile(phone: string, areaCode: string): string {
  return `${digitsOf(areaCode)}${nationalDigits(phone, areaCode)}`;
}
