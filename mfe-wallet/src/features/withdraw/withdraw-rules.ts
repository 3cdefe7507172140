import { PAYOUT_METHOD, REDUCE_BALANCE_KIND, type PayoutMethod } from '@casino/shared-kernel/api-constants';
import type { WithdrawAccount, WithdrawInfo } from '@casino/shared-kernel/api-contract';
import { maskDigits } from '@casino/shared-kernel/format';
import { checkClabe, checkCpfCheckDigits, checkName, checkUsdtAddress, usdtNetwork } from '@casino/shared-kernel/validation';

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

/** The payout methods the brand offers, its default first (a server that names none offers only `account_type`). */
export function offeredMethods(info: Pick<WithdrawInfo, 'account_type' | 'payout_methods'>): number[] {
  return info.payout_methods && info.payout_methods.length > 0 ? info.payout_methods : [info.account_type];
}

/** An account's payout method (a server that names none bound it by the brand's `account_type`). */
export const methodOf = (account: Pick<WithdrawAccount, 'account_type'>, info: Pick<WithdrawInfo, 'account_type'>): number => account.account_type ?? info.account_type;

/** Whether money may still go to the account: its method is one the brand offers. */
export const accountUsable = (account: Pick<WithdrawAccount, 'account_type'>, info: Pick<WithdrawInfo, 'account_type' | 'payout_methods'>): boolean =>
  offeredMethods(info).includes(methodOf(account, info));

/** Where an account pays to, as the account list shows it: masked, so a glance over a shoulder gets little. */
export function accountTarget(account: WithdrawAccount, method: number): string {
  if (method === PAYOUT_METHOD.USDT) {
    const address = account.account_no ?? '';
    const network = usdtNetwork(address);
    return `${network ? `${network} ` : ''}${address.slice(0, 4)}…${address.slice(-4)}`;
  }
  if (method === PAYOUT_METHOD.SPEI) return maskDigits(account.account_no ?? '');
  return maskDigits(account.phone || account.cpf || account.email);
}

/** The fields of the bind form for a payout method, in order. */
export type AccountField = 'name' | 'ifscCode' | 'accountNumber' | 'cpf' | 'pixPhone' | 'email' | 'usdtAddress' | 'clabe';

export function accountFields(accountType: number): AccountField[] {
  if (accountType === PAYOUT_METHOD.IFSC) return ['name', 'ifscCode', 'accountNumber'];
  if (accountType === PAYOUT_METHOD.BANK_CARD) return ['name', 'cpf', 'pixPhone', 'email'];
  if (accountType === PAYOUT_METHOD.USDT) return ['name', 'usdtAddress'];
  if (accountType === PAYOUT_METHOD.SPEI) return ['name', 'clabe'];
  return [];
}

export type AccountForm = Record<AccountField, string>;

export const EMPTY_ACCOUNT_FORM: AccountForm = { name: '', ifscCode: '', accountNumber: '', cpf: '', pixPhone: '', email: '', usdtAddress: '', clabe: '' };

/** A problem per field of the bind form (translation keys), empty when it may be sent. */
export type AccountFormProblems = Partial<Record<AccountField, string>>;

const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec 5's form checks, per field, for the account's payout method. */
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
  if (fields.includes('usdtAddress')) {
    const address = checkUsdtAddress(form.usdtAddress.trim());
    if (!address.ok) problems.usdtAddress = address.reason === 'required' ? 'error_required' : 'error_usdt_address';
  }
  if (fields.includes('clabe')) {
    const clabe = checkClabe(form.clabe.trim());
    if (!clabe.ok) problems.clabe = clabe.reason === 'required' ? 'error_required' : clabe.reason === 'clabe_format' ? 'error_clabe' : 'error_clabe_check';
  }
  return problems;
}

/** The bind payload the server reads for the payout method (india's account number travels in `phone`). */
export function accountPayload(
  form: AccountForm,
  accountType: number,
): { name: string; account_type?: PayoutMethod; ifscCode?: string; phone?: string; cpf?: string; email?: string; account_no?: string } {
  const name = form.name.trim().replace(/\s+/g, ' ');
  if (accountType === PAYOUT_METHOD.IFSC) return { name, account_type: PAYOUT_METHOD.IFSC, ifscCode: form.ifscCode.trim().toUpperCase(), phone: form.accountNumber.trim() };
  if (accountType === PAYOUT_METHOD.USDT) return { name, account_type: PAYOUT_METHOD.USDT, account_no: form.usdtAddress.trim() };
  if (accountType === PAYOUT_METHOD.SPEI) return { name, account_type: PAYOUT_METHOD.SPEI, account_no: form.clabe.trim() };
  const phone = form.pixPhone.trim();
  const email = form.email.trim();
  return { name, account_type: PAYOUT_METHOD.BANK_CARD, cpf: form.cpf.trim(), ...(phone ? { phone } : {}), ...(email ? { email } : {}) };
}

/** The form of a bound account, for editing it. */
export function formOf(account: WithdrawAccount, accountType: number): AccountForm {
  if (accountType === PAYOUT_METHOD.IFSC) return { ...EMPTY_ACCOUNT_FORM, name: account.name, ifscCode: account.ifscCode, accountNumber: account.phone };
  if (accountType === PAYOUT_METHOD.USDT) return { ...EMPTY_ACCOUNT_FORM, name: account.name, usdtAddress: account.account_no ?? '' };
  if (accountType === PAYOUT_METHOD.SPEI) return { ...EMPTY_ACCOUNT_FORM, name: account.name, clabe: account.account_no ?? '' };
  return { ...EMPTY_ACCOUNT_FORM, name: account.name, cpf: account.cpf, pixPhone: account.phone, email: account.email };
}
