// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { kernelStore, walletAtom } from '@casino/shared-kernel/state';
import { openDialogNames, renderWallet, resetWallet, signInPlayer } from '../../testing/render-wallet.tsx';
import { noteOwnWithdrawal } from './low-balance-watch.tsx';

vi.mock('@casino/shared-kernel/api', async (original) => ({ ...(await original<object>()), casinoApi: (await import('../../testing/fake-api.ts')).api }));

const balances = (money: number) => ({ money, coin: 0, gold: 0, taskBonus: 0, taskCur: 0, taskTarget: 0 });

describe('the low-balance popup', () => {
  beforeEach(() => {
    resetWallet();
    signInPlayer();
  });
  afterEach(cleanup);

  it('opens once a day when the cash falls below 1, offering a deposit', async () => {
    act(() => kernelStore.set(walletAtom, balances(500_00)));
    renderWallet();
    act(() => kernelStore.set(walletAtom, balances(50)));
    expect(openDialogNames()).toEqual(['wallet.low-balance']);
    expect(await screen.findByText('Your cash is ₹0.50. Deposit to keep playing.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeTruthy();

    act(() => kernelStore.set(walletAtom, balances(300_00)));
    act(() => kernelStore.set(walletAtom, balances(10)));
    expect(openDialogNames()).toEqual(['wallet.low-balance']);
    expect(JSON.parse(localStorage.getItem('lowBalancePopup') ?? '{}')).toHaveProperty('100001');
  });

  it('stays shut after the player’s own withdrawal', () => {
    act(() => kernelStore.set(walletAtom, balances(500_00)));
    renderWallet();
    noteOwnWithdrawal();
    act(() => kernelStore.set(walletAtom, balances(0)));
    expect(openDialogNames()).toEqual([]);
  });
});
