// What only the lobby's own pages read out of the lobby info (`/moreGameList`, `/gameFirm`, the news
// lists): not in the entry with the Dashboard's reads (catalogue.ts), but in the pages' chunks.
import type { Game, GameType, LobbyInfo } from '@casino/shared-kernel/api-contract';
import { catalogueGames, gamesOfType, gameTypes, list, popularGames, POPULAR_LIST, secondTypes } from './catalogue.ts';

/** The first `pages` pages of `games` (a page is `pageSize` games), and how many there are. */
export function firstPages<T>(items: readonly T[], pages: number, pageSize: number): { shown: T[]; total: number; more: boolean } {
  const count = Math.max(1, Math.floor(pages)) * pageSize;
  return { shown: items.slice(0, count), total: items.length, more: items.length > count };
}

export function gamesOfProvider(info: LobbyInfo | null, provider: string): Game[] {
  return catalogueGames(info).filter((game) => game.provider === provider);
}

function findGameType(info: LobbyInfo | null, langKey: string): GameType | undefined {
  return gameTypes(info).find((type) => type.lang_key === langKey);
}

/** One list of `/moreGameList`: a category (or the popular list), filtered by one of its providers. */
export interface CategoryList {
  /** Whether the lobby has this category. */
  found: boolean;
  games: Game[];
  /** The filters the list offers (its second-level lists: providers), with their number of games. */
  filters: { key: string; count: number }[];
  /** The filter in force; null for all (a filter the list does not offer is ignored). */
  filter: string | null;
}

/** The games of `/moreGameList?category=…&provider=…`. */
export function categoryList(info: LobbyInfo | null, category: string, provider: string | null): CategoryList {
  if (category === POPULAR_LIST) {
    const all = popularGames(info);
    const counts = new Map<string, number>();
    for (const game of all) counts.set(game.provider, (counts.get(game.provider) ?? 0) + 1);
    const filters = [...counts].map(([key, count]) => ({ key, count }));
    const filter = provider !== null && counts.has(provider) ? provider : null;
    return { found: info !== null, games: filter === null ? all : all.filter((game) => game.provider === filter), filters, filter };
  }
  const type = findGameType(info, category);
  if (!type) return { found: false, games: [], filters: [], filter: null };
  const seconds = secondTypes(type);
  const chosen = seconds.find((second) => second.lang_key === provider) ?? null;
  return {
    found: true,
    games: gamesOfType(type, chosen?.id ?? null),
    filters: seconds.map((second) => ({ key: second.lang_key, count: list(second.game_list).length })),
    filter: chosen?.lang_key ?? null,
  };
}
