// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LobbyInfo } from '@casino/shared-kernel/api-contract';
import { casinoBus } from '@casino/shared-kernel/events';
import { HashRouter } from '@casino/shared-kernel/routing';
import { kernelStore, KernelProvider, languageAtom, lobbyInfoAtom, signIn, signOut, siteSettingsAtom } from '@casino/shared-kernel/state';
import { storedPreLoaded } from '@casino/shared-kernel/storage';

const api = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@casino/shared-kernel/api', () => ({ casinoApi: api }));

const { loadBrandSettings } = await import('./site-settings.ts');
const { StartupNavigation, reportPageView } = await import('./navigation.tsx');
const { firstLobbyInfoLoad, preloadFirstBanner } = await import('./first-lobby-info.ts');
const { PreloadFrame } = await import('./preload-frame.tsx');

const game = (id: number, third_game_id?: string) => ({
  id,
  provider: 'Originals',
  url: '',
  icon_url: '',
  lang_key: `g${id}`,
  rtp: 97,
  rtp_wave: 0,
  is_favorite: false,
  is_show_name: true,
  is_pic_need_cut: false,
  ...(third_game_id ? { third_game_id } : {}),
});
const lobby = (overrides: Partial<LobbyInfo> = {}) =>
  ({
    self_list: [game(7, 'orig-7'), game(8, 'orig-8')],
    server_cfg: { report_url: '', loginConfig: { loginMethodArr: [] }, language_num: 2 },
    ...overrides,
  }) as unknown as LobbyInfo;
const settings = (items: Record<string, string>) => ({ groups: [{ group: 'base', items: Object.entries(items).map(([key, value]) => ({ key, value })) }] });

beforeEach(() => {
  api.get.mockReset();
  api.post.mockReset();
  signOut();
  localStorage.clear();
  kernelStore.set(lobbyInfoAtom, null);
  document.head.innerHTML = '<title>Casino</title><link rel="icon" href="favicon.svg">';
  history.replaceState(null, '', '/#/');
});
afterEach(cleanup);

describe('site settings at start', () => {
  it("puts the brand's title and theme on the page, its favicon at the first quiet moment, and falls back to the rupee", async () => {
    const quietMoments: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => quietMoments.push(callback));
    api.get.mockResolvedValueOnce(settings({ title: 'Sorte Brasil', favicon: 'https://cdn.example.com/brasil.png', theme: 'emerald-night', currency: '' }));
    const applied = await loadBrandSettings();
    expect(api.get).toHaveBeenCalledWith('siteSettings', undefined, { hideErrorMsg: true });
    expect(document.title).toBe('Sorte Brasil');
    expect(document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.getAttribute('href')).toBe('favicon.svg');
    quietMoments.shift()?.({ didTimeout: false, timeRemaining: () => 50 });
    expect(document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href).toBe('https://cdn.example.com/brasil.png');
    vi.unstubAllGlobals();
    expect(document.documentElement.dataset['theme']).toBe('emerald-night');
    expect(applied).toMatchObject({ currency: 'INR', currencySymbol: '₹' });
    expect(kernelStore.get(siteSettingsAtom).title).toBe('Sorte Brasil');
  });

  it("switches to the brand's language only when the player chose none", async () => {
    api.get.mockResolvedValue(settings({ lang: 'pt-br' }));
    await loadBrandSettings();
    expect(kernelStore.get(languageAtom)).toBe('pt-br');
    kernelStore.set(languageAtom, 'th');
    await loadBrandSettings();
    expect(kernelStore.get(languageAtom)).toBe('th');
  });

  it('keeps the page as it is when the settings cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.get.mockRejectedValueOnce(new Error('network error'));
    expect((await loadBrandSettings()).title).toBe('');
    expect(document.title).toBe('Casino');
  });
});

describe('the Dashboard’s first banner', () => {
  const banner = (activity_id: number, sort_id: number, banner_url: string) => ({ activity_id, sort_id, banner_url, is_open: true, show_end_time: 0 });
  const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href'));

  it('starts downloading at high priority once the lobby info names it, on a load of the Dashboard only', () => {
    kernelStore.set(lobbyInfoAtom, lobby({ banner_list: [banner(2, 2, '/b/second.svg'), banner(1, 1, '/b/first.svg')] } as Partial<LobbyInfo>));
    expect(preloadFirstBanner('#/Gamedetail?id=3')).toBeNull();
    expect(preloaded()).toEqual([]);
    const link = preloadFirstBanner('#/');
    expect(link?.fetchPriority).toBe('high');
    expect(preloaded()).toEqual([`${location.origin}/b/first.svg`]);
    // Once per picture.
    expect(preloadFirstBanner('')).toBe(link);
    expect(preloaded()).toHaveLength(1);
  });

  it('is none without a banner showing', () => {
    kernelStore.set(lobbyInfoAtom, lobby({ banner_list: [banner(1, 1, '')] } as Partial<LobbyInfo>));
    expect(preloadFirstBanner('#/')).toBeNull();
  });
});

describe('around each navigation', () => {
  it('keeps the query keys, loads the lobby info once, reports page views and scrolls to the top', async () => {
    api.get.mockResolvedValue(lobby({ server_cfg: { report_url: 'https://stats.example.com/pv', loginConfig: { loginMethodArr: [] }, language_num: 2 } }));
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const views: string[] = [];
    const off = casinoBus.on('page:viewed', ({ path }) => views.push(path));
    history.replaceState(null, '', '/#/?gameToken=g-1&randomUserId=r-1');
    render(
      <KernelProvider>
        <HashRouter>
          <StartupNavigation />
        </HashRouter>
      </KernelProvider>,
    );
    await expect.poll(() => views).toEqual(['/']);
    expect(localStorage.getItem('gameToken')).toBe('"g-1"');
    expect(localStorage.getItem('randomUserId')).toBe('"r-1"');
    expect(api.get).toHaveBeenCalledWith('lobbyPreload', undefined, { hideErrorMsg: true });
    expect(kernelStore.get(lobbyInfoAtom)?.self_list).toHaveLength(2);
    expect(beacon).toHaveBeenCalledWith('https://stats.example.com/pv', expect.stringContaining('"path":"/"'));

    await act(async () => {
      location.hash = '#/activity';
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => views).toEqual(['/', '/activity']);
    // Start-up's early call and the first navigation's are one call.
    await firstLobbyInfoLoad();
    expect(api.get).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledTimes(2);
    off();
  });

  it('reports no page view to a server when the lobby names no report URL', () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    kernelStore.set(lobbyInfoAtom, lobby());
    reportPageView('/my');
    expect(beacon).not.toHaveBeenCalled();
  });
});

describe('the pre-load frame', () => {
  it('loads once a user token is there, stays fixed, and sets preLoaded when loaded', async () => {
    kernelStore.set(lobbyInfoAtom, lobby());
    api.get.mockResolvedValue({ game_url: 'https://games.example.com/play/1' });
    render(
      <KernelProvider>
        <PreloadFrame />
      </KernelProvider>,
    );
    expect(screen.queryByTestId('startup.preload-frame')).toBeNull();
    expect(api.get).not.toHaveBeenCalled();
    act(() => signIn({ accessToken: 'player-token' }));
    const frame = await screen.findByTestId('startup.preload-frame');
    expect(api.get).toHaveBeenCalledWith('gameUrl', { game_id: 'orig-7', game_type: 'Originals', money_type: 2, mod: 1 }, { hideErrorMsg: true });
    expect(frame.getAttribute('src')).toBe('https://games.example.com/play/1');
    expect((frame as HTMLIFrameElement).style.height).toBe('750px');
    act(() => signIn({ accessToken: 'other-token' }));
    expect(api.get).toHaveBeenCalledTimes(1);
    expect(storedPreLoaded.get()).toBeUndefined();
    act(() => frame.dispatchEvent(new Event('load')));
    expect(storedPreLoaded.get()).toBe(true);
  });

  it('shows nothing once preLoaded is set', () => {
    storedPreLoaded.set(true);
    kernelStore.set(lobbyInfoAtom, lobby());
    signIn({ accessToken: 'player-token' });
    render(
      <KernelProvider>
        <PreloadFrame />
      </KernelProvider>,
    );
    expect(api.get).not.toHaveBeenCalled();
  });
});
