// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { casinoBus } from '@casino/shared-kernel/events';
import { kernelStore, openDialog, openDialogsAtom, signOut } from '@casino/shared-kernel/state';
import { BUTTON_CLICK_GUARD_MS } from '@casino/shared-kernel/ui-core';
import { signInAsha } from '../testing/promotions-fixtures.ts';
import { renderPromotions, settle } from '../testing/render-promotions.tsx';

const api = vi.hoisted(() => ({ get: vi.fn(), call: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('@casino/shared-kernel/api', () => ({ casinoApi: api }));

describe('the promotions’ dialogs', () => {
  beforeEach(() => {
    signOut();
    kernelStore.set(openDialogsAtom, []);
    for (const method of Object.values(api)) method.mockReset();
    api.get.mockRejectedValue(new Error('not in this test'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('play the lottery reward animation for whoever emits reward:won', async () => {
    renderPromotions('/nowhere');
    await settle();
    act(() => casinoBus.emit('reward:won', { rewards: [{ kind: 'bonus', amount: 50_00, scale: 100 }, { kind: 'cash', amount: 2_0000, scale: 10_000 }], source: 'mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations' });
    expect(await within(dialog).findByText('You won!')).toBeTruthy();
    expect(within(dialog).getByText('₹50.00')).toBeTruthy();
    expect(within(dialog).getByText('₹2.00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Collect' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuse a redeem code that cannot be one beside its field, sending nothing', async () => {
    signInAsha();
    renderPromotions('/nowhere');
    await settle();
    act(() => openDialog('promotions.redeem-code'));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem code' });
    const field = await within(dialog).findByLabelText('Redeem code');
    fireEvent.change(field, { target: { value: 'a!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(within(dialog).getByText('A code is 4 to 32 letters or digits.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('show the server’s refusal of a code beside its field, and redeem a good one once per click', async () => {
    // The kit's button takes one click per 200 ms: its guard runs on a faked clock (moving with real
    // time, as Testing Library's waits need) that the next click jumps past.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    signInAsha();
    renderPromotions('/nowhere');
    await settle();
    act(() => openDialog('promotions.redeem-code'));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem code' });
    const field = await within(dialog).findByLabelText('Redeem code');
    api.post.mockRejectedValueOnce({ msg: 'This code has expired' });
    fireEvent.change(field, { target: { value: 'old2020' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    await settle();
    expect(api.post).toHaveBeenCalledWith('redeemCode', { code: 'OLD2020' }, { hideErrorMsg: true });
    expect(within(dialog).getByText('This code has expired')).toBeTruthy();

    act(() => vi.advanceTimersByTime(BUTTON_CLICK_GUARD_MS));
    api.post.mockResolvedValueOnce({ code: 'WELCOME50', amount: 50_00, money_type: 1, coin: 50_00, money: 0, redeemed_at: 1 });
    fireEvent.change(field, { target: { value: 'welcome50' } });
    const redeem = within(dialog).getByRole('button', { name: 'Redeem' });
    fireEvent.click(redeem);
    fireEvent.click(redeem);
    await settle();
    expect(api.post).toHaveBeenCalledTimes(2);
    expect(within(dialog).getByTestId('promotions.redeem-result').textContent).toBe('Code WELCOME50 redeemed: ₹50.00 Bonus');
    expect(await screen.findByRole('dialog', { name: 'Congratulations' })).toBeTruthy();
  });

  it('ask a visitor to register instead of showing the daily gift', async () => {
    renderPromotions('/nowhere');
    await settle();
    act(() => openDialog('promotions.daily-gift'));
    const dialog = await screen.findByRole('dialog', { name: 'Daily gift' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Sign up to join' }));
    expect(kernelStore.get(openDialogsAtom).map((open) => open.name)).toContain('shell.register');
  });
});
