export { type ValidationResult, type RequiredProblem } from './validation-result.ts';
export { checkEmail, type EmailProblem } from './email.ts';
export { checkPhone, checkIndianPhone, checkBrazilianPhone, type PhoneProblem, type BrazilianPhoneProblem } from './phone.ts';
export { checkPhoneNumber, nationalNumber, withAreaCode } from './phone-number.ts';
export { checkCpf, checkCpfCheckDigits, formatCpf, type CpfProblem, type CpfCheckDigitsProblem } from './cpf.ts';
export { checkClabe, checkUsdtAddress, usdtNetwork, type ClabeProblem, type UsdtAddressProblem, type UsdtNetwork } from './payout-address.ts';
export { CAPTCHA_LENGTH, checkCaptcha, type CaptchaProblem } from './captcha.ts';
export {
  MIN_PASSWORD_LENGTH,
  checkPassword,
  passwordStrength,
  type PasswordProblem,
  type PasswordStrength,
} from './password.ts';
export { checkName, type NameProblem } from './name.ts';
export { checkDate, type DateProblem } from './date.ts';
// The query string's readers moved to `query`; named here too for the code written before.
export { CHANNEL_CODES, DEFAULT_CHANNEL_ID, channelIdForCode, readChannelId, readInvitationCode, readQueryParameter, type QuerySource } from '@casino/shared-kernel/query';
