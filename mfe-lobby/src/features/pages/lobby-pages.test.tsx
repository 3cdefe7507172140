// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kernelStore, openDialogsAtom } from '@casino/shared-kernel/state';
import { DICE, FORTUNE_TIGER, gameFixture, gameTypesFixture, lobbyFixture, ROULETTE, SUPER_ACE } from '../../testing/lobby-fixtures.ts';
import { currentRoute, deferred, newPage, renderLobby } from '../../testing/render-lobby.tsx';
import { forgetNews } from '../news/use-news.ts';

const api = vi.hoisted(() => ({ get: vi.fn(), call: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('@casino/shared-kernel/api', () => ({ casinoApi: api }));

const gameIds = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByTestId('lobby.game-tile')
    .map((tile) => Number(tile.getAttribute('data-game-id')));

/** A slots category of 30 games by two providers: more than one page. */
function bigLobby() {
  const slots = Array.from({ length: 30 }, (_, index) =>
    gameFixture({ id: 1_000 + index, provider: index < 20 ? 'PGSoft' : 'JILI', lang_key: `Slot ${index + 1}` }),
  );
  const types = gameTypesFixture().map((type) =>
    type.lang_key === 'lobby_slots'
      ? {
          ...type,
          second_type_list: [
            { id: 201, lang_key: 'PGSoft', sort_index: 1, game_list: slots.slice(0, 20) },
            { id: 202, lang_key: 'JILI', sort_index: 2, game_list: slots.slice(20) },
          ],
        }
      : type,
  );
  return lobbyFixture({ game_type_list: types });
}

function serve(info = lobbyFixture(), extra: Record<string, () => Promise<unknown>> = {}) {
  api.get.mockImplementation((name: string) => {
    if (name === 'lobbyPreload' || name === 'lobbyIndex') return Promise.resolve(info);
    const handler = extra[name];
    return handler ? handler() : Promise.reject(new Error(`unexpected call ${name}`));
  });
}

beforeEach(() => {
  api.get.mockReset();
  api.call.mockReset();
  forgetNews();
});
afterEach(cleanup);

describe('/moreGameList', () => {
  it('lists one category 24 games at a time; Show more adds the next page', async () => {
    newPage({ cached: bigLobby() });
    serve(bigLobby());
    renderLobby('/moreGameList?category=lobby_slots');
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeTruthy();
    expect(gameIds('lobby.more-games')).toHaveLength(24);
    expect(screen.getByText('Showing 24 of 30')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(gameIds('lobby.more-games')).toHaveLength(30));
    expect(currentRoute()).toBe('/moreGameList?category=lobby_slots&page=2');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('filters by provider, starting again at the first page', async () => {
    newPage({ cached: bigLobby() });
    serve(bigLobby());
    renderLobby('/moreGameList?category=lobby_slots&page=2');
    const filter = await screen.findByRole('group', { name: 'Filter by provider' });
    fireEvent.click(within(filter).getByRole('button', { name: /^JILI/ }));
    await waitFor(() => expect(gameIds('lobby.more-games')).toEqual([1020, 1021, 1022, 1023, 1024, 1025, 1026, 1027, 1028, 1029]));
    expect(currentRoute()).toBe('/moreGameList?category=lobby_slots&provider=JILI');
    fireEvent.click(within(filter).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(gameIds('lobby.more-games')).toHaveLength(24));
  });

  it('lists the popular games', async () => {
    newPage({ cached: lobbyFixture() });
    serve();
    renderLobby('/moreGameList?category=poputar_list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Popular' })).toBeTruthy();
    expect(gameIds('lobby.more-games')).toEqual([DICE.id, FORTUNE_TIGER.id, SUPER_ACE.id]);
  });

  it('says so for a category the lobby does not have', async () => {
    newPage({ cached: lobbyFixture() });
    serve();
    renderLobby('/moreGameList?category=lobby_nothing');
    expect(await screen.findByText('This category is not in the lobby.')).toBeTruthy();
  });
});

describe('/gameFirm', () => {
  it('lists the providers with their number of games', async () => {
    newPage({ cached: lobbyFixture() });
    serve();
    renderLobby('/gameFirm');
    expect(await screen.findByRole('heading', { level: 1, name: 'Game providers' })).toBeTruthy();
    const cards = within(screen.getByTestId('lobby.providers')).getAllByTestId('lobby.provider');
    expect(cards.map((card) => card.textContent)).toEqual(['PGSoft3 games', 'JILI2 games', 'EVO1 game', 'Originals2 games']);
    expect(cards[0]?.getAttribute('href')).toBe('#/gameFirm?provider=PGSoft');
  });

  it('shows one provider’s games', async () => {
    newPage({ cached: lobbyFixture() });
    serve();
    renderLobby('/gameFirm?provider=EVO');
    expect(await screen.findByRole('heading', { level: 1, name: 'EVO' })).toBeTruthy();
    expect(gameIds('lobby.provider-games')).toEqual([ROULETTE.id]);
    expect(screen.getByRole('link', { name: /All providers/ }).getAttribute('href')).toBe('#/gameFirm');
  });

  it('says so for a provider the lobby does not have', async () => {
    newPage({ cached: lobbyFixture() });
    serve();
    renderLobby('/gameFirm?provider=Nobody');
    expect(await screen.findByText('This provider is not in the lobby.')).toBeTruthy();
  });
});

describe('/userGameList', () => {
  it('asks a visitor to log in', async () => {
    newPage({ cached: lobbyFixture() });
    serve();
    renderLobby('/userGameList');
    const prompt = await screen.findByTestId('lobby.user-games-sign-in');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Log in' }));
    expect(kernelStore.get(openDialogsAtom).map((dialog) => dialog.name)).toEqual(['shell.login']);
    expect(api.get).not.toHaveBeenCalledWith('favorites', undefined, expect.anything());
  });

  it('lists the player’s favourites; a heart pressed takes the game off after the server answers', async () => {
    newPage({ cached: lobbyFixture(), signedIn: true });
    serve(lobbyFixture(), {
      favorites: () =>
        Promise.resolve({
          list: [
            { ...DICE, is_favorite: true },
            { ...ROULETTE, is_favorite: true },
          ],
        }),
    });
    const answer = deferred<{ is_favorite: boolean }>();
    api.call.mockImplementation(() => answer.promise);
    renderLobby('/userGameList');
    await waitFor(() => expect(gameIds('lobby.favorites')).toEqual([DICE.id, ROULETTE.id]));
    const dice = within(screen.getByTestId('lobby.favorites')).getAllByTestId('lobby.game-tile')[0]!;
    fireEvent.click(within(dice).getByRole('button', { name: 'Favourite' }));
    expect(api.call).toHaveBeenCalledWith('favorite', { game_id: DICE.id });
    expect(gameIds('lobby.favorites')).toEqual([DICE.id, ROULETTE.id]);
    await act(async () => answer.resolve({ is_favorite: false }));
    await waitFor(() => expect(gameIds('lobby.favorites')).toEqual([ROULETTE.id]));
  });

  it('lists the recently played games on their tab, and says when there are none', async () => {
    newPage({ cached: lobbyFixture(), signedIn: true });
    serve(lobbyFixture(), { favorites: () => Promise.resolve({ list: [] }), recents: () => Promise.resolve({ list: [SUPER_ACE] }) });
    renderLobby('/userGameList');
    expect(await screen.findByTestId('lobby.favorites-empty')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Recently played' }));
    await waitFor(() => expect(gameIds('lobby.recents')).toEqual([SUPER_ACE.id]));
    expect(currentRoute()).toBe('/userGameList?tab=recents');
  });
});

describe('the news', () => {
  const gameNotice = {
    id: 5,
    game_id: DICE.id,
    title: 'Dice',
    name: 'Dice',
    content: 'Dice is live in the Original list.',
    icon_url: '/dice.svg',
    start_time: 1_763_800_000,
    end_time: 0,
  };
  const withNotices = () => ({ noticeMoodGroup: () => Promise.resolve({ game_notice: [gameNotice] }) });

  it('/news lists the game news and the events', async () => {
    newPage({ cached: lobbyFixture() });
    serve(lobbyFixture(), withNotices());
    renderLobby('/news');
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeTruthy();
    const items = await screen.findAllByTestId('lobby.news-item');
    expect(items.map((item) => item.getAttribute('data-news-kind'))).toEqual(['game', 'promotion', 'promotion']);
    expect(items[0]?.getAttribute('href')).toBe('#/newsDetail?type=game&id=5');
  });

  it('/moreNews filters by kind', async () => {
    newPage({ cached: lobbyFixture() });
    serve(lobbyFixture(), withNotices());
    renderLobby('/moreNews');
    await screen.findAllByTestId('lobby.news-item');
    fireEvent.click(within(screen.getByRole('group', { name: 'Kind of news' })).getByRole('button', { name: 'Promotion' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('lobby.news-item').map((item) => item.getAttribute('data-news-kind'))).toEqual(['promotion', 'promotion']),
    );
  });

  it('/newsDetail shows the article, and its game opens from it', async () => {
    newPage({ cached: lobbyFixture() });
    serve(lobbyFixture(), withNotices());
    renderLobby('/newsDetail?type=game&id=5');
    const article = await screen.findByTestId('lobby.news-detail');
    expect(within(article).getByText('Dice is live in the Original list.')).toBeTruthy();
    fireEvent.click(within(article).getByRole('button', { name: 'Play now' }));
    expect(currentRoute()).toBe(`/Gamedetail?id=${DICE.id}`);
  });

  it('/newsDetail shows an event’s text by paragraph', async () => {
    newPage({ cached: lobbyFixture() });
    serve(lobbyFixture(), withNotices());
    renderLobby('/newsDetail?type=promotion&id=22');
    const article = await screen.findByTestId('lobby.news-detail');
    expect([...article.querySelectorAll('p')].map((paragraph) => paragraph.textContent).slice(-2)).toEqual(['How event 22 works.', 'Terms apply.']);
  });

  it('/newsDetail says so for an article that is gone; the events still show when the game news fail', async () => {
    newPage({ cached: lobbyFixture() });
    serve(lobbyFixture(), { noticeMoodGroup: () => Promise.reject(new Error('offline')) });
    renderLobby('/newsDetail?type=game&id=5');
    expect(await screen.findByText('This article is not available any more.')).toBeTruthy();
  });
});
