// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@casino/shared-kernel/api-contract';
import { HashRouter, Route, Routes } from '@casino/shared-kernel/routing';
import {
  applySiteSettings,
  DEFAULT_SITE_SETTINGS,
  KernelProvider,
  kernelStore,
  mailUnreadAtom,
  openDialogsAtom,
  redDotsAtom,
  signIn,
  signOut,
  siteSettingsAtom,
  toastsAtom,
  walletAtom,
} from '@casino/shared-kernel/state';
import { ShellConfigContext, type ShellConfig } from '../app/shell-context.ts';
import { Layout } from './layout.tsx';
import ShareSheet from './share-sheet.tsx';

const player = (overrides: Partial<UserInfo> = {}) =>
  ({ id: 1, uid: 100001, name: 'asha', nick_name: 'Asha', coin: 50_00, money: 1_000_00, gold: 0, vip_level: 3, avatar_id: 5, ...overrides }) as UserInfo;

const config = { brand: 'india', versions: {} } as unknown as ShellConfig;

/** Under 750 px wide when `phone`, as the kernel's layout atom asks the browser. */
function viewport(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: phone, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList,
  );
}

function renderLayout() {
  return render(
    <KernelProvider>
      <ShellConfigContext value={config}>
        <HashRouter>
          <Routes>
            <Route element={<Layout />}>
              <Route path="*" element={<p>page</p>} />
            </Route>
          </Routes>
        </HashRouter>
      </ShellConfigContext>
    </KernelProvider>,
  );
}

const openDialogs = () => kernelStore.get(openDialogsAtom).map((dialog) => dialog.name);

beforeEach(() => {
  localStorage.clear();
  viewport(false);
  kernelStore.set(siteSettingsAtom, DEFAULT_SITE_SETTINGS);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  act(() => signOut());
  vi.restoreAllMocks();
});

/** The site settings as the server's groups give them (applied by the kernel's rules). */
function setSettings(...groups: Parameters<typeof applySiteSettings>[0]['groups']) {
  kernelStore.set(siteSettingsAtom, applySiteSettings({ groups }));
}

describe('the header of a visitor', () => {
  it('offers Log in and Register, which open their dialogs; no balances, no user menu', () => {
    renderLayout();
    expect(screen.queryByTestId('shell.balances')).toBeNull();
    expect(screen.queryByTestId('shell.user-menu-button')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(openDialogs()).toEqual(['shell.login']);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(openDialogs()).toContain('shell.register');
  });

  it('asks a visitor to register before the wallet opens', () => {
    renderLayout();
    fireEvent.click(screen.getByTestId('shell.deposit-button'));
    fireEvent.click(screen.getByTestId('shell.withdraw-button'));
    expect(openDialogs()).toEqual(['shell.register']);
  });

  it('shows the brand’s logo, else its title', () => {
    kernelStore.set(siteSettingsAtom, { ...DEFAULT_SITE_SETTINGS, title: 'Casino India' });
    const { unmount } = renderLayout();
    expect(screen.getByTestId('shell.logo')).toHaveProperty('textContent', 'Casino India');
    unmount();
    kernelStore.set(siteSettingsAtom, { ...DEFAULT_SITE_SETTINGS, title: 'Casino India', logo: '/logo.svg' });
    renderLayout();
    expect(screen.getByRole('link', { name: 'Casino India' }).querySelector('img')?.getAttribute('src')).toBe('/logo.svg');
  });
});

describe('the header of a player', () => {
  beforeEach(() => {
    act(() => signIn({ accessToken: 'token-1', userInfo: player() }));
  });

  it('shows the three balances in the brand’s money format, the wallet over the user info', () => {
    setSettings({
      group: 'base',
      items: [
        { key: 'currency', value: 'BRL' },
        { key: 'currencySymbol', value: 'R$' },
      ],
    });
    renderLayout();
    const balances = screen.getByTestId('shell.balances');
    expect(within(balances).getByTestId('shell.balances.cash').textContent).toBe('R$1,000.00');
    expect(within(balances).getByTestId('shell.balances.bonus').textContent).toBe('R$50.00');
    expect(within(balances).getByTestId('shell.balances.gold').textContent).toBe('0.00');
    act(() => kernelStore.set(walletAtom, { money: 123_456_78, coin: 0, gold: 250, taskBonus: 0, taskCur: 0, taskTarget: 0 }));
    expect(within(balances).getByTestId('shell.balances.cash').textContent).toBe('R$123.45K');
    expect(within(balances).getByTestId('shell.balances.gold').textContent).toBe('2.50');
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('holds the balances’ place while they load', () => {
    act(() => signIn({ accessToken: 'token-2' }));
    renderLayout();
    const balances = screen.getByTestId('shell.balances');
    expect(balances.getAttribute('aria-busy')).toBe('true');
    expect(balances.querySelectorAll('[data-kind]')).toHaveLength(3);
    expect(within(balances).getByTestId('shell.balances.cash').textContent).toBe('');
  });

  it('opens the wallet’s dialogs', () => {
    renderLayout();
    fireEvent.click(screen.getByTestId('shell.deposit-button'));
    fireEvent.click(screen.getByTestId('shell.withdraw-button'));
    expect(openDialogs()).toEqual(['wallet.deposit', 'wallet.withdraw']);
  });

  it('opens the mailbox from the header on desktop, its unread badge capped at 9 (spec 4); on phone the badge is on the Account tab', () => {
    renderLayout();
    const mail = screen.getByRole('button', { name: 'Mail' });
    act(() => kernelStore.set(mailUnreadAtom, 4));
    expect(mail.textContent).toBe('Mail4 unread');
    act(() => kernelStore.set(mailUnreadAtom, 23));
    expect(screen.getByRole('button', { name: 'Mail 9+ unread' })).toBe(mail);
    fireEvent.click(mail);
    expect(openDialogs()).toEqual(['account.mail']);
    cleanup();
    viewport(true);
    renderLayout();
    expect(within(screen.getByTestId('shell.bottom-nav')).getByTestId('shell.account-tab-badge').textContent).toBe('9+ unread');
    expect(screen.queryByTestId('shell.mail-button')).toBeNull();
  });

  it('has a user menu with avatar, VIP level and sign-out; Escape closes it', async () => {
    renderLayout();
    // The menu's code loads once a player is in (a visitor's first screen goes without it).
    const button = await screen.findByRole('button', { name: 'Account menu' });
    expect(button.querySelector('[data-avatar="5"]')).not.toBeNull();
    expect(screen.getByTestId('shell.vip-level').textContent).toBe('VIP 3');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('shell.user-menu').textContent).toContain('ID 100001');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('shell.user-menu')).toBeNull();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy());
    expect(screen.queryByTestId('shell.balances')).toBeNull();
  });
});

describe('the side menu', () => {
  it('lists the settings’ entries with their red dots, as a rail on desktop', () => {
    setSettings({
      group: 'asideMenu',
      items: [
        { key: 'url', value: '/activity' },
        { key: 'key', value: 'menu_activity' },
        { key: 'url', value: '/news' },
        { key: 'key', value: 'menu_news' },
      ],
    });
    act(() => signIn({ accessToken: 'token-3', userInfo: player() }));
    kernelStore.set(redDotsAtom, { activity_list: [{ activity_id: 7, is_show_red: true, is_agent_binding: false }], actnew_list: [], down_load_status: 0 });
    renderLayout();
    const rail = screen.getByRole('navigation', { name: 'Side menu' });
    expect(
      within(rail)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['PromotionsNew', '#/activity'],
      ['News', '#/news'],
    ]);
    expect(screen.getByTestId('shell.side-menu.dot.menu_activity')).toBeTruthy();
  });

  it('is a drawer on phone that Escape closes, giving focus back', async () => {
    viewport(true);
    setSettings({
      group: 'asideMenu',
      items: [
        { key: 'url', value: '/news' },
        { key: 'key', value: 'menu_news' },
      ],
    });
    renderLayout();
    expect(screen.getByTestId('shell.layout').getAttribute('data-layout')).toBe('phone');
    expect(screen.queryByTestId('shell.side-nav')).toBeNull();
    expect(screen.getByTestId('shell.bottom-nav')).toBeTruthy();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Side menu' });
    expect(within(drawer).getByRole('link', { name: 'News' })).toBeTruthy();
    fireEvent.keyDown(drawer, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menuButton);
  });
});

describe('the footer', () => {
  it('shows partners, the contact e-mail and the legal links', () => {
    setSettings(
      {
        group: 'base',
        items: [
          { key: 'contactEmail', value: 'help@casino.example' },
          { key: 'licence', value: 'Licensed.' },
        ],
      },
      { group: 'cooperativeFirm', items: [{ key: 'JILI', value: '/jili.svg' }] },
    );
    // The footer is below the fold: its logos wait until they have been in view (the kit's LazyImage).
    let reportInView: (() => void) | undefined;
    vi.useFakeTimers();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly targets: Element[] = [];
        constructor(callback: IntersectionObserverCallback) {
          reportInView = () =>
            callback(
              this.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
              this as unknown as IntersectionObserver,
            );
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    try {
      renderLayout();
      expect(within(screen.getByRole('contentinfo')).queryByRole('img', { name: 'JILI' })).toBeNull();
      act(() => reportInView?.());
      act(() => vi.advanceTimersByTime(500));
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('img', { name: 'JILI' }).getAttribute('src')).toBe('/jili.svg');
    expect(within(footer).getByRole('link', { name: 'help@casino.example' }).getAttribute('href')).toBe('mailto:help@casino.example');
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#/userAgreement', '#/privacyAgreement', '#/termOfService', 'mailto:help@casino.example']);
    expect(within(footer).getByRole('button', { name: 'Licence' })).toBeTruthy();
  });
});

describe('what the header folds away on narrow screens (issue 23)', () => {
  it('a player finds withdraw, the mailbox with its unread count, customer service and the language in the user menu', async () => {
    act(() => signIn({ accessToken: 'token-4', userInfo: player() }));
    act(() => kernelStore.set(mailUnreadAtom, 12));
    renderLayout();
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = screen.getByTestId('shell.user-menu');
    expect(within(menu).getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(within(menu).getByTestId('shell.user-menu.mail-unread').textContent).toBe(' 9+ unread');
    fireEvent.click(within(menu).getByRole('button', { name: /^Mail/ }));
    expect(openDialogs()).toEqual(['account.mail']);
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    fireEvent.click(within(screen.getByTestId('shell.user-menu')).getByRole('button', { name: 'Withdraw' }));
    expect(openDialogs()).toEqual(['account.mail', 'wallet.withdraw']);
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    fireEvent.click(within(screen.getByTestId('shell.user-menu')).getByRole('button', { name: 'Customer service' }));
    expect(openDialogs()).toContain('shell.customer-service');
  });

  it('a visitor finds deposit, withdraw and the language in the rail, and in the phone’s drawer', async () => {
    const { unmount } = renderLayout();
    const rail = screen.getByRole('navigation', { name: 'Side menu' });
    expect(within(rail).getByRole('combobox', { name: 'Language' })).toBeTruthy();
    fireEvent.click(within(rail).getByRole('button', { name: 'Withdraw' }));
    expect(openDialogs()).toEqual(['shell.register']);
    unmount();
    viewport(true);
    renderLayout();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Side menu' });
    expect(within(drawer).getByRole('button', { name: 'Deposit' })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(within(drawer).getByRole('combobox', { name: 'Language' })).toBeTruthy();
  });

  it('a player’s rail has no copies: the user menu has them', () => {
    act(() => signIn({ accessToken: 'token-5', userInfo: player() }));
    renderLayout();
    const rail = screen.getByRole('navigation', { name: 'Side menu' });
    expect(within(rail).queryByRole('combobox')).toBeNull();
    expect(within(rail).queryByRole('button', { name: 'Deposit' })).toBeNull();
  });

  it('the top navigation carries icons and names its links for screen readers and on hover', () => {
    renderLayout();
    const games = within(screen.getByTestId('shell.top-nav')).getByRole('link', { name: 'Games' });
    expect(games.getAttribute('title')).toBe('Games');
    expect(games.querySelector('svg')).not.toBeNull();
  });
});

describe('customer service and the live chat (issue 23)', () => {
  it('opens from the side menu, the footer and the phone’s drawer', async () => {
    const { unmount } = renderLayout();
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Side menu' })).getByRole('button', { name: 'Customer service' }));
    expect(openDialogs()).toEqual(['shell.customer-service']);
    act(() => kernelStore.set(openDialogsAtom, []));
    fireEvent.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Customer service' }));
    expect(openDialogs()).toEqual(['shell.customer-service']);
    act(() => kernelStore.set(openDialogsAtom, []));
    unmount();
    viewport(true);
    renderLayout();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Side menu' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Customer service' }));
    expect(openDialogs()).toEqual(['shell.customer-service']);
    // Choosing an entry closes the drawer.
    expect(screen.queryByRole('dialog', { name: 'Side menu' })).toBeNull();
  });

  it('shows a floating live chat button only for a brand with a licence; it opens the chat', async () => {
    const { unmount } = renderLayout();
    expect(screen.queryByTestId('shell.chat-button')).toBeNull();
    unmount();
    setSettings({ group: 'base', items: [{ key: 'liveChatLicense', value: '19012345' }] });
    renderLayout();
    fireEvent.click(await screen.findByRole('button', { name: 'Live chat' }));
    expect(openDialogs()).toEqual(['shell.live-chat']);
  });
});

describe('sharing', () => {
  it('copies the link with a toast where the browser cannot share', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    render(
      <KernelProvider>
        <ShareSheet onClose={onClose} browser={{ clipboard: { writeText } }} />
      </KernelProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/#\/$/));
    expect(kernelStore.get(toastsAtom).map((shown) => [shown.type, shown.text])).toContainEqual(['success', 'Link copied']);
  });
});
