// The field rules of the security dialogs (spec 5), as keys of the account texts.
import { CAPTCHA_LENGTH, checkEmail, checkPassword, checkPhoneNumber } from '@casino/shared-kernel/validation';

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

/** A phone number by the kernel's rule for the brand's area code (spec 5), the sign-up's rule too. */
export function checkPhoneField(phone: string, areaCode: string): string | undefined {
  const result = checkPhoneNumber(phone, areaCode);
  return result.ok ? undefined : result.reason === 'required' ? 'phone_required' : 'phone_invalid';
}
