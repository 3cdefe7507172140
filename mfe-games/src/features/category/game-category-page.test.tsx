// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kernelStore, lobbyInfoAtom } from '@casino/shared-kernel/state';
import { LOBBY, LUCKY_OX, FOOTBALL, api, openDialogNames, renderGames, resetKernel, route, signInPlayer } from '../../testing/games-fixtures.tsx';

vi.mock('@casino/shared-kernel/api', async (original) => ({ ...(await original<object>()), casinoApi: (await import('../../testing/fake-api.ts')).api }));

const tileNames = () => screen.getAllByTestId('games.game-tile').map((tile) => tile.querySelector('button')?.getAttribute('aria-label'));

describe('/game', () => {
  beforeEach(resetKernel);
  afterEach(cleanup);

  it('opens the sport page by its lobby key, with its games as tiles', async () => {
    kernelStore.set(lobbyInfoAtom, LOBBY);
    renderGames('/game?type=lobby_sports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sports' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sports' }).getAttribute('aria-selected')).toBe('true');
    expect(tileNames()).toEqual(['Football Cup, SPIRIT', 'Cricket League, SPIRIT']);
  });

  it('switches category by tab and provider by chip, keeping both in the route', async () => {
    kernelStore.set(lobbyInfoAtom, LOBBY);
    renderGames('/game');
    expect(await screen.findByRole('heading', { level: 1, name: 'Originals' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Slots' }));
    await waitFor(() => expect(route()).toBe('/game?type=2'));
    expect(tileNames()).toEqual(['Lucky Ox, PGSoft', 'Fortune Tiger, PragmaticPlay']);
    fireEvent.click(screen.getByRole('button', { name: 'PragmaticPlay' }));
    await waitFor(() => expect(route()).toBe('/game?type=2&sub=202'));
    expect(tileNames()).toEqual(['Fortune Tiger, PragmaticPlay']);
  });

  it('narrows the games by a search, and says so when none matches', async () => {
    kernelStore.set(lobbyInfoAtom, LOBBY);
    renderGames('/game?type=lobby_sports');
    const search = await screen.findByRole('searchbox', { name: 'Search games' });
    fireEvent.change(search, { target: { value: 'cricket' } });
    expect(tileNames()).toEqual(['Cricket League, SPIRIT']);
    fireEvent.change(search, { target: { value: 'poker' } });
    expect(screen.getByText('No game matches “poker”.')).toBeTruthy();
  });

  it('opens a game’s page from its tile', async () => {
    kernelStore.set(lobbyInfoAtom, LOBBY);
    renderGames('/game?type=lobby_sports');
    fireEvent.click(await screen.findByRole('button', { name: 'Football Cup, SPIRIT' }));
    await waitFor(() => expect(route()).toBe(`/Gamedetail?id=${FOOTBALL.id}`));
  });

  it('gives players the heart, flipped after the favourite call; visitors get none', async () => {
    kernelStore.set(lobbyInfoAtom, LOBBY);
    renderGames('/game?type=lobby_slots');
    await screen.findByRole('heading', { level: 1, name: 'Slots' });
    expect(screen.queryAllByRole('button', { name: 'Favourite' })).toEqual([]);
    cleanup();
    signInPlayer();
    api.answers = { favorite: { is_favorite: true } };
    renderGames('/game?type=lobby_slots');
    const tile = (await screen.findAllByTestId('games.game-tile')).find((element) => element.dataset['gameId'] === String(LUCKY_OX.id));
    const heart = within(tile as HTMLElement).getByRole('button', { name: 'Favourite' });
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(api.calls).toEqual([{ name: 'favorite', payload: { game_id: LUCKY_OX.id } }]);
    expect(openDialogNames()).toEqual([]);
  });

  it('loads the lobby itself when the shell has not (a standalone page)', async () => {
    api.answers = { lobbyIndex: LOBBY };
    renderGames('/game?type=lobby_sports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sports' })).toBeTruthy();
    expect(api.calls.map((call) => call.name)).toEqual(['lobbyIndex']);
  });
});
