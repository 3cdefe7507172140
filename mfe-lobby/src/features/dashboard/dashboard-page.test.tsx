// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kernelStore, lobbyInfoAtom, openDialogsAtom } from '@casino/shared-kernel/state';
import { FORTUNE_TIGER, gameFixture, lobbyFixture, ROYAL_OX, SUPER_ACE, winningNoticeFixture } from '../../testing/lobby-fixtures.ts';
import { currentRoute, deferred, newPage, renderLobby, settle } from '../../testing/render-lobby.tsx';
import { forgetWinners } from '../winners/winners-ticker.tsx';

const api = vi.hoisted(() => ({ get: vi.fn(), call: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('@casino/shared-kernel/api', () => ({ casinoApi: api }));

/** The server: lobby info from `lobby` (a promise the test may hold back), winners, nothing else. */
function serve(lobby: () => Promise<unknown>) {
  api.get.mockImplementation((name: string) => {
    if (name === 'lobbyPreload' || name === 'lobbyIndex') return lobby();
    if (name === 'noticeMoodGroup') return Promise.resolve({ winning_notice: winningNoticeFixture() });
    return Promise.reject(new Error(`unexpected call ${name}`));
  });
}

const tiles = (container: HTMLElement) =>
  within(container)
    .getAllByTestId('lobby.game-tile')
    .map((tile) => tile.getAttribute('data-game-id'));

/** Every box is in view at once, as on a phone's first screen or once scrolled to (undone after each test). */
function everythingInView() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        this.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      unobserve() {}
      disconnect() {}
    },
  );
}

/**
 * An IntersectionObserver that reports nothing until the test brings an element near: the
 * Dashboard's later rails wait for their places to near the viewport.
 */
function nothingInViewYet() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Set<Element> }>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: { callback: IntersectionObserverCallback; targets: Set<Element> };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: new Set() };
        observers.add(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.add(target);
      }
      unobserve(target: Element) {
        this.entry.targets.delete(target);
      }
      disconnect() {
        observers.delete(this.entry);
      }
    },
  );
  return {
    bringNear(target: Element) {
      for (const { callback, targets } of [...observers]) {
        if (targets.has(target)) callback([{ target, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    },
  };
}

describe('the Dashboard', () => {
  beforeEach(() => {
    forgetWinners();
    api.get.mockReset();
    api.call.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('draws the cached lobby info at once, then the server’s, from preload (its standalone page makes the first call)', async () => {
    newPage({ cached: lobbyFixture({ poputar_list: [gameFixture({ id: 501, lang_key: 'Cached Tiger' })] }) });
    const answer = deferred<unknown>();
    serve(() => answer.promise);
    renderLobby('/');
    const popular = await screen.findByTestId('lobby.rail.poputar_list');
    expect(within(popular).getByRole('button', { name: /Cached Tiger/ })).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith('lobbyPreload', undefined, { hideErrorMsg: true });

    await act(async () => answer.resolve(lobbyFixture({ poputar_list: [gameFixture({ id: 502, lang_key: 'Fresh Tiger' })] })));
    expect(await within(screen.getByTestId('lobby.rail.poputar_list')).findByRole('button', { name: /Fresh Tiger/ })).toBeTruthy();
    // The answer replaced the cache (indexInfo) too.
    expect(JSON.parse(localStorage.getItem('indexInfo') ?? '{}').poputar_list[0].lang_key).toBe('Fresh Tiger');
  });

  it('shows skeletons with no lobby info (a first visit, or the cache cleared after 24 hours), then the lobby', async () => {
    newPage({ cached: null });
    const answer = deferred<unknown>();
    serve(() => answer.promise);
    renderLobby('/');
    expect(await screen.findByTestId('lobby.categories-loading')).toBeTruthy();
    expect(screen.queryByTestId('lobby.game-tile')).toBeNull();
    await act(async () => answer.resolve(lobbyFixture()));
    expect(await screen.findByTestId('lobby.rail.poputar_list')).toBeTruthy();
    expect(screen.queryByTestId('lobby.categories-loading')).toBeNull();
  });

  it('says the lobby could not load when nothing is cached and the call fails; Retry asks again', async () => {
    newPage({ cached: null });
    let fail = true;
    serve(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(lobbyFixture())));
    renderLobby('/');
    const error = await screen.findByTestId('lobby.load-error');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    // The first rail, drawn at once (the later ones come an idle moment each, slowly on a busy machine).
    expect(await screen.findByTestId('lobby.rail.poputar_list')).toBeTruthy();
    expect(screen.queryByTestId('lobby.load-error')).toBeNull();
  });

  it('has a rail for every category, with its translated name and a link to the whole list', async () => {
    everythingInView();
    newPage({ cached: lobbyFixture() });
    serve(() => Promise.resolve(lobbyFixture()));
    renderLobby('/');
    const slots = await screen.findByTestId('lobby.rail.lobby_slots');
    expect(within(slots).getByRole('heading', { name: 'Slots' })).toBeTruthy();
    expect(within(slots).getByRole('link', { name: 'See all: Slots' }).getAttribute('href')).toBe('#/moreGameList?category=lobby_slots');
    expect(await screen.findByTestId('lobby.rail.lobby_Original')).toBeTruthy();
    expect(await screen.findByTestId('lobby.rail.lobby_live')).toBeTruthy();
    // The providers category lists providers, each opening its games.
    const providers = await screen.findByTestId('lobby.rail.game_manufacturer');
    expect(within(providers).getByRole('link', { name: /JILI/ }).getAttribute('href')).toBe('#/gameFirm?provider=JILI');
  });

  it('draws the first rails with the first screen and each other one when its place nears the viewport', async () => {
    const places = nothingInViewYet();
    newPage({ cached: lobbyFixture() });
    serve(() => Promise.resolve(lobbyFixture()));
    const { container } = renderLobby('/');
    const rails = () => container.querySelectorAll('[data-testid^="lobby.rail."]').length;
    const placeholders = () => container.querySelectorAll('[data-testid="lobby.rail-place"]');
    await screen.findByTestId('lobby.rail.poputar_list');
    // The popular rail, the first category's and the providers' grid (a dozen cards, whose place no
    // rail's placeholder would hold) at once; a placeholder holds each other rail's place.
    expect(rails()).toBe(3);
    expect(screen.getByTestId('lobby.rail.game_manufacturer')).toBeTruthy();
    const waiting = placeholders().length;
    expect(waiting).toBeGreaterThanOrEqual(2);
    // Nothing comes while the places stay away from the viewport, even once the page is idle.
    await settle();
    expect(placeholders()).toHaveLength(waiting);
    // The player scrolls: the place that comes near is replaced by its rail, and only that one.
    act(() => places.bringNear(placeholders()[0]!));
    expect(rails()).toBe(4);
    expect(placeholders()).toHaveLength(waiting - 1);
  });

  it('shows a category’s games when its tab is chosen, narrows them by provider, and keeps the choice across tabs', async () => {
    newPage({ cached: lobbyFixture() });
    serve(() => Promise.resolve(lobbyFixture()));
    renderLobby('/');
    fireEvent.click(await screen.findByRole('tab', { name: 'Slots' }));
    const panel = screen.getByRole('tabpanel');
    // A category's panel comes with the Dashboard's later code (skeleton tiles until then).
    expect(tiles(await within(panel).findByTestId('lobby.category-games'))).toHaveLength(5);
    const byProvider = () => screen.getByRole('group', { name: 'Slots by provider' });
    fireEvent.click(within(byProvider()).getByRole('button', { name: /^JILI/ }));
    expect(tiles(screen.getByTestId('lobby.category-games'))).toEqual([String(SUPER_ACE.id), '41']);

    fireEvent.click(screen.getByRole('tab', { name: 'Live Casino' }));
    expect(tiles(screen.getByTestId('lobby.category-games'))).toEqual(['70']);
    fireEvent.click(screen.getByRole('tab', { name: 'Slots' }));
    expect(within(byProvider()).getByRole('button', { name: /^JILI/ }).getAttribute('aria-pressed')).toBe('true');
    expect(tiles(screen.getByTestId('lobby.category-games'))).toEqual([String(SUPER_ACE.id), '41']);
  });

  it('opens a game’s detail page when its tile is pressed', async () => {
    newPage({ cached: lobbyFixture() });
    serve(() => Promise.resolve(lobbyFixture()));
    renderLobby('/');
    const popular = await screen.findByTestId('lobby.rail.poputar_list');
    fireEvent.click(within(popular).getByRole('button', { name: 'Fortune Tiger, PGSoft' }));
    expect(currentRoute()).toBe(`/Gamedetail?id=${FORTUNE_TIGER.id}`);
  });

  it('searches the whole catalogue as the player types, and opens the chosen game with the keyboard', async () => {
    newPage({ cached: lobbyFixture() });
    serve(() => Promise.resolve(lobbyFixture()));
    renderLobby('/');
    const box = await screen.findByRole('combobox', { name: 'Search games' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'pgsoft' } });
    const results = await screen.findByRole('listbox', { name: 'Games found' });
    await waitFor(() => expect(within(results).getAllByRole('option')).toHaveLength(3));
    expect(screen.getByRole('status').textContent).toBe('3 games found');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(within(results).getAllByRole('option')[1]?.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(currentRoute()).toBe(`/Gamedetail?id=${ROYAL_OX.id}`);
  });

  it('says when nothing matches, and Escape closes the list then clears the box', async () => {
    newPage({ cached: lobbyFixture() });
    serve(() => Promise.resolve(lobbyFixture()));
    renderLobby('/');
    const box = await screen.findByRole('combobox', { name: 'Search games' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'zzz' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No games match “zzz”'));
    expect(box.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('plays the winners with masked names, their game and amount', async () => {
    newPage({ cached: lobbyFixture() });
    serve(() => Promise.resolve(lobbyFixture()));
    renderLobby('/');
    const winners = await screen.findByTestId('lobby.winners');
    const rows = await within(winners).findAllByTestId('lobby.winner');
    expect(rows[0]?.textContent).toBe('RRa***shFortune Tigerwon ₹123.45');
    expect(winners.textContent).not.toContain('Rajesh');
  });

  it('asks for the winners once the first screen is drawn and the page is idle, not with it', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      newPage({ cached: lobbyFixture() });
      serve(() => Promise.resolve(lobbyFixture()));
      renderLobby('/');
      expect(await screen.findByTestId('lobby.winners-loading')).toBeTruthy();
      await settle();
      expect(api.get).not.toHaveBeenCalledWith('noticeMoodGroup', expect.anything(), expect.anything());
      await act(async () => idle.splice(0).forEach((run) => run()));
      expect(api.get).toHaveBeenCalledWith('noticeMoodGroup', { notice_type: 2 }, { hideErrorMsg: true });
      expect(await screen.findByTestId('lobby.winners')).toBeTruthy();
    } finally {
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('holds the winners’ place until their answer, so the tabs under them do not jump; no winners, no ticker', async () => {
    newPage({ cached: lobbyFixture() });
    const winners = deferred<unknown>();
    api.get.mockImplementation((name: string) => (name === 'noticeMoodGroup' ? winners.promise : Promise.resolve(lobbyFixture())));
    renderLobby('/');
    const holder = await screen.findByTestId('lobby.winners-loading');
    expect(holder.getAttribute('aria-busy')).toBe('true');
    expect(within(holder).getByRole('heading').textContent).toBe('Latest wins');
    // As many rows as the ticker plays: five on a desktop.
    expect(holder.querySelectorAll('li')).toHaveLength(5);
    await act(async () => winners.resolve({ winning_notice: { list: [], config: {} } }));
    expect(screen.queryByTestId('lobby.winners-loading')).toBeNull();
    expect(screen.queryByTestId('lobby.winners')).toBeNull();
  });

  it('invites a visitor to sign up with the gift the lobby pays, and offers the app’s download award', async () => {
    // The banners end the page: their code comes when the player scrolls near them.
    everythingInView();
    newPage({ cached: lobbyFixture() });
    serve(() => Promise.resolve(lobbyFixture()));
    renderLobby('/');
    const register = await screen.findByTestId('lobby.register-banner');
    expect(within(register).getByRole('heading').textContent).toBe('Sign up and get ₹20.00');
    fireEvent.click(within(register).getByRole('button', { name: 'Sign up' }));
    expect(kernelStore.get(openDialogsAtom).map((dialog) => dialog.name)).toContain('shell.register');
    expect(within(screen.getByTestId('lobby.download-banner')).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe('#/download');
  });

  it('shows a signed-in player no sign-up banner', async () => {
    everythingInView();
    newPage({ cached: lobbyFixture(), signedIn: true });
    serve(() => Promise.resolve(lobbyFixture()));
    renderLobby('/');
    await screen.findByTestId('lobby.download-banner');
    expect(screen.queryByTestId('lobby.register-banner')).toBeNull();
  });

  it('fetches the first banner first: its neighbours and the entry icons at low priority', async () => {
    everythingInView();
    newPage({ cached: lobbyFixture() });
    serve(() => Promise.resolve(lobbyFixture()));
    const { container } = renderLobby('/');
    await screen.findByTestId('lobby.activity-entries');
    const priorities = (selector: string) =>
      [...container.querySelectorAll(`[data-testid="${selector}"] img`)].map((image) => image.getAttribute('fetchpriority'));
    // The pictures after the first come once their boxes are seen in view.
    await waitFor(() => expect(priorities('lobby.banners')).toEqual(['high', 'low']));
    expect(priorities('lobby.activity-entries')).toEqual(['low', 'low']);
  });

  it('opens an activity’s dialog by name for a player, and asks a visitor to register first', async () => {
    newPage({ cached: lobbyFixture() });
    serve(() => Promise.resolve(lobbyFixture()));
    renderLobby('/');
    const entries = await screen.findByTestId('lobby.activity-entries');
    fireEvent.click(within(entries).getByRole('button', { name: 'First Deposit' }));
    expect(kernelStore.get(openDialogsAtom).map((dialog) => dialog.name)).toEqual(['shell.register']);
    // The lucky box is the promotions' dialog too (not a page): a visitor is asked to register again.
    fireEvent.click(within(entries).getByRole('button', { name: 'Blind Box' }));
    expect(kernelStore.get(openDialogsAtom).map((dialog) => dialog.name)).toEqual(['shell.register']);
    expect(currentRoute()).toBe('/');
  });

  it('toggles a favourite only after the server answers, everywhere the game shows', async () => {
    everythingInView();
    newPage({ cached: lobbyFixture(), signedIn: true });
    serve(() => Promise.resolve(lobbyFixture()));
    const answer = deferred<{ is_favorite: boolean }>();
    api.call.mockImplementation((name: string) => (name === 'favorite' ? answer.promise : Promise.reject(new Error(name))));
    renderLobby('/');
    await settle();
    const popular = await screen.findByTestId('lobby.rail.poputar_list');
    const tile = within(popular)
      .getAllByTestId('lobby.game-tile')
      .find((element) => element.getAttribute('data-game-id') === String(FORTUNE_TIGER.id))!;
    const heart = within(tile).getByRole('button', { name: 'Favourite' });
    fireEvent.click(heart);
    expect(api.call).toHaveBeenCalledWith('favorite', { game_id: FORTUNE_TIGER.id });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await act(async () => answer.resolve({ is_favorite: true }));
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    const slots = await screen.findByTestId('lobby.rail.lobby_slots');
    const sameGame = within(slots)
      .getAllByTestId('lobby.game-tile')
      .find((element) => element.getAttribute('data-game-id') === String(FORTUNE_TIGER.id))!;
    expect(within(sameGame).getByRole('button', { name: 'Favourite' }).getAttribute('aria-pressed')).toBe('true');
    expect(kernelStore.get(lobbyInfoAtom)?.poputar_list.find((game) => game.id === FORTUNE_TIGER.id)?.is_favorite).toBe(true);
  });
});
