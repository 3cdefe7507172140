// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LobbyInfo, NoticeItem, UserInfo } from '@casino/shared-kernel/api-contract';
import type { Bundle } from '@casino/shared-kernel/i18n';
import { BUTTON_CLICK_GUARD_MS } from '@casino/shared-kernel/ui-core';
import { localDay } from '@casino/shared-kernel/format';

const api = vi.hoisted(() => ({ get: vi.fn(), callEnvelope: vi.fn() }));
vi.mock('@casino/shared-kernel/api', () => ({ casinoApi: api }));

const UID = 100001;
const player = { uid: UID, nick_name: 'Asha' } as UserInfo;
const lobby = (): LobbyInfo => ({ download_show: true, download_award: 1000 }) as LobbyInfo;
const NOTICES: NoticeItem[] = [
  { id: 1, title: 'Welcome', content: 'Welcome to Casino India!' },
  { id: 2, title: 'VIP cashback', content: 'VIP cashback every day.' },
];

function answerNotices(notices: NoticeItem[] = NOTICES) {
  api.get.mockImplementation(async (name: string) => {
    if (name === 'noticeMoodGroup') return { marquee_notice: notices };
    throw new Error(`unexpected call ${name}`);
  });
}

/**
 * A fresh page: the kernel and the shell's notices load anew (the host reads the token and lobby
 * info it starts with), after storage was set as a previous visit left it.
 */
async function openPage({ storedToken, counters }: { storedToken?: string; counters?: unknown } = {}) {
  vi.resetModules();
  localStorage.clear();
  document.cookie = 'token=; Max-Age=0; Path=/';
  if (storedToken) {
    document.cookie = `token=${storedToken}; Path=/`;
    localStorage.setItem('token', JSON.stringify(storedToken));
  }
  if (counters) localStorage.setItem('noticeCounters', JSON.stringify(counters));
  const state = await import('@casino/shared-kernel/state');
  const i18n = await import('@casino/shared-kernel/i18n');
  await i18n.registerNamespace('shell', { version: 'test', load: (language) => import(`./locales/${language}.json`) as Promise<{ default: Bundle }> });
  const host = await import('./notices-host.tsx');
  // The popup's lazy chunk, loaded up front: what it decides then follows from settled promises alone.
  await import('./notice-popup.tsx');
  render(
    <state.KernelProvider>
      <host.ShellNotices />
    </state.KernelProvider>,
  );
  return state;
}

/** Lets the answers' promise callbacks and the renders they cause run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const counter = () => (JSON.parse(localStorage.getItem('noticeCounters') ?? '{}') as Record<string, unknown>)[UID];

describe('the notice popup', () => {
  afterEach(() => {
    cleanup();
    api.get.mockReset();
    vi.useRealTimers();
  });

  it('opens after a token login once the lobby server answers, and records the day', async () => {
    answerNotices();
    const state = await openPage({ storedToken: 'stored-token' });
    act(() => state.kernelStore.set(state.userInfoAtom, player));
    await settle();
    // Signed in, but the lobby info is only the cached copy (or none): the server may be down.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.get).not.toHaveBeenCalled();

    act(() => state.kernelStore.set(state.lobbyInfoAtom, lobby()));
    const dialog = await screen.findByRole('dialog', { name: 'Announcement' });
    expect(dialog.textContent).toContain('Welcome to Casino India!');
    expect(screen.getByTestId('shell.notice-position').textContent).toBe('1 of 2');
    expect(api.get).toHaveBeenCalledWith('noticeMoodGroup', { notice_type: 1, uid: UID }, { hideErrorMsg: true });
    expect(counter()).toEqual({ dismissed: 0, openedOn: localDay(new Date()) });
  });

  it('waits for a dialog already open (the phone binding after a sign-up) and opens once it closes', async () => {
    answerNotices();
    const state = await openPage({ storedToken: 'stored-token' });
    act(() => state.openDialog('account.bind-phone'));
    act(() => {
      state.kernelStore.set(state.userInfoAtom, player);
      state.kernelStore.set(state.lobbyInfoAtom, lobby());
    });
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('noticeMoodGroup', { notice_type: 1, uid: UID }, { hideErrorMsg: true }));
    await settle();
    // Decided to show, but another dialog is on screen: the announcement waits its turn.
    expect(state.kernelStore.get(state.offeredDialogsAtom).map((dialog) => dialog.name)).toEqual(['shell.announcement']);
    expect(screen.queryByRole('dialog', { name: 'Announcement' })).toBeNull();
    act(() => state.closeDialog('account.bind-phone'));
    expect(await screen.findByRole('dialog', { name: 'Announcement' })).toBeTruthy();
  });

  it('counts each notice the player dismisses, and closes after the last', async () => {
    // The kit's buttons ignore a second click within 200 ms: the guard runs on a faked clock (moving
    // with real time, as Testing Library's waits need) that the second click jumps past.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    answerNotices();
    const state = await openPage({ storedToken: 'stored-token' });
    act(() => {
      state.kernelStore.set(state.userInfoAtom, player);
      state.kernelStore.set(state.lobbyInfoAtom, lobby());
    });
    await screen.findByRole('dialog', { name: 'Announcement' });
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(counter()).toMatchObject({ dismissed: 1 });
    expect(screen.getByRole('dialog').textContent).toContain('VIP cashback every day.');
    act(() => vi.advanceTimersByTime(BUTTON_CLICK_GUARD_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(counter()).toMatchObject({ dismissed: 2 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('pages through the notices without dismissing them, and dismisses them all with Close all', async () => {
    answerNotices();
    const state = await openPage({ storedToken: 'stored-token' });
    act(() => {
      state.kernelStore.set(state.userInfoAtom, player);
      state.kernelStore.set(state.lobbyInfoAtom, lobby());
    });
    const dialog = await screen.findByRole('dialog', { name: 'Announcement' });
    expect(within(dialog).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(dialog.textContent).toContain('VIP cashback every day.');
    expect(screen.getByTestId('shell.notice-position').textContent).toBe('2 of 2');
    expect(counter()).toMatchObject({ dismissed: 0 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close all' }));
    expect(counter()).toMatchObject({ dismissed: 2 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does not open again the same day after a token login', async () => {
    answerNotices();
    const state = await openPage({ storedToken: 'stored-token', counters: { [UID]: { dismissed: 0, openedOn: localDay(new Date()) } } });
    act(() => {
      state.kernelStore.set(state.userInfoAtom, player);
      state.kernelStore.set(state.lobbyInfoAtom, lobby());
    });
    await waitFor(() => expect(api.get).toHaveBeenCalled());
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens again the same day after a login in the page, with the notices not dismissed yet', async () => {
    answerNotices();
    const state = await openPage({ counters: { [UID]: { dismissed: 1, openedOn: localDay(new Date()) } } });
    act(() => state.kernelStore.set(state.lobbyInfoAtom, lobby()));
    act(() => state.signIn({ accessToken: 'new-login', userInfo: player }));
    const dialog = await screen.findByRole('dialog', { name: 'Announcement' });
    expect(dialog.textContent).toContain('VIP cashback every day.');
    expect(dialog.textContent).not.toContain('Welcome to Casino India!');
  });

  it('never opens once every notice was dismissed', async () => {
    answerNotices();
    const state = await openPage({ counters: { [UID]: { dismissed: 2 } } });
    act(() => state.kernelStore.set(state.lobbyInfoAtom, lobby()));
    act(() => state.signIn({ accessToken: 'new-login', userInfo: player }));
    await waitFor(() => expect(api.get).toHaveBeenCalled());
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not for visitors', async () => {
    answerNotices();
    const state = await openPage();
    act(() => state.kernelStore.set(state.lobbyInfoAtom, lobby()));
    await settle();
    expect(api.get).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('customer service', () => {
  afterEach(() => {
    cleanup();
    for (const script of document.head.querySelectorAll('script')) script.remove();
    api.get.mockReset();
    vi.restoreAllMocks();
  });

  it('maximizes the live chat when the customer info says 1 and the brand has a licence', async () => {
    api.get.mockResolvedValue({ flag: 1, url: 'https://direct.lc.chat/19012345/' });
    const state = await openPage();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    act(() => state.kernelStore.set(state.siteSettingsAtom, { ...state.DEFAULT_SITE_SETTINGS, liveChatLicense: '19012345' }));
    act(() => state.openDialog('shell.customer-service'));
    await waitFor(() => expect(document.head.querySelector('script[data-testid="live-chat.script"]')).not.toBeNull());
    expect(api.get).toHaveBeenCalledWith('customerInfo');
    expect(open).not.toHaveBeenCalled();
    await waitFor(() => expect(state.kernelStore.get(state.openDialogsAtom)).toEqual([]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('otherwise shows an alert and opens the url in a new tab', async () => {
    api.get.mockResolvedValue({ flag: 0, url: 'https://t.me/casino_india_support' });
    const state = await openPage();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    act(() => state.openDialog('shell.customer-service'));
    const dialog = await screen.findByRole('dialog', { name: 'Customer service' });
    expect(open).toHaveBeenCalledWith('https://t.me/casino_india_support', '_blank');
    expect(dialog.querySelector('[role="alert"]')?.textContent).toContain('new tab');
    expect(screen.getByTestId('shell.customer-service.link').getAttribute('href')).toBe('https://t.me/casino_india_support');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(state.kernelStore.get(state.openDialogsAtom)).toEqual([]);
  });

  it('the live chat dialog loads the widget only with a licence; without one it falls back to customer service', async () => {
    api.get.mockResolvedValue({ flag: 0, url: 'https://t.me/casino_india_support' });
    const state = await openPage();
    vi.spyOn(window, 'open').mockReturnValue(null);
    act(() => state.openDialog('shell.live-chat'));
    await screen.findByRole('dialog', { name: 'Customer service' });
    expect(document.head.querySelector('script[data-testid="live-chat.script"]')).toBeNull();
    expect(api.get).toHaveBeenCalledWith('customerInfo');
  });
});
