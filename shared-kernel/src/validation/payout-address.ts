import { VALID, invalid, type RequiredProblem, type ValidationResult } from './validation-result.ts';

/** The networks a USDT payout goes over, told apart by the address's form. */
export type UsdtNetwork = 'TRC20' | 'ERC20';

/** Why {@link checkUsdtAddress} rejects a value. */
export type UsdtAddressProblem = RequiredProblem | 'usdt_address';

/** A Tron address: "T" then 33 Base58 characters (no 0, O, I or l). */
const TRC20 = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
/** An Ethereum address: "0x" then 40 hexadecimal digits. */
const ERC20 = /^0x[0-9a-fA-F]{40}$/;

/** The network of a USDT wallet address, or null when it is no address of either. */
export function usdtNetwork(address: string): UsdtNetwork | null {
  if (TRC20.test(address)) return 'TRC20';
  if (ERC20.test(address)) return 'ERC20';
  return null;
}

/**
 * A USDT wallet address (payout method 1000) on Tron (TRC-20) or Ethereum (ERC-20). The form is
 * checked, not the address's own checksum: a payout provider confirms the address exists before it
 * pays, and a mistyped form is what a player gets wrong.
 */
export function checkUsdtAddress(value: string): ValidationResult<UsdtAddressProblem> {
  if (value === '') return invalid('required');
  return usdtNetwork(value) === null ? invalid('usdt_address') : VALID;
}

/** Why {@link checkClabe} rejects a value. */
export type ClabeProblem = RequiredProblem | 'clabe_format' | 'clabe_check_digit';

const CLABE_WEIGHTS = [3, 7, 1] as const;

/**
 * A CLABE, the 18-digit account number SPEI pays to (payout method 6): 3 digits of the bank, 3 of the
 * city, 11 of the account and a check digit (the Banco de México rule: each of the first 17 digits
 * times 3, 7, 1 in turn, each product mod 10, summed; the check digit makes the sum a multiple of 10).
 */
export function checkClabe(value: string): ValidationResult<ClabeProblem> {
  if (value === '') return invalid('required');
  if (!/^[0-9]{18}$/.test(value)) return invalid('clabe_format');
  const digits = Array.from(value, Number);
  const sum = digits.slice(0, 17).reduce((total, digit, index) => total + ((digit * CLABE_WEIGHTS[index % 3]!) % 10), 0);
  return (10 - (sum % 10)) % 10 === digits[17] ? VALID : invalid('clabe_check_digit');
}
