import { VALID, invalid, type RequiredProblem, type ValidationResult } from './validation-result.ts';

/** Why {@link checkCpf} rejects a value. */
export type CpfProblem = RequiredProblem | 'cpf_format';
/** Why {@link checkCpfCheckDigits} rejects a value. */
export type CpfCheckDigitsProblem = CpfProblem | 'cpf_check_digits';

const CPF_PATTERN = /^[0-9]{3}\.[0-9]{3}\.[0-9]{3}-[0-9]{2}$/;

/** A Brazilian tax id (cpf) written as the spec requires: ddd.ddd.ddd-dd (spec 5). Bare digits fail: pass them through {@link formatCpf} first. */
export function checkCpf(value: string): ValidationResult<CpfProblem> {
  if (value === '') return invalid('required');
  return CPF_PATTERN.test(value) ? VALID : invalid('cpf_format');
}

/**
 * Punctuates a cpf as it is typed: "52998224725" → "529.982.247-25", "5299" → "529.9". Anything but
 * digits is dropped and digits past the eleventh are cut, so the field cannot hold a longer cpf.
 */
export function formatCpf(value: string): string {
  const digits = value.replace(/[^0-9]/g, '').slice(0, 11);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)]
    .filter((part) => part !== '')
    .join('.')
    .concat(digits.length > 9 ? `-${digits.slice(9)}` : '');
}

function checkDigit(digits: readonly number[], count: number): number {
  const sum = digits.slice(0, count).reduce((total, digit, index) => total + digit * (count + 1 - index), 0);
  return ((sum * 10) % 11) % 10;
}

/**
 * Beyond the spec's format check: whether a cpf's two check digits are right (the Receita Federal
 * mod-11 rule), catching a typo before the withdrawal provider rejects it. Takes the punctuated or
 * the bare 11-digit form. Eleven equal digits pass the arithmetic but are no real cpf, so they fail.
 */
export function checkCpfCheckDigits(value: string): ValidationResult<CpfCheckDigitsProblem> {
  if (value === '') return invalid('required');
  if (!CPF_PATTERN.test(value) && !/^[0-9]{11}$/.test(value)) return invalid('cpf_format');
  const digits = Array.from(value.replace(/[^0-9]/g, ''), Number);
  const allSame = digits.every((digit) => digit === digits[0]);
  const right = checkDigit(digits, 9) === digits[9] && checkDigit(digits, 10) === digits[10];
  return right && !allSame ? VALID : invalid('cpf_check_digits');
}
