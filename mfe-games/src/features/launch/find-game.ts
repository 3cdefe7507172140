import { casinoApi } from '@casino/shared-kernel/api';
import type { Game, LobbyInfo } from '@casino/shared-kernel/api-contract';

/**
 * The game a route names: `?id=` (this remote's links) or `?game_id=` (the lobby's `url` of a
 * game, `/Gamedetail?game_id=`). Null for a missing or malformed id.
 */
export function gameIdOf(search: URLSearchParams): number | null {
  const text = search.get('id') ?? search.get('game_id');
  if (text === null || !/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

/** Every game the lobby info lists, each once (Original, popular and every category). */
export function lobbyGames(lobby: LobbyInfo | null): Game[] {
  if (!lobby) return [];
  const seen = new Map<number, Game>();
  const add = (games: readonly Game[] | undefined) => {
    for (const game of games ?? []) if (!seen.has(game.id)) seen.set(game.id, game);
  };
  add(lobby.self_list);
  add(lobby.poputar_list);
  for (const type of lobby.game_type_list ?? []) for (const second of type.second_type_list ?? []) add(second.game_list);
  return [...seen.values()];
}

/** The game with `id` in the lobby info, if it lists it. */
export function findLobbyGame(lobby: LobbyInfo | null, id: number): Game | undefined {
  return lobbyGames(lobby).find((game) => game.id === id);
}

/** `GET /api/game/detail`: the game with the player's favourite flag. Failures are the caller's to show. */
export function fetchGameDetail(id: number, signal?: AbortSignal): Promise<Game> {
  return casinoApi.get('gameDetail', { game_id: id }, { hideErrorMsg: true, signal });
}
