import { PAYOUT_METHOD, REDUCE_BALANCE_KIND } from '@casino/shared-kernel/api-constants';
import type { WithdrawAccount, WithdrawInfo } from '@casino/shared-kernel/api-contract';
import { checkCpfCheckDigits, checkName } from '@casino/shared-kernel/validation';

/**
 * The fee of a withdrawal as the server charges it: `fee_rate` percent of the part above what is
 * still free today (`cfg_amount`), rounded up to a whole minor unit.
 */
export function withdrawalFee(amount: number, info: Pick<WithdrawInfo, 'cfg_amount' | 'fee_rate'>): number {
  const charged = Math.max(0, amount - Math.max(0, info.cfg_amount));
  return Math.ceil((charged * Math.round(info.fee_rate * 100)) / 10_000);
}

/** What may still be withdrawn today under `day_amount_limit`. */
export const leftToday = (info: Pick<WithdrawInfo, 'day_amount_limit' | 'day_withdraw'>) => Math.max(0, info.day_amount_limit - info.day_withdraw);

/** Turnover still to bet before the locked cash is free. */
export const betStillNeeded = (info: Pick<WithdrawInfo, 'cash_task_cur' | 'cash_task_target'>) => Math.max(0, info.cash_task_target - info.cash_task_cur);

export type WithdrawAmountProblem = 'empty' | 'invalid' | 'below_min' | 'above_max' | 'above_withdrawable' | 'above_today' | 'fee_too_high';

export type WithdrawAmountCheck = { ok: true; fee: number; receive: number } | { ok: false; reason: WithdrawAmountProblem };

/** Every limit of spec 3's withdraw info, checked before anything is sent. */
export function checkWithdrawAmount(amount: number | null, text: string, info: WithdrawInfo): WithdrawAmountCheck {
  if (text.trim() === '') return { ok: false, reason: 'empty' };
  if (amount === null || amount <= 0) return { ok: false, reason: 'invalid' };
  if (amount < info.min_amount) return { ok: false, reason: 'below_min' };
  if (amount > info.max_amount) return { ok: false, reason: 'above_max' };
  if (amount > Math.min(info.can_withdraw, info.money)) return { ok: false, reason: 'above_withdrawable' };
  if (amount > leftToday(info)) return { ok: false, reason: 'above_today' };
  const fee = withdrawalFee(amount, info);
  if (fee >= amount) return { ok: false, reason: 'fee_too_high' };
  return { ok: true, fee, receive: amount - fee };
}

/**
 * The account a withdrawal goes to: the stored choice while it still exists, else the only account
 * when there is one (spec 4: a single account is auto-selected), else none (the player picks).
 */
export function selectAccount(accounts: readonly Pick<WithdrawAccount, 'id'>[], storedId: number | string | null | undefined): number | null {
  const stored = accounts.find((account) => String(account.id) === String(storedId ?? ''));
  if (stored) return stored.id;
  const [only] = accounts;
  return accounts.length === 1 && only ? only.id : null;
}

/** What a withdrawal reduces besides its amount (spec 4's reduce_balance: bonus 1, payouts 2, cash 6). */
export function forfeitsBonus(reduceBalance: readonly number[]): boolean {
  return reduceBalance.includes(REDUCE_BALANCE_KIND.BONUS);
}

/** The fields of the bind form for a payout method, in order; an empty list: not available here. */
export type AccountField = 'name' | 'ifscCode' | 'accountNumber' | 'cpf' | 'pixPhone' | 'email';

export function accountFields(accountType: number): AccountField[] {
  if (accountType === PAYOUT_METHOD.IFSC) return ['name', 'ifscCode', 'accountNumber'];
  if (accountType === PAYOUT_METHOD.BANK_CARD) return ['name', 'cpf', 'pixPhone', 'email'];
  return [];
}

export type AccountForm = Record<AccountField, string>;

export const EMPTY_ACCOUNT_FORM: AccountForm = { name: '', ifscCode: '', accountNumber: '', cpf: '', pixPhone: '', email: '' };

/** A problem per field of the bind form (translation keys), empty when it may be sent. */
export type AccountFormProblems = Partial<Record<AccountField, string>>;

const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec 5's form checks, per field, for the brand's payout method. */
export function checkAccountForm(form: AccountForm, accountType: number): AccountFormProblems {
  const problems: AccountFormProblems = {};
  const fields = accountFields(accountType);
  const name = checkName(form.name.trim());
  if (form.name.trim() === '') problems.name = 'error_required';
  else if (!name.ok) problems.name = 'error_name';
  if (fields.includes('ifscCode') && !IFSC.test(form.ifscCode.trim().toUpperCase())) problems.ifscCode = form.ifscCode.trim() === '' ? 'error_required' : 'error_ifsc';
  if (fields.includes('accountNumber') && !/^\d{10,15}$/.test(form.accountNumber.trim()))
    problems.accountNumber = form.accountNumber.trim() === '' ? 'error_required' : 'error_account_number';
  if (fields.includes('cpf')) {
    const cpf = form.cpf.trim();
    if (cpf === '') problems.cpf = 'error_required';
    else if (!/^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(cpf) || !checkCpfCheckDigits(cpf).ok) problems.cpf = 'error_cpf';
  }
  if (fields.includes('pixPhone') || fields.includes('email')) {
    const phone = form.pixPhone.trim();
    const email = form.email.trim();
    if (phone === '' && email === '') problems.pixPhone = 'error_pix_key';
    if (phone !== '' && !/^\+?\d{10,15}$/.test(phone)) problems.pixPhone = 'error_phone';
    if (email !== '' && !EMAIL.test(email)) problems.email = 'error_email';
  }
  return problems;
}

/** The bind payload the server reads for the payout method (india's account number travels in `phone`). */
export function accountPayload(form: AccountForm, accountType: number): { name: string; ifscCode?: string; phone?: string; cpf?: string; email?: string } {
  const name = form.name.trim().replace(/\s+/g, ' ');
  if (accountType === PAYOUT_METHOD.IFSC) return { name, ifscCode: form.ifscCode.trim().toUpperCase(), phone: form.accountNumber.trim() };
  const phone = form.pixPhone.trim();
  const email = form.email.trim();
  return { name, cpf: form.cpf.trim(), ...(phone ? { phone } : {}), ...(email ? { email } : {}) };
}

/** The form of a bound account, for editing it. */
export function formOf(account: WithdrawAccount, accountType: number): AccountForm {
  if (accountType === PAYOUT_METHOD.IFSC) return { ...EMPTY_ACCOUNT_FORM, name: account.name, ifscCode: account.ifscCode, accountNumber: account.phone };
  return { ...EMPTY_ACCOUNT_FORM, name: account.name, cpf: account.cpf, pixPhone: account.phone, email: account.email };
}
