// What the lobby's pages read out of the lobby info (spec 3): categories, their games, the
// providers, the whole catalogue. Pure and defensive: a cached copy written by an older version may
// lack a list, and then reads as empty instead of breaking the page.
import type { LOBBY_CATEGORY_KEYS } from '@casino/shared-kernel/api-constants';
import { GAME_PROVIDERS, PROVIDERS_CATEGORY_KEY } from '@casino/shared-kernel/api-constants';
import type { Game, GameType, LobbyInfo, SecondGameType } from '@casino/shared-kernel/api-contract';

export { LOBBY_CATEGORY_KEYS } from '@casino/shared-kernel/api-constants';
export type LobbyCategoryKey = (typeof LOBBY_CATEGORY_KEYS)[number];

/** The category that lists every game by provider (spec 9): its rail shows the providers, not games. */
export const PROVIDERS_CATEGORY = PROVIDERS_CATEGORY_KEY;

/** The popular list (`poputar_list`) as a pseudo-category of `/moreGameList`. */
export const POPULAR_LIST = 'poputar_list';

/** A list of the lobby info, or none when a cached copy written by an older version lacks it. */
export const list = <T>(value: readonly T[] | undefined | null): readonly T[] => (Array.isArray(value) ? value : []);

const bySortIndex = <T extends { sort_index: number; id: number }>(a: T, b: T) => a.sort_index - b.sort_index || a.id - b.id;

/** The first-level categories, in `sort_index` order. */
export function gameTypes(info: LobbyInfo | null): GameType[] {
  return [...list(info?.game_type_list)].sort(bySortIndex);
}

/**
 * Whether the operator shows the game providers (spec 3's `game_platform_show`); a lobby without
 * the switch (an older cached copy) shows them, only an explicit false hides them.
 */
export const platformsShown = (info: Pick<LobbyInfo, 'game_platform_show'> | null): boolean => info?.game_platform_show !== false;

/** The Dashboard's categories: every type, less the providers when the operator hides them. */
export function dashboardTypes(info: LobbyInfo | null): GameType[] {
  const shown = platformsShown(info);
  return gameTypes(info).filter((type) => shown || type.lang_key !== PROVIDERS_CATEGORY);
}

/** A category's second-level lists (its providers, on this server), in `sort_index` order. */
export function secondTypes(type: GameType): SecondGameType[] {
  return [...list(type.second_type_list)].sort(bySortIndex);
}

/** Games once each, first occurrence first. */
export function uniqueGames(games: Iterable<Game>): Game[] {
  const seen = new Map<number, Game>();
  for (const game of games) if (!seen.has(game.id)) seen.set(game.id, game);
  return [...seen.values()];
}

/**
 * The games of a category: of one second-level list when `secondTypeId` names one, else of all of
 * them (spec 4: "game type chosen sets the second-level list").
 */
export function gamesOfType(type: GameType, secondTypeId: number | null = null): Game[] {
  const seconds = secondTypes(type).filter((second) => secondTypeId === null || second.id === secondTypeId);
  return uniqueGames(seconds.flatMap((second) => list(second.game_list)));
}

// Every page and the search read the whole catalogue of the same info object: built once per object.
const catalogues = new WeakMap<LobbyInfo, readonly Game[]>();

/** Every game the lobby knows, once each: the categories, then the popular and original lists. */
export function catalogueGames(info: LobbyInfo | null): readonly Game[] {
  if (!info) return [];
  let games = catalogues.get(info);
  if (!games) {
    games = uniqueGames([...gameTypes(info).flatMap((type) => gamesOfType(type)), ...list(info.poputar_list), ...list(info.self_list)]);
    catalogues.set(info, games);
  }
  return games;
}

export function popularGames(info: LobbyInfo | null): Game[] {
  return [...list(info?.poputar_list)];
}

export function originalGames(info: LobbyInfo | null): Game[] {
  return [...list(info?.self_list)];
}

/** A provider as the lobby lists it. */
export interface Provider {
  name: string;
  /** The provider's picture ('' when none: the page draws its initials). */
  iconUrl: string;
  /** How many games it has in the lobby. */
  games: number;
}

function bottomEntry(value: unknown): { name: string; iconUrl: string; sort: number } | null {
  if (typeof value !== 'object' || value === null) return null;
  const entry = value as Record<string, unknown>;
  const name = typeof entry.name === 'string' && entry.name !== '' ? entry.name : typeof entry.lang_key === 'string' ? entry.lang_key : '';
  if (name === '') return null;
  return {
    name,
    iconUrl: typeof entry.icon_url === 'string' ? entry.icon_url : '',
    sort: typeof entry.sort_index === 'number' ? entry.sort_index : Number.MAX_SAFE_INTEGER,
  };
}

/**
 * The providers: the bottom list's entries (name, picture, order), then any provider of the
 * catalogue it lacks; each with its number of games. A provider without games is left out.
 */
export function providers(info: LobbyInfo | null): Provider[] {
  const counts = new Map<string, number>();
  for (const game of catalogueGames(info)) counts.set(game.provider, (counts.get(game.provider) ?? 0) + 1);
  const listed = list(info?.bottom_list)
    .map(bottomEntry)
    .filter((entry) => entry !== null)
    .sort((a, b) => a.sort - b.sort);
  const result: Provider[] = [];
  const seen = new Set<string>();
  for (const entry of listed) {
    if (seen.has(entry.name)) continue;
    seen.add(entry.name);
    result.push({ name: entry.name, iconUrl: entry.iconUrl, games: counts.get(entry.name) ?? 0 });
  }
  for (const [name, games] of counts) if (!seen.has(name)) result.push({ name, iconUrl: '', games });
  return result.filter((provider) => provider.games > 0);
}

/** The picture of a provider's icon: the mapped providers of spec 9 have one; others show initials (''). */
export function providerIcon(provider: Provider): string {
  // The providers spec 9 maps to category icons; any other provider gets its initials.
  return (GAME_PROVIDERS as readonly string[]).includes(provider.name) ? provider.iconUrl : '';
}

/** Up to two capitals of a provider's name, for a provider without an icon: PragmaticPlay → PP. */
export function providerInitials(name: string): string {
  const capitals = name.match(/[A-Z0-9]/g) ?? [];
  const initials = capitals.length >= 2 ? capitals.slice(0, 2).join('') : name.slice(0, 2).toUpperCase();
  return initials || '?';
}

export function findGame(info: LobbyInfo | null, id: number): Game | undefined {
  return catalogueGames(info).find((game) => game.id === id);
}

/** The lobby info with one game's favourite flag set wherever the game is listed. */
export function withFavoriteFlag(info: LobbyInfo, gameId: number, isFavorite: boolean): LobbyInfo {
  const flag = (games: readonly Game[] | undefined) => list(games).map((game) => (game.id === gameId ? { ...game, is_favorite: isFavorite } : game));
  return {
    ...info,
    poputar_list: flag(info.poputar_list),
    self_list: flag(info.self_list),
    game_type_list: list(info.game_type_list).map((type) => ({
      ...type,
      second_type_list: list(type.second_type_list).map((second) => ({ ...second, game_list: flag(second.game_list) })),
    })),
  };
}
