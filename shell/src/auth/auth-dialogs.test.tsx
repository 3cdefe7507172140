// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodePassword } from '@casino/shared-kernel/api-constants';
import type { LobbyInfo, LoginResponse, UserInfo } from '@casino/shared-kernel/api-contract';
import { ApiError } from '@casino/shared-kernel/api';
import type * as KernelApi from '@casino/shared-kernel/api';
import { initI18n } from '@casino/shared-kernel/i18n';
import {
  KernelProvider,
  kernelStore,
  lobbyInfoAtom,
  openDialog,
  openDialogsAtom,
  sessionAtom,
  signIn,
  signOut,
  siteSettingsAtom,
  DEFAULT_SITE_SETTINGS,
  toastsAtom,
  dismissToast,
} from '@casino/shared-kernel/state';
import { ShellDialogsMount } from './shell-dialogs-mount.tsx';
import { ShellConfigContext, type ShellConfig } from '../app/shell-context.ts';
import { BUTTON_CLICK_GUARD_MS } from '@casino/shared-kernel/ui-core';

const api = vi.hoisted(() => ({ post: vi.fn(), callEnvelope: vi.fn() }));
vi.mock('@casino/shared-kernel/api', async (importOriginal) => {
  const real = await importOriginal<typeof KernelApi>();
  return { ...real, casinoApi: { post: api.post, callEnvelope: api.callEnvelope } };
});

function user(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 1,
    uid: 100001,
    name: '919000000001',
    nick_name: 'Asha',
    coin: 0,
    money: 0,
    gold: 0,
    vip_level: 0,
    top_agent: 0,
    top_agent_level: 0,
    channel_id: 1,
    pay_count: 0,
    pay_total: 0,
    gold_amount: 0,
    first_pay_date: '',
    create_time: 1_763_800_000,
    mobile: '919000000001',
    is_need_opt: false,
    parent_invitation_code: '',
    second_parent: 0,
    third_parent: 0,
    ip: '',
    regist_device_code: '',
    regist_finger: '',
    login_ip: '',
    login_device_code: '',
    login_finger: '',
    state: 0,
    classify: 0,
    fcm_token: '',
    ...overrides,
  };
}

const loginAnswer = (overrides: Partial<LoginResponse> = {}): LoginResponse => ({
  accessToken: 'token-1',
  accessExpire: 1_900_000_000,
  userInfo: user(),
  oauth_user_info: null,
  withdraw_notice: { has_notice: false, is_succ: false },
  ...overrides,
});

const withMethods = (loginMethodArr: number[], regist_gift = 0) =>
  kernelStore.set(lobbyInfoAtom, { server_cfg: { report_url: '', loginConfig: { loginMethodArr }, language_num: 2 }, regist_gift } as unknown as LobbyInfo);

const envelopeError = (msg: string) => new ApiError({ kind: 'envelope', code: 500, msg, shown: false, path: '/api/user/login' });

beforeAll(async () => {
  // The dialogs' own texts (`shell-auth`) are registered by ShellDialogsMount, as on the site.
  await initI18n();
});

beforeEach(() => {
  api.post.mockReset();
  api.callEnvelope.mockReset();
  localStorage.clear();
  kernelStore.set(lobbyInfoAtom, null);
  kernelStore.set(siteSettingsAtom, DEFAULT_SITE_SETTINGS);
  render(
    <KernelProvider>
      <ShellDialogsMount />
    </KernelProvider>,
  );
});

afterEach(() => {
  cleanup();
  signOut();
  for (const shown of kernelStore.get(toastsAtom)) dismissToast(shown.id);
  vi.useRealTimers();
});

async function openLogin() {
  act(() => openDialog('shell.login'));
  return screen.findByTestId('dialog.shell.login');
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the login dialog', () => {
  it('offers phone and e-mail with a password before the lobby info loads; no guest, no Google', async () => {
    const dialog = await openLogin();
    expect(within(dialog).getByRole('radio', { name: 'Phone' }).getAttribute('aria-checked')).toBe('true');
    expect(within(dialog).getByRole('radio', { name: 'E-mail' })).toBeTruthy();
    expect(screen.getByTestId('shell.auth-password')).toBeTruthy();
    expect(screen.queryByTestId('shell.auth-code')).toBeNull();
    expect(screen.queryByTestId('shell.auth-guest')).toBeNull();
    expect(screen.queryByTestId('shell.auth-google')).toBeNull();
    expect(screen.getByText('+91')).toBeTruthy();
  });

  it('shows exactly the brand’s methods: code login, the switch to it, and guest', async () => {
    withMethods([0, 1, 2]);
    await openLogin();
    expect(screen.queryByRole('radio', { name: 'E-mail' })).toBeNull();
    expect(screen.getByTestId('shell.auth-guest')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in with a code' }));
    expect(screen.getByTestId('shell.auth-code')).toBeTruthy();
    expect(screen.queryByTestId('shell.auth-password')).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in with a password' })).toBeTruthy();
  });

  it('refuses bad input inline, per brand, without calling the server', async () => {
    await openLogin();
    fireEvent.click(screen.getByTestId('shell.auth-submit'));
    expect(await screen.findByText('Enter your phone number.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    type('shell.auth-phone', '900000000');
    type('shell.auth-password', '12345');
    fireEvent.submit(screen.getByTestId('shell.auth-login-form'));
    expect(await screen.findByText('Enter the 10 digits of your mobile number.')).toBeTruthy();
    expect(screen.getByText('The password needs at least 6 characters.')).toBeTruthy();
    expect(screen.getByTestId('shell.auth-phone').getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByRole('radio', { name: 'E-mail' }));
    type('shell.auth-email', 'not-an-address');
    fireEvent.submit(screen.getByTestId('shell.auth-login-form'));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('signs in: the number goes with its area code, the token is stored, the dialog closes, the withdraw tip shows', async () => {
    api.post.mockResolvedValueOnce(loginAnswer({ withdraw_notice: { has_notice: true, is_succ: true } }));
    await openLogin();
    type('shell.auth-phone', '9000000001');
    type('shell.auth-password', 'demo1234');
    fireEvent.click(screen.getByTestId('shell.auth-submit'));
    await waitFor(() => expect(kernelStore.get(sessionAtom).token).toBe('token-1'));
    expect(api.post).toHaveBeenCalledWith(
      'login',
      // Spec 7: the password goes encoded.
      expect.objectContaining({ client_type: 1, mobile: '919000000001', password: encodePassword('demo1234'), system_type: expect.any(Number) }),
      { hideErrorMsg: true },
    );
    await waitFor(() => expect(screen.queryByTestId('dialog.shell.login')).toBeNull());
    expect(kernelStore.get(toastsAtom).map((shown) => [shown.type, shown.text])).toContainEqual(['success', 'Your withdrawal was successful.']);
  });

  it('never submits twice while a login is in flight', async () => {
    let answer: (value: LoginResponse) => void = () => undefined;
    api.post.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await openLogin();
    type('shell.auth-phone', '9000000001');
    type('shell.auth-password', 'demo1234');
    const form = screen.getByTestId('shell.auth-login-form');
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.click(screen.getByTestId('shell.auth-submit'));
    await waitFor(() => expect(screen.getByTestId('shell.auth-submit').getAttribute('aria-busy')).toBe('true'));
    expect(api.post).toHaveBeenCalledTimes(1);
    await act(async () => answer(loginAnswer()));
    await waitFor(() => expect(kernelStore.get(sessionAtom).token).toBe('token-1'));
  });

  it('shows the server’s refusal inline and keeps what the player typed', async () => {
    api.post.mockRejectedValueOnce(envelopeError('The account or password is wrong'));
    await openLogin();
    type('shell.auth-phone', '9000000001');
    type('shell.auth-password', 'wrong-pass');
    fireEvent.click(screen.getByTestId('shell.auth-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('The account or password is wrong');
    expect((screen.getByTestId('shell.auth-phone') as HTMLInputElement).value).toBe('9000000001');
    expect((screen.getByTestId('shell.auth-password') as HTMLInputElement).value).toBe('wrong-pass');
    expect(kernelStore.get(sessionAtom).token).toBe('');
  });

  it('shows why a forced sign-out opened it', async () => {
    signIn(loginAnswer());
    act(() => {
      // What the kernel's API layer does on code 1013.
      signOut({ forced: true, message: 'You have been signed out. Please log in again.', reason: 'The token has expired' });
    });
    const notice = await screen.findByTestId('shell.auth-notice');
    expect(notice.textContent).toContain('You have been signed out. Please log in again.');
    expect(notice.textContent).toContain('The token has expired');
  });

  it('signs in as a guest and fetches the user info; phone sign-in then asks to bind a phone', async () => {
    withMethods([0, 1]);
    api.post.mockImplementation((name: string) =>
      Promise.resolve(name === 'loginRegister' ? { accessToken: 'guest-token', accessExpire: 1_900_000_000, guest_secret: 'device-secret' } : user({ mobile: '' })),
    );
    localStorage.removeItem('guestSecret');
    await openLogin();
    fireEvent.click(screen.getByTestId('shell.auth-guest'));
    await waitFor(() => expect(kernelStore.get(sessionAtom).userInfo?.uid).toBe(100001));
    expect(api.post).toHaveBeenCalledWith('loginRegister', expect.objectContaining({ client_type: 0, channel_id: 1, device_id: expect.any(String) }), {
      hideErrorMsg: true,
    });
    // The first guest sign-in sends no secret; the device keeps the one the server answered, for the next.
    expect(api.post.mock.calls.find(([name]) => name === 'loginRegister')?.[1]).not.toHaveProperty('guest_secret');
    expect(JSON.parse(localStorage.getItem('guestSecret') ?? 'null')).toBe('device-secret');
    // The account remote's phone binding (the one the user centre opens) is asked for.
    await waitFor(() => expect(kernelStore.get(openDialogsAtom).map((dialog) => dialog.name)).toEqual(['account.bind-phone']));
    expect(screen.queryByTestId('dialog.shell.login')).toBeNull();
  });
});

describe('the one-time code', () => {
  it('is sent to the full number, then the button counts down 60 seconds', async () => {
    withMethods([2]);
    api.post.mockResolvedValue({});
    await openLogin();
    // The kit's button ignores a second click within 200 ms (spec 9): its guard runs on a faked clock
    // (moving with real time, as Testing Library's waits need) that the second click jumps past.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    fireEvent.click(screen.getByTestId('shell.auth-send-code'));
    expect(await screen.findByText('Enter your phone number.')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();

    type('shell.auth-phone', '9000000001');
    act(() => vi.advanceTimersByTime(BUTTON_CLICK_GUARD_MS));
    // The countdown from here on runs on a clock of its own, moved by hand only.
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    fireEvent.click(screen.getByTestId('shell.auth-send-code'));
    await waitFor(() => expect(screen.getByTestId('shell.auth-send-code').textContent).toBe('Resend in 60 s'));
    expect(api.post).toHaveBeenCalledWith('sendCode', { mobile_or_email: '919000000001' }, { hideErrorMsg: true });
    expect((screen.getByTestId('shell.auth-send-code') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(59_000);
    });
    expect(screen.getByTestId('shell.auth-send-code').textContent).toBe('Resend in 1 s');
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByTestId('shell.auth-send-code').textContent).toBe('Send code');
    expect((screen.getByTestId('shell.auth-send-code') as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the server’s refusal of a code asked for too soon', async () => {
    withMethods([2]);
    api.post.mockRejectedValueOnce(envelopeError('Please wait 42 seconds before asking for another code'));
    await openLogin();
    type('shell.auth-phone', '9000000001');
    fireEvent.click(screen.getByTestId('shell.auth-send-code'));
    expect(await screen.findByText('Please wait 42 seconds before asking for another code')).toBeTruthy();
    expect(screen.getByTestId('shell.auth-send-code').textContent).toBe('Send code');
  });
});

describe('the register dialog', () => {
  it('shows the register guide, rates the password and registers with code and password when offered', async () => {
    withMethods([1, 2, 10], 1000);
    api.post.mockResolvedValue(loginAnswer());
    act(() => openDialog('shell.register'));
    await screen.findByTestId('dialog.shell.register');
    expect(screen.getByTestId('shell.auth-register-guide').textContent).toBe('Sign up now and get a ₹10.00 welcome gift!');
    const meter = screen.getByTestId('shell.auth-strength');
    type('shell.auth-password', 'abc12');
    expect(meter.getAttribute('data-score')).toBe('0');
    expect(meter.textContent).toContain('Too short');
    type('shell.auth-password', 'abc123');
    expect(meter.getAttribute('data-score')).toBe('2');
    type('shell.auth-password', 'Abc_123');
    expect(meter.getAttribute('data-score')).toBe('4');
    expect(meter.textContent).toContain('Strong');

    type('shell.auth-phone', '9876543210');
    type('shell.auth-code', '123456');
    fireEvent.click(screen.getByTestId('shell.auth-submit'));
    await waitFor(() => expect(kernelStore.get(sessionAtom).token).toBe('token-1'));
    expect(api.post).toHaveBeenCalledWith(
      'register',
      expect.objectContaining({
        client_type: 10,
        mobile: '919876543210',
        verify_code: '123456',
        password: encodePassword('Abc_123'),
        channel_id: 1,
        regist_finger: expect.any(String),
        device_id: expect.any(String),
      }),
      { hideErrorMsg: true },
    );
  });

  it('offers a daily deposit limit at registration where the brand does, refusing a bad amount before registering', async () => {
    cleanup();
    render(
      <ShellConfigContext value={{ brand: 'india', versions: {} } as unknown as ShellConfig}>
        <KernelProvider>
          <ShellDialogsMount />
        </KernelProvider>
      </ShellConfigContext>,
    );
    withMethods([1, 2, 10], 0);
    api.post.mockResolvedValue(loginAnswer());
    // The kit's button ignores a second click within 200 ms (spec 9): its guard runs on a faked clock
    // (moving with real time, as Testing Library's waits need) that the second click jumps past.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    act(() => openDialog('shell.register'));
    await screen.findByTestId('dialog.shell.register');
    const limit = screen.getByRole('textbox', { name: 'Daily deposit limit (₹, optional)' });
    type('shell.auth-phone', '9876543210');
    type('shell.auth-code', '123456');
    type('shell.auth-password', 'Abc_123');
    type('shell.auth-deposit-limit', '12.345');
    fireEvent.click(screen.getByTestId('shell.auth-submit'));
    expect(await screen.findByText('Enter an amount above 0 with at most two decimals, or leave it empty.')).toBeTruthy();
    expect(limit.getAttribute('aria-invalid')).toBe('true');
    expect(api.post).not.toHaveBeenCalledWith('register', expect.anything(), expect.anything());

    type('shell.auth-deposit-limit', '1000,50');
    act(() => vi.advanceTimersByTime(BUTTON_CLICK_GUARD_MS));
    fireEvent.click(screen.getByTestId('shell.auth-submit'));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('setGamingLimit', { kind: 'deposit', period: 'day', amount: 1_000_50 }));
    expect(kernelStore.get(sessionAtom).token).toBe('token-1');
  });

  it('takes the channel and invitation code from the link', async () => {
    window.history.replaceState(null, '', '/?cid=B8C37E#/?iCode=FRIEND42');
    api.post.mockResolvedValue(loginAnswer());
    act(() => openDialog('shell.auth', { tab: 'register' }));
    await screen.findByTestId('dialog.shell.auth');
    expect((screen.getByTestId('shell.auth-invitation') as HTMLInputElement).value).toBe('FRIEND42');
    type('shell.auth-phone', '9876543210');
    type('shell.auth-password', 'secret12');
    // Registering by password still proves the phone: the code sent to it is asked for.
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('shell.auth-submit'));
    expect(await screen.findByText('Enter the code we sent you.')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
    type('shell.auth-code', '123456');
    // Submitted as a form: the button ignores a second click within its 200 ms click delay.
    fireEvent.submit(screen.getByTestId('shell.auth-register-form'));
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    expect(api.post.mock.calls[0]?.[1]).toMatchObject({ client_type: 1, verify_code: '123456', channel_id: 1001, invitation_code: 'FRIEND42' });
    window.history.replaceState(null, '', '/');
  });
});

describe('forgot password and bind phone', () => {
  it('resets the password with a code, then opens the login', async () => {
    api.post.mockResolvedValue({});
    act(() => openDialog('shell.forgot-password'));
    await screen.findByTestId('dialog.shell.forgot-password');
    type('shell.auth-phone', '9000000001');
    type('shell.auth-code', '654321');
    type('shell.auth-password', 'newpass1');
    type('shell.auth-confirm', 'newpass2');
    fireEvent.click(screen.getByTestId('shell.auth-submit'));
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    type('shell.auth-confirm', 'newpass1');
    fireEvent.submit(screen.getByTestId('shell.auth-forgot-form'));
    await screen.findByTestId('dialog.shell.login');
    expect(api.post).toHaveBeenCalledWith(
      'resetPassword',
      { client_type: 2, mobile: '919000000001', verify_code: '654321', password: encodePassword('newpass1') },
      { hideErrorMsg: true },
    );
    expect(screen.queryByTestId('dialog.shell.forgot-password')).toBeNull();
  });
});
