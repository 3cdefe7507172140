// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { openDialog } from '@casino/shared-kernel/state';
import { api, openDialogNames, PLAYER, renderWallet, resetWallet, signInPlayer } from '../../testing/render-wallet.tsx';

vi.mock('@casino/shared-kernel/api', async (original) => ({ ...(await original<object>()), casinoApi: (await import('../../testing/fake-api.ts')).api }));

const PACK = { id: 101, name: 'First deposit ₹100', amount: 100_00, coin: 50_00, gold_num: 2_00, lable: '+50%' };

describe('wallet.first-recharge', () => {
  beforeEach(() => {
    resetWallet();
    signInPlayer();
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
  });

  it('counts down to the end of the current 6-hour round since the account was made', async () => {
    // Created 7 h 30 min ago: the second round ends in 4 h 30 min.
    vi.setSystemTime((PLAYER.create_time + 7.5 * 3600) * 1000);
    api.answers = { userInfo: { ...PLAYER, first_pay_date: '' }, firstCharge: { custom_list: [], custom_fix_list: [], fix_list: [PACK] } };
    renderWallet();
    act(() => openDialog('wallet.first-recharge'));
    expect((await screen.findByTestId('wallet.first-recharge.countdown')).textContent).toBe('04:30:00');
    expect(screen.getByText('First deposit ₹100')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(openDialogNames()).toEqual(['wallet.deposit']);
  });

  it('says the offer is used once the player has deposited', async () => {
    api.answers = { userInfo: { ...PLAYER, pay_count: 1, first_pay_date: '2026-11-26 10:00:00' } };
    renderWallet();
    act(() => openDialog('wallet.first-recharge'));
    expect(await screen.findByText(/You have made your first deposit/)).toBeTruthy();
    expect(screen.queryByTestId('wallet.first-recharge.countdown')).toBeNull();
  });
});
