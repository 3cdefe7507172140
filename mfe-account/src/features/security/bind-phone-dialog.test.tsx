// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodePassword } from '@casino/shared-kernel/api-constants';
import { BUTTON_CLICK_GUARD_MS } from '@casino/shared-kernel/ui-core';
import { KernelProvider, kernelStore, openDialog, openDialogsAtom, signOut, userInfoAtom } from '@casino/shared-kernel/state';
import { AccountDialogs } from '../../app/account-dialogs.tsx';
import { signInAsha, userFixture } from '../../testing/account-fixtures.ts';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), call: vi.fn(), callEnvelope: vi.fn() }));
vi.mock('@casino/shared-kernel/api', async (importOriginal) => ({ ...(await importOriginal<object>()), casinoApi: api }));

/**
 * The kit's buttons ignore a click within 200 ms of the last one (spec 9): a player's next click comes
 * later. Timeouts run on a faked clock that still moves with real time (Testing Library's waits need
 * that), so the guard's window is passed at once instead of waited out.
 */
const nextClick = () => act(() => vi.advanceTimersByTime(BUTTON_CLICK_GUARD_MS));
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

function open(name: 'account.bind-phone' | 'account.profile' | 'account.password') {
  render(
    <KernelProvider>
      <AccountDialogs />
    </KernelProvider>,
  );
  act(() => openDialog(name));
}

describe('phone binding', () => {
  beforeEach(() => {
    api.post.mockReset().mockResolvedValue({});
    api.callEnvelope.mockReset();
  });
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('refuses a bad number beside its field without a call, sends the code, and binds when the server answers msg ok', async () => {
    signInAsha({ mobile: '' });
    open('account.bind-phone');
    const dialog = await screen.findByRole('dialog', { name: 'Bind phone' });
    const phone = within(dialog).getByLabelText('Phone number');
    fireEvent.change(phone, { target: { value: '12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(within(dialog).getByText('Enter a valid phone number.')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();

    fireEvent.change(phone, { target: { value: '9876543210' } });
    await nextClick();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('sendCode', { mobile_or_email: '919876543210' }, { hideErrorMsg: true }));
    expect(await within(dialog).findByRole('button', { name: /^Resend in \d+ s$/ })).toBeTruthy();

    api.callEnvelope.mockResolvedValueOnce({ code: 0, msg: 'ok', data: userFixture({ mobile: '919876543210' }) });
    fireEvent.change(within(dialog).getByLabelText('Verification code'), { target: { value: '111222' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bind' }));
    await waitFor(() => expect(kernelStore.get(openDialogsAtom)).toEqual([]));
    expect(api.callEnvelope).toHaveBeenCalledWith('bindMobile', { mobile: '919876543210', verify_code: '111222' }, { hideErrorMsg: true });
    expect(kernelStore.get(userInfoAtom)?.mobile).toBe('919876543210');
  });

  it('takes the number typed with its area code, as sign-up does', async () => {
    signInAsha({ mobile: '' });
    open('account.bind-phone');
    const dialog = await screen.findByRole('dialog', { name: 'Bind phone' });
    fireEvent.change(within(dialog).getByLabelText('Phone number'), { target: { value: '919876543210' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('sendCode', { mobile_or_email: '919876543210' }, { hideErrorMsg: true }));
    expect(within(dialog).queryByText('Enter a valid phone number.')).toBeNull();
  });

  it('stays open when the answer is not msg ok (spec 5)', async () => {
    signInAsha({ mobile: '' });
    open('account.bind-phone');
    const dialog = await screen.findByRole('dialog', { name: 'Bind phone' });
    api.callEnvelope.mockResolvedValueOnce({ code: 0, msg: 'pending', data: null });
    fireEvent.change(within(dialog).getByLabelText('Phone number'), { target: { value: '9876543210' } });
    fireEvent.change(within(dialog).getByLabelText('Verification code'), { target: { value: '111222' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bind' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(kernelStore.get(openDialogsAtom).map((entry) => entry.name)).toEqual(['account.bind-phone']);
    expect(kernelStore.get(userInfoAtom)?.mobile).toBe('');
  });
});

describe('the password', () => {
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('sends the new and the current password encoded (spec 7)', async () => {
    api.post.mockReset().mockResolvedValue({});
    signInAsha();
    open('account.password');
    const dialog = await screen.findByRole('dialog', { name: /password/i });
    fireEvent.change(within(dialog).getByTestId('account.password-old'), { target: { value: 'old-Secret1' } });
    fireEvent.change(within(dialog).getByTestId('account.password-next'), { target: { value: 'n3w-Secret' } });
    fireEvent.change(within(dialog).getByTestId('account.password-confirm'), { target: { value: 'n3w-Secret' } });
    fireEvent.click(within(dialog).getByTestId('account.password-save'));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('updateAccount', { password: encodePassword('n3w-Secret'), old_password: encodePassword('old-Secret1') }, { hideErrorMsg: true }),
    );
  });
});

describe('the nick name', () => {
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('is refused beside its field with a special symbol, nothing sent; a good one is saved', async () => {
    api.post.mockReset().mockImplementation((name: string, payload: { nick_name: string }) =>
      Promise.resolve(name === 'updateName' ? userFixture({ nick_name: payload.nick_name }) : {}),
    );
    signInAsha();
    open('account.profile');
    const dialog = await screen.findByRole('dialog', { name: 'Profile' });
    const name = within(dialog).getByLabelText('Nick name');
    fireEvent.change(name, { target: { value: 'Ace$$' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Use letters, digits, spaces and . - ’ only.')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
    fireEvent.change(name, { target: { value: 'Lucky Asha' } });
    await nextClick();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(kernelStore.get(userInfoAtom)?.nick_name).toBe('Lucky Asha'));
    expect(api.post).toHaveBeenCalledWith('updateName', { nick_name: 'Lucky Asha' }, { hideErrorMsg: true });
  });
});
