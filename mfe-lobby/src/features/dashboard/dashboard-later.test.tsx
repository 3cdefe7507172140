// @vitest-environment happy-dom
// What the Dashboard draws before and after the code of its later parts (dashboard-later.ts)
// arrives: the search box works and keeps what was typed, a category's panel shows skeleton tiles,
// and the events and join banners hold their place until it nears the viewport. The test holds that code back and lets it come.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kernelStore, openDialogsAtom } from '@casino/shared-kernel/state';
import { lobbyFixture, ROYAL_OX } from '../../testing/lobby-fixtures.ts';
import { currentRoute, deferred, newPage, renderLobby, settle } from '../../testing/render-lobby.tsx';
import { onDemand, type OnDemand } from '../../app/on-demand.ts';
import { SEARCH_DEBOUNCE_MS } from '../search/game-search.tsx';
import { forgetWinners } from '../winners/winners-ticker.tsx';
import type * as Later from './dashboard-later.ts';

const api = vi.hoisted(() => ({ get: vi.fn(), call: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('@casino/shared-kernel/api', () => ({ casinoApi: api }));

/** The later code, as a page that has not fetched it yet: fetched when asked, arriving when the test says. */
const later = vi.hoisted(() => ({ fetches: 0, arrive: () => undefined as void, code: undefined as OnDemand<typeof Later> | undefined }));
vi.mock('./dashboard-later-code.ts', () => ({
  dashboardLater: {
    current: () => later.code?.current(),
    load: () => later.code!.load(),
  },
}));

function aFreshPage() {
  const arrival = deferred<void>();
  later.fetches = 0;
  later.arrive = () => arrival.resolve();
  later.code = onDemand(async () => {
    later.fetches += 1;
    await arrival.promise;
    return import('./dashboard-later.ts');
  });
}

/** The places the page watches, and the way to scroll one near the viewport (undone after each test). */
function watchedPlaces() {
  const watchers = new Map<Element, IntersectionObserverCallback>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        watchers.set(target, this.callback);
      }
      unobserve(target: Element) {
        watchers.delete(target);
      }
      disconnect() {
        for (const [target, callback] of watchers) if (callback === this.callback) watchers.delete(target);
      }
      takeRecords() {
        return [];
      }
    },
  );
  return {
    scrollNear: (target: Element) =>
      act(() => watchers.get(target)?.([{ target, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)),
  };
}

/** A section's place: a box of its size, hidden from assistive technology. */
const placeholder = (container: HTMLElement, testId: string) => container.querySelector<HTMLElement>(`[aria-hidden="true"][data-testid="${testId}"]`);

/** The server: this lobby info (the one cached too), no winners. */
function serve(info = lobbyFixture()) {
  api.get.mockImplementation((name: string) => Promise.resolve(name === 'noticeMoodGroup' ? { winning_notice: { list: [], config: {} } } : info));
  return info;
}

describe('the Dashboard’s later parts', () => {
  beforeEach(() => {
    forgetWinners();
    aFreshPage();
    api.get.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('draws the search box at once and fetches its results’ code only when the player touches it', async () => {
    newPage({ cached: serve() });
    renderLobby('/');
    const box = await screen.findByRole('combobox', { name: 'Search games' });
    expect(box.getAttribute('placeholder')).toBe('Search games or providers');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await settle();
    expect(later.fetches).toBe(0);
    fireEvent.pointerDown(box);
    await settle();
    expect(later.fetches).toBe(1);
  });

  it('keeps what the player typed before the results’ code arrived, and searches it when it comes', async () => {
    // Timeouts on a faked clock that still moves with real time (Testing Library's waits need that):
    // the search's debounce is jumped past, not waited out.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    newPage({ cached: serve() });
    renderLobby('/');
    const box = await screen.findByRole('combobox', { name: 'Search games' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'pgsoft' } });
    // Past the debounce, still without the code: the text is kept; no list, no count yet.
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect((box as HTMLInputElement).value).toBe('pgsoft');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('');

    await act(async () => later.arrive());
    const results = await screen.findByRole('listbox', { name: 'Games found' });
    await waitFor(() => expect(within(results).getAllByRole('option')).toHaveLength(3));
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('3 games found');
    expect((box as HTMLInputElement).value).toBe('pgsoft');
    // The same box (focus and caret stay), now with the keys of a combobox.
    expect(screen.getByRole('combobox', { name: 'Search games' })).toBe(box);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(within(results).getAllByRole('option')[1]?.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(currentRoute()).toBe(`/Gamedetail?id=${ROYAL_OX.id}`);
  });

  it('clears the box on Escape before the results’ code has arrived, as it does with the list closed', async () => {
    newPage({ cached: serve() });
    renderLobby('/');
    const box = await screen.findByRole('combobox', { name: 'Search games' });
    fireEvent.change(box, { target: { value: 'tiger' } });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect((box as HTMLInputElement).value).toBe('');
    expect(later.fetches).toBe(1);
  });

  it('fetches a category’s panel as the player presses its tab, with skeleton tiles in the panel until it comes', async () => {
    newPage({ cached: serve() });
    renderLobby('/');
    const slots = await screen.findByRole('tab', { name: 'Slots' });
    await settle();
    expect(later.fetches).toBe(0);
    fireEvent.pointerDown(slots);
    expect(later.fetches).toBe(1);
    fireEvent.click(slots);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByTestId('lobby.game-skeleton')).toBeTruthy();
    expect(within(panel).queryByTestId('lobby.category-games')).toBeNull();

    await act(async () => later.arrive());
    expect(within(await within(panel).findByTestId('lobby.category-games')).getAllByTestId('lobby.game-tile')).toHaveLength(5);
    fireEvent.click(within(screen.getByRole('group', { name: 'Slots by provider' })).getByRole('button', { name: /^JILI/ }));
    expect(within(screen.getByTestId('lobby.category-games')).getAllByTestId('lobby.game-tile')).toHaveLength(2);
    expect(screen.queryByTestId('lobby.game-skeleton')).toBeNull();
  });

  it('holds the events’ place until it nears the viewport, then draws them there', async () => {
    const page = watchedPlaces();
    newPage({ cached: serve() });
    const { container } = renderLobby('/');
    await waitFor(() => expect(placeholder(container, 'lobby.events-place')).not.toBeNull());
    await settle();
    expect(screen.queryByRole('region', { name: 'Events' })).toBeNull();
    expect(later.fetches).toBe(0);

    const place = placeholder(container, 'lobby.events-place')!;
    await page.scrollNear(place);
    expect(later.fetches).toBe(1);
    // Until the code has come, the place stays, holding the section's box.
    expect(place.isConnected).toBe(true);
    await act(async () => later.arrive());
    const events = await screen.findByRole('region', { name: 'Events' });
    expect(within(events).getAllByTestId('lobby.event')).toHaveLength(2);
    expect(within(events).getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('#/activity');
    expect(place.isConnected).toBe(false);
  });

  it('fetches the events and banners as soon as the player moves through the page with the Tab key', async () => {
    watchedPlaces();
    newPage({ cached: serve() });
    const { container } = renderLobby('/');
    await waitFor(() => expect(placeholder(container, 'lobby.events-place')).not.toBeNull());
    await settle();
    expect(later.fetches).toBe(0);
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(later.fetches).toBe(0);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(later.fetches).toBe(1);
    await act(async () => later.arrive());
    expect(await screen.findByRole('region', { name: 'Events' })).toBeTruthy();
    expect(await screen.findByTestId('lobby.register-banner')).toBeTruthy();
  });

  it('holds the join banners’ place until it nears the viewport, a card’s box for each banner to come', async () => {
    const page = watchedPlaces();
    newPage({ cached: serve() });
    const { container } = renderLobby('/');
    await waitFor(() => expect(placeholder(container, 'lobby.join-banners-place')).not.toBeNull());
    const place = placeholder(container, 'lobby.join-banners-place')!;
    // A visitor gets both: the sign-up and the download banner.
    expect(place.children).toHaveLength(2);
    expect(screen.queryByTestId('lobby.register-banner')).toBeNull();

    await page.scrollNear(place);
    await act(async () => later.arrive());
    const register = await screen.findByTestId('lobby.register-banner');
    fireEvent.click(within(register).getByRole('button', { name: 'Sign up' }));
    expect(kernelStore.get(openDialogsAtom).map((dialog) => dialog.name)).toContain('shell.register');
    expect(screen.getByTestId('lobby.download-banner')).toBeTruthy();
    expect(place.isConnected).toBe(false);
  });

  it('holds no place for events or banners the lobby does not show', async () => {
    watchedPlaces();
    const info = serve(lobbyFixture({ activity_center: { mode: 1, activity: [], LabelType: 0, LabelId: 0 }, download_show: false }));
    newPage({ cached: info, signedIn: true });
    const { container } = renderLobby('/');
    await screen.findByTestId('lobby.rail.poputar_list');
    await settle();
    expect(placeholder(container, 'lobby.events-place')).toBeNull();
    expect(placeholder(container, 'lobby.join-banners-place')).toBeNull();
  });
});
