import type { Game, GameType } from '@casino/shared-kernel/api-contract';

/** A category's first-level entries in the lobby's order. */
export function sortedCategories(types: readonly GameType[] | undefined): GameType[] {
  return [...(types ?? [])].sort((a, b) => a.sort_index - b.sort_index || a.id - b.id);
}

/** The category `?type=` names: its id or its `lang_key` (`lobby_sports`), else the first. */
export function chosenCategory(types: readonly GameType[], type: string | null): GameType | undefined {
  if (type !== null && type !== '') {
    const found = types.find((candidate) => String(candidate.id) === type || candidate.lang_key === type);
    if (found) return found;
  }
  return types[0];
}

/**
 * The games shown for a category: those of one second-level group (`subId`) or of all of them, each
 * once, narrowed to names containing `query` (any case, any accent the browser folds).
 */
export function categoryGames(type: GameType, subId: number | null, query: string): Game[] {
  const groups = type.second_type_list.filter((group) => subId === null || group.id === subId);
  const seen = new Set<number>();
  const games: Game[] = [];
  for (const group of [...groups].sort((a, b) => a.sort_index - b.sort_index)) {
    for (const game of group.game_list) {
      if (seen.has(game.id)) continue;
      seen.add(game.id);
      games.push(game);
    }
  }
  const needle = fold(query.trim());
  return needle === '' ? games : games.filter((game) => fold(game.lang_key).includes(needle) || fold(game.provider).includes(needle));
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** How many tiles show at first and per "Show more". */
export const TILES_PER_PAGE = 36;
