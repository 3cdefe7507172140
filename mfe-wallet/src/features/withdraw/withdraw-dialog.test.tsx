// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { WithdrawInfo } from '@casino/shared-kernel/api-contract';
import { casinoBus } from '@casino/shared-kernel/events';
import { openDialog } from '@casino/shared-kernel/state';
import { BUTTON_CLICK_GUARD_MS } from '@casino/shared-kernel/ui-core';
import { api, renderWallet, resetWallet, signInPlayer } from '../../testing/render-wallet.tsx';

vi.mock('@casino/shared-kernel/api', async (original) => ({ ...(await original<object>()), casinoApi: (await import('../../testing/fake-api.ts')).api }));

const INFO: WithdrawInfo = {
  can_withdraw: 2_000_00,
  can_not_withdraw: 0,
  day_withdraw: 0,
  extra_del_cash: 0,
  cash_task_cash: 0,
  cash_task_cur: 0,
  cash_task_target: 0,
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
  money: 2_000_00,
  coin: 0,
  account_type: 1,
  account_list: [{ id: 7, name: 'Asha Verma', cpf: '', email: '', phone: '30012345678', ifscCode: 'SBIN0001234' }],
};

const withdrawCalls = () => api.calls.filter((call) => call.name === 'withdraw');

describe('wallet.withdraw', () => {
  beforeEach(() => {
    resetWallet();
    signInPlayer();
    api.answers = {
      withdrawInfo: INFO,
      balance: { global_list: [{ pay_type: 1, show_pay_list: [], with_draw_config: '{}', reduce_balance: [6], bank_code: '' }], bank_code: '', custom_list: [], custom_fix_list: [], fix_list: [] },
      withdraw: { money: 1_800_00, coin: 0 },
    };
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('chooses the only account, refuses below the minimum without sending, then withdraws once', async () => {
    // The kit's button takes one click per 200 ms: its guard runs on a faked clock (moving with real
    // time, as Testing Library's waits need) that the second click jumps past.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const changed = vi.fn();
    const off = casinoBus.on('wallet:changed', changed);
    renderWallet();
    act(() => openDialog('wallet.withdraw'));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw' });
    const account = await screen.findByRole('radio', { name: /Asha Verma/ });
    expect((account as HTMLInputElement).checked).toBe(true);

    const amount = screen.getByLabelText('Amount to withdraw');
    fireEvent.change(amount, { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The smallest withdrawal is ₹100.00.')).toBeTruthy();
    expect(withdrawCalls()).toEqual([]);

    act(() => vi.advanceTimersByTime(BUTTON_CLICK_GUARD_MS));
    fireEvent.change(amount, { target: { value: '1500' } });
    expect(screen.getByText('Fee ₹10.00, you receive ₹1,490.00')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Withdraw' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await screen.findByText('Withdrawal in processing', { selector: '[role="status"]' })).toBeTruthy();
    expect(withdrawCalls()).toEqual([{ name: 'withdraw', payload: { amount: 1_500_00, account_id: 7 } }]);
    expect(changed).toHaveBeenCalledWith({ reason: 'withdraw' });
    expect(localStorage.getItem('withdrawAccountId')).toBe('7');
    expect(dialog.isConnected).toBe(true);
    off();
  });

  it('explains a frozen platform, moves nothing, and hands the flag to the caller', async () => {
    api.answers.withdraw = { money: 2_000_00, coin: 0, frozenPlatform: true };
    const onResult = vi.fn();
    const changed = vi.fn();
    const off = casinoBus.on('wallet:changed', changed);
    renderWallet();
    act(() => openDialog('wallet.withdraw', { onResult }));
    fireEvent.change(await screen.findByLabelText('Amount to withdraw'), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/Your account is frozen/)).toBeTruthy();
    expect(onResult).toHaveBeenCalledWith({ frozenPlatform: true });
    expect(changed).not.toHaveBeenCalled();
    off();
  });

  it('binds a USDT wallet where the brand offers it: the method first, the address checked before sending, then withdraws to it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const TRON = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf';
    const bound = { id: 12, name: 'Asha Verma', cpf: '', email: '', phone: '', ifscCode: '', account_type: 1000, account_no: TRON };
    let accounts: WithdrawInfo['account_list'] = [];
    api.answers.withdrawInfo = () => ({ ...INFO, payout_methods: [1, 1000, 6], account_list: accounts });
    api.answers.addWithdrawAccount = () => {
      accounts = [bound];
      return bound;
    };
    renderWallet();
    act(() => openDialog('wallet.withdraw'));
    // No account yet: the bind form, the brand's default method chosen.
    expect(((await screen.findByRole('radio', { name: 'Bank transfer (IFSC)' })) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('IFSC code')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'USDT' }));
    expect(screen.queryByLabelText('IFSC code')).toBeNull();
    fireEvent.change(screen.getByLabelText("Account holder's name"), { target: { value: 'Asha Verma' } });
    fireEvent.change(screen.getByLabelText('USDT wallet address'), { target: { value: '0x1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save account' }));
    expect(await screen.findByText('Enter a TRC-20 address (T and 33 characters) or an ERC-20 address (0x and 40 hexadecimal digits).')).toBeTruthy();
    expect(api.calls.filter((call) => call.name === 'addWithdrawAccount')).toEqual([]);

    fireEvent.change(screen.getByLabelText('USDT wallet address'), { target: { value: TRON } });
    act(() => vi.advanceTimersByTime(BUTTON_CLICK_GUARD_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Save account' }));
    const account = await screen.findByRole('radio', { name: /USDT · Asha Verma · TRC20 TXYZ…AeBf/ });
    expect(api.calls.filter((call) => call.name === 'addWithdrawAccount').map((call) => call.payload)).toEqual([{ name: 'Asha Verma', account_type: 1000, account_no: TRON }]);
    await waitFor(() => expect((account as HTMLInputElement).checked).toBe(true));

    fireEvent.change(screen.getByLabelText('Amount to withdraw'), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawal in processing', { selector: '[role="status"]' })).toBeTruthy();
    expect(withdrawCalls()).toEqual([{ name: 'withdraw', payload: { amount: 200_00, account_id: 12 } }]);
  });

  it('keeps an account of a method the brand no longer offers out of reach: not chosen, not editable, deletable', async () => {
    api.answers.withdrawInfo = { ...INFO, account_type: 5, payout_methods: [5], account_list: [{ ...INFO.account_list[0]!, account_type: 1000, account_no: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf' }] };
    renderWallet();
    act(() => openDialog('wallet.withdraw'));
    const account = (await screen.findByRole('radio', { name: /USDT · Asha Verma/ })) as HTMLInputElement;
    expect(account.checked).toBe(false);
    expect(account.disabled).toBe(true);
    expect(screen.getByText('Withdrawals to this payout method are not available on this site.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Asha Verma' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Asha Verma' })).toBeTruthy();
  });

  it('shows the server’s refusal and keeps the form', async () => {
    api.answers.withdraw = Object.assign(new Error('The same withdrawal was requested a moment ago'), {});
    renderWallet();
    act(() => openDialog('wallet.withdraw'));
    fireEvent.change(await screen.findByLabelText('Amount to withdraw'), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBeTruthy());
    expect(screen.getByLabelText('Amount to withdraw')).toBeTruthy();
  });
});
