// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BalanceConfig, PaymentMethod } from '@casino/shared-kernel/api-contract';
import { casinoBus } from '@casino/shared-kernel/events';
import { kernelStore, lobbyInfoAtom, openDialog } from '@casino/shared-kernel/state';
import { BUTTON_CLICK_GUARD_MS } from '@casino/shared-kernel/ui-core';
import { api, lobbyWithEvents, openDialogNames, PLAYER, renderWallet, resetWallet, settle, signInPlayer } from '../../testing/render-wallet.tsx';
import { depositSession } from './deposit-session.ts';

vi.mock('@casino/shared-kernel/api', async (original) => ({ ...(await original<object>()), casinoApi: (await import('../../testing/fake-api.ts')).api }));

const tier = (amount: number, coinRate: number) => ({ amount, cash_rate: 100, coin_rate: coinRate, gold_rate: 0 });
const SHOP: BalanceConfig = {
  global_list: [],
  bank_code: '',
  custom_list: [tier(100_00, 0), tier(500_00, 3)],
  custom_fix_list: [tier(100_00, 0), tier(500_00, 3), tier(50_000_00, 10)],
  fix_list: [],
};
const FIRST_OFFER = { custom_list: [tier(100_00, 50)], custom_fix_list: [tier(100_00, 50), tier(1_000_00, 100)], fix_list: [], time: 0 };
const METHODS: PaymentMethod[] = [
  { id: 2, name: 'Paytm', pay_type: 2, sort_index: 2 },
  { id: 1, name: 'UPI', pay_type: 1, sort_index: 1 },
];

const NO_LIMITS = { limits: [], break: null, increase_cool_down_hours: 24, offer_deposit_limit: true, now: 0 };

function answer(payCount: number, gamingLimits: object = NO_LIMITS) {
  api.answers = {
    gamingLimits,
    balance: SHOP,
    payMethods: { list: METHODS },
    chargeReward: { global_info: { default_flag: false }, join_num: 0, fix_list: [] },
    userInfo: { ...PLAYER, pay_count: payCount },
    shop: FIRST_OFFER,
    createOrder: { url: '', br_code: '00020101021226890014br.gov.bcb.pix', pay_method: 1, order_no: 'D2026112600000001' },
    orderList: { list: [{ id: 1, order_no: 'D2026112600000001', amount: 1_000_00, status: 1, create_time: 0 }], last_id: 0 },
  };
}

describe('wallet.deposit', () => {
  beforeEach(() => {
    resetWallet();
    depositSession.reset();
    kernelStore.set(lobbyInfoAtom, lobbyWithEvents([22, 23]));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('asks a visitor to register instead', async () => {
    renderWallet();
    act(() => openDialog('wallet.deposit'));
    await waitFor(() => expect(openDialogNames()).toEqual(['shell.register']));
  });

  it('shows a new player the first-deposit offer (pay_count 0) and its lists', async () => {
    signInPlayer();
    answer(0);
    renderWallet();
    act(() => openDialog('wallet.deposit'));
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    expect(await within(dialog).findByText('First deposit offer!')).toBeTruthy();
    expect(api.calls.filter((call) => call.name === 'shop')).toEqual([{ name: 'shop', payload: { type: 22 } }]);
    expect(within(dialog).getByRole('button', { name: /₹1,000\.00.*\+100% bonus/ })).toBeTruthy();
    // Methods in the cashier's order; the one the server lists first (the last used) chosen.
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual(['UPIQR code', 'PaytmPayment page']);
    expect((within(dialog).getByRole('radio', { name: /Paytm/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('offers a deposit limit before the first deposit, opening Responsible gaming', async () => {
    signInPlayer();
    answer(0);
    renderWallet();
    act(() => openDialog('wallet.deposit'));
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    const offer = await within(dialog).findByRole('region', { name: 'Set a deposit limit?' });
    fireEvent.click(within(offer).getByRole('button', { name: 'Set a deposit limit' }));
    await waitFor(() => expect(openDialogNames()).toContain('account.responsible-gaming'));
  });

  it('offers no deposit limit after the first deposit, to a player who has one, or where the brand does not', async () => {
    const deposit = { kind: 'deposit', period: 'day', amount: 1_000_00, used: 0, remaining: 1_000_00, pending: false, pending_amount: null, pending_from: 0 };
    for (const [payCount, limits] of [
      [1, NO_LIMITS],
      [0, { ...NO_LIMITS, limits: [deposit] }],
      [0, { ...NO_LIMITS, offer_deposit_limit: false }],
    ] as const) {
      cleanup();
      resetWallet();
      signInPlayer({ pay_count: payCount });
      answer(payCount, limits);
      renderWallet();
      act(() => openDialog('wallet.deposit'));
      const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
      await within(dialog).findAllByRole('radio');
      expect(within(dialog).queryByRole('region', { name: 'Set a deposit limit?' })).toBeNull();
    }
  });

  it('shows the normal list from the third deposit on', async () => {
    signInPlayer({ pay_count: 2 });
    answer(2);
    renderWallet();
    act(() => openDialog('wallet.deposit'));
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    expect(await within(dialog).findByRole('button', { name: /₹50,000\.00/ })).toBeTruthy();
    expect(within(dialog).queryByText(/deposit offer/)).toBeNull();
    expect(api.calls.some((call) => call.name === 'shop')).toBe(false);
  });

  it('refuses an amount below the minimum beside the field, then orders once by QR and sees the payment land', async () => {
    // The kit's button takes one click per 200 ms: its guard runs on a faked clock (moving with real
    // time, as Testing Library's waits need) that the second click jumps past.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    signInPlayer();
    answer(3);
    const changed = vi.fn();
    const off = casinoBus.on('wallet:changed', changed);
    renderWallet();
    act(() => openDialog('wallet.deposit'));
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    const amount = await within(dialog).findByLabelText('Amount');
    fireEvent.change(amount, { target: { value: '50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deposit ₹50.00' }));
    expect(await within(dialog).findByText('The smallest deposit is ₹100.00.')).toBeTruthy();
    expect(openDialogNames()).toEqual(['wallet.deposit']);

    fireEvent.change(amount, { target: { value: '1000' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: /UPI/ }));
    act(() => vi.advanceTimersByTime(BUTTON_CLICK_GUARD_MS));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deposit ₹1,000.00' }));
    const cart = await screen.findByRole('dialog', { name: 'Confirm your deposit' });
    const confirm = within(cart).getByRole('button', { name: 'Confirm and pay' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await within(dialog).findByRole('heading', { name: 'Waiting for your payment' })).toBeTruthy();
    expect(api.calls.filter((call) => call.name === 'createOrder')).toEqual([
      {
        name: 'createOrder',
        payload: { goods_id: 0, goods_type: 0, amount: 1_000_00, pay_type: 1, is_add_coin: true, is_join_charge_reward: false, pay_method_id: 1 },
      },
    ]);
    expect(await within(dialog).findByRole('img', { name: 'QR code to pay ₹1,000.00' })).toBeTruthy();

    // The player comes back to the tab: the history says it is paid, and the site hears of it.
    act(() => window.dispatchEvent(new Event('focus')));
    await settle();
    expect(await within(dialog).findByRole('heading', { name: 'Payment received' })).toBeTruthy();
    expect(changed).toHaveBeenCalledWith({ reason: 'deposit' });
    off();
  });
});
