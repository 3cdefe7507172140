// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KernelProvider, kernelStore, mailUnreadAtom, openDialogsAtom, redDotsAtom, signOut } from '@casino/shared-kernel/state';
import { signInAsha } from '../testing/account-fixtures.ts';
import { AccountApp } from './account-app.tsx';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), call: vi.fn(), callEnvelope: vi.fn() }));
vi.mock('@casino/shared-kernel/api', async (importOriginal) => ({ ...(await importOriginal<object>()), casinoApi: api }));

const VIP = {
  vip_list: [
    { vip_level: 0, minimum_amount: 0, cashback_rate: 0 },
    { vip_level: 1, minimum_amount: 100_00, cashback_rate: 0.5 },
    { vip_level: 2, minimum_amount: 1_000_00, cashback_rate: 1 },
  ],
  user_info: { uid: 100_001, name: 'Asha', vip_level: 1, pay_total: 400_00, bet_total: 0, vip_upgrade_required_deposits: 600_00, vip_upgrade_required_betting: 0 },
};

function renderMy() {
  window.location.hash = '#/my';
  return render(
    <KernelProvider>
      <AccountApp remote="mfe-account" brand="india" version="test" />
    </KernelProvider>,
  );
}

const openNames = () => kernelStore.get(openDialogsAtom).map((dialog) => dialog.name);

describe('/my, the user centre', () => {
  beforeEach(() => {
    api.post.mockReset();
    api.post.mockImplementation((name: string) => (name === 'vipInfo' ? Promise.resolve(VIP) : Promise.reject(new Error(name))));
  });
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('shows the player’s name, id, VIP level with its progress and balances', async () => {
    signInAsha();
    renderMy();
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Asha' })).toBeTruthy();
    expect(screen.getByText('ID: 100001')).toBeTruthy();
    expect(await screen.findByText('To reach VIP 2')).toBeTruthy();
    expect(screen.getByText('Deposit ₹600.00 more')).toBeTruthy();
    expect(screen.getByTestId('account.balance_cash').textContent).toBe('₹1,000.00');
    // Gold is not money: no currency symbol, as the header writes it.
    expect(screen.getByTestId('account.balance_gold').textContent).toBe('0.00');
  });

  it('counts unread mail on its entry, capped at 9', async () => {
    signInAsha();
    renderMy();
    const mail = await screen.findByTestId('account.entry-mail');
    expect(within(mail).queryByTestId('account.mail-badge')).toBeNull();
    act(() => kernelStore.set(mailUnreadAtom, 3));
    expect(within(mail).getByTestId('account.mail-badge').textContent).toBe('3 unread');
    act(() => kernelStore.set(mailUnreadAtom, 12));
    expect(within(mail).getByTestId('account.mail-badge').textContent).toBe('9+ unread');
    fireEvent.click(mail);
    expect(openNames()).toContain('account.mail');
  });

  it('shows the agency red dot on the entry that leads to the agency page', async () => {
    signInAsha();
    renderMy();
    const agency = await screen.findByTestId('account.entry-agency');
    expect(agency.getAttribute('href')).toBe('#/proxy');
    expect(within(agency).queryByTestId('account.agency-dot')).toBeNull();
    act(() => kernelStore.set(redDotsAtom, { activity_list: [{ activity_id: 1002, is_show_red: true, is_agent_binding: true }], actnew_list: [], down_load_status: 1 }));
    expect(within(agency).getByTestId('account.agency-dot').textContent).toBe('New');
    // A red event of a player bound to no agent is not the agency's.
    act(() => kernelStore.set(redDotsAtom, { activity_list: [{ activity_id: 1002, is_show_red: true, is_agent_binding: false }], actnew_list: [], down_load_status: 1 }));
    expect(within(agency).queryByTestId('account.agency-dot')).toBeNull();
  });

  it('opens the wallet’s, the account’s and the shell’s dialogs by name', async () => {
    signInAsha();
    renderMy();
    fireEvent.click(await screen.findByRole('button', { name: 'Deposit' }));
    fireEvent.click(screen.getByRole('button', { name: /Transactions/ }));
    fireEvent.click(screen.getByRole('button', { name: /E-mail/ }));
    fireEvent.click(screen.getByRole('button', { name: /Customer service/ }));
    expect(openNames()).toEqual(['wallet.deposit', 'wallet.transactions', 'account.bind-email', 'shell.customer-service']);
    expect(screen.getByRole('link', { name: /Game records/ }).getAttribute('href')).toBe('#/gameRecord');
  });

  it('asks a visitor to register', async () => {
    signOut();
    renderMy();
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(openNames()).toEqual(['shell.register']);
    expect(api.post).not.toHaveBeenCalled();
  });
});
