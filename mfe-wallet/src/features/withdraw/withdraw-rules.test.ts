import { describe, expect, it } from 'vitest';
import type { WithdrawInfo } from '@casino/shared-kernel/api-contract';
import {
  accountFields,
  accountPayload,
  accountTarget,
  accountUsable,
  checkAccountForm,
  checkWithdrawAmount,
  EMPTY_ACCOUNT_FORM,
  forfeitsBonus,
  formOf,
  leftToday,
  offeredMethods,
  selectAccount,
  withdrawalFee,
} from './withdraw-rules.ts';

const INFO: WithdrawInfo = {
  can_withdraw: 2_000_00,
  can_not_withdraw: 500_00,
  day_withdraw: 0,
  extra_del_cash: 0,
  cash_task_cash: 500_00,
  cash_task_cur: 100_00,
  cash_task_target: 500_00,
  extra_del_coin: 0,
  coin_task_coin: 0,
  coin_task_cur: 0,
  coin_task_target: 0,
  day_amount_limit: 100_000_00,
  withdraw_account_edit: 1,
  min_amount: 100_00,
  max_amount: 50_000_00,
  free_amount: 1_000_00,
  cfg_amount: 1_000_00,
  fee_rate: 2,
  money: 2_500_00,
  coin: 50_00,
  account_type: 1,
  account_list: [],
};

describe('the withdrawal fee', () => {
  it('is free up to what is still free today, then fee_rate percent, rounded up', () => {
    expect(withdrawalFee(1_000_00, INFO)).toBe(0);
    expect(withdrawalFee(1_500_00, INFO)).toBe(10_00);
    expect(withdrawalFee(1_000_01, INFO)).toBe(1);
    expect(withdrawalFee(500_00, { ...INFO, cfg_amount: 0 })).toBe(10_00);
  });
});

describe('the withdrawal limits', () => {
  it('refuses below the minimum and above the maximum', () => {
    expect(checkWithdrawAmount(99_99, '99.99', INFO)).toEqual({ ok: false, reason: 'below_min' });
    expect(checkWithdrawAmount(60_000_00, '60000', { ...INFO, can_withdraw: 100_000_00, money: 100_000_00 })).toEqual({ ok: false, reason: 'above_max' });
  });
  it('refuses more than the withdrawable cash', () => {
    expect(checkWithdrawAmount(2_000_01, '2000.01', INFO)).toEqual({ ok: false, reason: 'above_withdrawable' });
  });
  it('refuses more than is left of today’s limit', () => {
    const info = { ...INFO, day_amount_limit: 1_000_00, day_withdraw: 800_00 };
    expect(leftToday(info)).toBe(200_00);
    expect(checkWithdrawAmount(300_00, '300', info)).toEqual({ ok: false, reason: 'above_today' });
  });
  it('says what the player receives', () => {
    expect(checkWithdrawAmount(1_500_00, '1500', INFO)).toEqual({ ok: true, fee: 10_00, receive: 1_490_00 });
  });
  it('refuses an empty or unreadable amount', () => {
    expect(checkWithdrawAmount(null, '', INFO)).toEqual({ ok: false, reason: 'empty' });
    expect(checkWithdrawAmount(null, 'abc', INFO)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('the account a withdrawal goes to', () => {
  it('is the only one when there is one (spec 4)', () => {
    expect(selectAccount([{ id: 7 }], undefined)).toBe(7);
  });
  it('is the stored choice while it exists', () => {
    expect(selectAccount([{ id: 7 }, { id: 9 }], 9)).toBe(9);
    expect(selectAccount([{ id: 7 }, { id: 9 }], '9')).toBe(9);
  });
  it('is for the player to pick among several, or when the stored one is gone', () => {
    expect(selectAccount([{ id: 7 }, { id: 9 }], undefined)).toBeNull();
    expect(selectAccount([{ id: 7 }, { id: 9 }], 3)).toBeNull();
    expect(selectAccount([], 3)).toBeNull();
  });
});

describe('the bind form (spec 5)', () => {
  it('names each wrong field of an IFSC account', () => {
    expect(checkAccountForm({ ...EMPTY_ACCOUNT_FORM, name: 'A$ha', ifscCode: 'SBIN12', accountNumber: '12ab' }, 1)).toEqual({
      name: 'error_name',
      ifscCode: 'error_ifsc',
      accountNumber: 'error_account_number',
    });
    expect(checkAccountForm({ ...EMPTY_ACCOUNT_FORM, name: 'Asha Verma', ifscCode: 'sbin0001234', accountNumber: '30012345678' }, 1)).toEqual({});
  });
  it('checks a CPF’s check digits and asks for a PIX key (brasil)', () => {
    expect(checkAccountForm({ ...EMPTY_ACCOUNT_FORM, name: 'Ana', cpf: '123.456.789-00' }, 5)).toEqual({ cpf: 'error_cpf', pixPhone: 'error_pix_key' });
    expect(checkAccountForm({ ...EMPTY_ACCOUNT_FORM, name: 'Ana', cpf: '529.982.247-25', email: 'ana@example.com' }, 5)).toEqual({});
  });
  it('sends india’s account number in phone, the IFSC upper case', () => {
    expect(accountPayload({ ...EMPTY_ACCOUNT_FORM, name: ' Asha  Verma ', ifscCode: 'sbin0001234', accountNumber: '30012345678' }, 1)).toEqual({
      name: 'Asha Verma',
      account_type: 1,
      ifscCode: 'SBIN0001234',
      phone: '30012345678',
    });
  });
  it('asks a USDT account for its holder and a TRC-20 or ERC-20 address, and sends it as account_no', () => {
    expect(accountFields(1000)).toEqual(['name', 'usdtAddress']);
    expect(checkAccountForm({ ...EMPTY_ACCOUNT_FORM, name: 'Asha', usdtAddress: '' }, 1000)).toEqual({ usdtAddress: 'error_required' });
    expect(checkAccountForm({ ...EMPTY_ACCOUNT_FORM, name: 'Asha', usdtAddress: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2' }, 1000)).toEqual({ usdtAddress: 'error_usdt_address' });
    expect(checkAccountForm({ ...EMPTY_ACCOUNT_FORM, name: 'Asha', usdtAddress: ' TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf ' }, 1000)).toEqual({});
    expect(accountPayload({ ...EMPTY_ACCOUNT_FORM, name: 'Asha', usdtAddress: ' TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf ', accountNumber: '123' }, 1000)).toEqual({
      name: 'Asha',
      account_type: 1000,
      account_no: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
    });
  });
  it('asks a SPEI account for its holder and an 18-digit CLABE whose check digit is right', () => {
    expect(accountFields(6)).toEqual(['name', 'clabe']);
    expect(checkAccountForm({ ...EMPTY_ACCOUNT_FORM, name: 'Luis', clabe: '03218000011835971' }, 6)).toEqual({ clabe: 'error_clabe' });
    expect(checkAccountForm({ ...EMPTY_ACCOUNT_FORM, name: 'Luis', clabe: '032180000118359718' }, 6)).toEqual({ clabe: 'error_clabe_check' });
    expect(checkAccountForm({ ...EMPTY_ACCOUNT_FORM, name: 'Luis', clabe: '032180000118359719' }, 6)).toEqual({});
    expect(accountPayload({ ...EMPTY_ACCOUNT_FORM, name: 'Luis', clabe: '032180000118359719' }, 6)).toEqual({ name: 'Luis', account_type: 6, account_no: '032180000118359719' });
  });
  it('edits a USDT or SPEI account from its own number', () => {
    const account = { id: 3, name: 'Luis', cpf: '', email: '', phone: '', ifscCode: '', account_type: 6, account_no: '032180000118359719' };
    expect(formOf(account, 6)).toEqual({ ...EMPTY_ACCOUNT_FORM, name: 'Luis', clabe: '032180000118359719' });
    expect(formOf({ ...account, account_type: 1000, account_no: '0xabc' }, 1000)).toEqual({ ...EMPTY_ACCOUNT_FORM, name: 'Luis', usdtAddress: '0xabc' });
  });
  it('lists the brand’s methods, the default alone when the server names none, and masks where an account pays', () => {
    expect(offeredMethods({ account_type: 1, payout_methods: [1, 1000, 6] })).toEqual([1, 1000, 6]);
    expect(offeredMethods({ account_type: 5 })).toEqual([5]);
    const usdt = { id: 1, name: 'A', cpf: '', email: '', phone: '', ifscCode: '', account_type: 1000, account_no: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf' };
    expect(accountTarget(usdt, 1000)).toBe('TRC20 TXYZ…AeBf');
    expect(accountTarget({ ...usdt, account_type: 6, account_no: '032180000118359719' }, 6)).toBe('03****19');
    expect(accountUsable(usdt, { account_type: 1, payout_methods: [1, 1000] })).toBe(true);
    expect(accountUsable(usdt, { account_type: 5, payout_methods: [5] })).toBe(false);
    // An account the server lists without its method is the brand's default's.
    expect(accountUsable({ account_type: undefined }, { account_type: 5 })).toBe(true);
  });
  it('reads reduce_balance: bonus (1) is forfeited, cash (6) and payouts (2) take nothing more', () => {
    expect(forfeitsBonus([6])).toBe(false);
    expect(forfeitsBonus([1, 6])).toBe(true);
  });
});
