/**
 * Whether a CPF (Brazil's individual tax id, written ddd.ddd.ddd-dd) is one the Receita Federal
 * could have issued: its two check digits match the nine before them (mod 11, weights 10..2 then
 * 11..2), and it is not one digit repeated, which passes the arithmetic but is never issued.
 * A payout provider refuses a PIX transfer to a CPF that fails this, so the bind refuses it first.
 */
export function isValidCpf(cpf: string): boolean {
  if (!/^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(cpf)) return false;
  const digits = [...cpf.replace(/\D/g, '')].map(Number);
  if (digits.every((digit) => digit === digits[0])) return false;
  return checkDigit(digits.slice(0, 9)) === digits[9] && checkDigit(digits.slice(0, 10)) === digits[10];
}

/** The check digit following `digits`: weights count down to 2 from length + 1. */
function checkDigit(digits: readonly number[]): number {
  const sum = digits.reduce((total, digit, index) => total + digit * (digits.length + 1 - index), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A CPF with its check digits computed, from its first nine digits: for seeds and tests. */
export function cpfWithCheckDigits(nineDigits: string): string {
  if (!/^\d{9}$/.test(nineDigits)) throw new Error(`A CPF starts with nine digits, not ${nineDigits}`);
  const digits = [...nineDigits].map(Number);
  digits.push(checkDigit(digits));
  digits.push(checkDigit(digits));
  const text = digits.join('');
  return `${text.slice(0, 3)}.${text.slice(3, 6)}.${text.slice(6, 9)}-${text.slice(9)}`;
}
