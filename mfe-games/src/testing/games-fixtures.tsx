// Test support: the remote rendered as the shell mounts it, at a route, over answers shaped as the
// api-server gives them. Only the network edge (`casinoApi`) is replaced; the kernel is the real one.
import { act, render } from '@testing-library/react';
import type { Game, GameType, LobbyInfo, UserInfo } from '@casino/shared-kernel/api-contract';
import { KernelProvider, kernelStore, lobbyInfoAtom, openDialogsAtom, signIn, signOut, walletAtom } from '@casino/shared-kernel/state';
import { GamesApp } from '../app/games-app.tsx';
import { api } from './fake-api.ts';

export { api };

export function game(id: number, name: string, extra: Partial<Game> = {}): Game {
  return {
    id,
    provider: 'Originals',
    url: `/Gamedetail?game_id=${id}`,
    icon_url: `https://casino.example/api/assets/games/${id}.svg`,
    lang_key: name,
    rtp: 97,
    rtp_wave: 0.5,
    is_favorite: false,
    is_show_name: true,
    is_pic_need_cut: false,
    third_game_id: `orig-${name.toLowerCase().replace(/\W+/g, '-')}`,
    ...extra,
  };
}

export const DICE = game(1, 'Dice', { rtp: 99 });
export const CRASH = game(2, 'Crash');
export const FOOTBALL = game(60, 'Football Cup', { provider: 'SPIRIT', third_game_id: 'spirit-football-cup' });
export const CRICKET = game(61, 'Cricket League', { provider: 'SPIRIT', third_game_id: 'spirit-cricket-league' });
export const LUCKY_OX = game(20, 'Lucky Ox', { provider: 'PGSoft', third_game_id: 'pg-lucky-ox' });
export const FORTUNE_TIGER = game(21, 'Fortune Tiger', { provider: 'PragmaticPlay', third_game_id: 'pp-fortune-tiger' });

const type = (id: number, langKey: string, groups: [string, Game[]][]): GameType => ({
  id,
  lang_key: langKey,
  sort_index: id,
  second_type_list: groups.map(([provider, games], index) => ({ id: id * 100 + index + 1, lang_key: provider, sort_index: index + 1, game_list: games })),
});

export const LOBBY = {
  self_list: [DICE, CRASH],
  poputar_list: [DICE],
  game_type_list: [
    type(1, 'lobby_Original', [['Originals', [DICE, CRASH]]]),
    type(2, 'lobby_slots', [
      ['PGSoft', [LUCKY_OX]],
      ['PragmaticPlay', [FORTUNE_TIGER]],
    ]),
    type(4, 'lobby_sports', [['SPIRIT', [FOOTBALL, CRICKET]]]),
  ],
} as unknown as LobbyInfo;

export const PLAYER = { uid: 100001, nick_name: 'Demo Player' } as UserInfo;

/** A fresh start for each test: nobody signed in, no dialogs, no wallet, no lobby, empty storage. */
export function resetKernel() {
  signOut();
  kernelStore.set(openDialogsAtom, []);
  kernelStore.set(walletAtom, null);
  kernelStore.set(lobbyInfoAtom, null);
  localStorage.clear();
  sessionStorage.clear();
  api.answers = {};
  api.calls = [];
}

export function signInPlayer(money = 1_000_00) {
  signIn({ accessToken: 'player-token', userInfo: PLAYER });
  kernelStore.set(walletAtom, { money, coin: 50_00, gold: 0, taskBonus: 0, taskCur: 0, taskTarget: 0 });
}

/** The route the page is on (the remote's router is the hash router of its standalone page). */
export const route = () => window.location.hash.slice(1);

/** Renders the remote at `path` (e.g. `/Gamedetail?id=2`). */
export function renderGames(path: string) {
  window.location.hash = `#${path}`;
  return render(
    <KernelProvider>
      <GamesApp remote="mfe-games" brand="india" version="test" />
    </KernelProvider>,
  );
}

export const openDialogNames = () => kernelStore.get(openDialogsAtom).map((dialog) => dialog.name);

/** Lets pending answers and effects settle. */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
