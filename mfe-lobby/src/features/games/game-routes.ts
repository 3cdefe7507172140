// Where the lobby's links lead. The game detail route belongs to mfe-games (platform.md).
import type { Game } from '@casino/shared-kernel/api-contract';

/**
 * A game's detail page: `/Gamedetail?id=<game id>`, the same on phone and desktop (the spec shows
 * no difference; the detail page decides how the game then opens).
 */
export function gameDetailPath(game: Pick<Game, 'id'>): string {
  return `/Gamedetail?id=${encodeURIComponent(String(game.id))}`;
}

/** One category's full list, optionally of one provider (`/moreGameList`). */
export function moreGamesPath(category: string, provider?: string | null): string {
  const query = new URLSearchParams({ category });
  if (provider) query.set('provider', provider);
  return `/moreGameList?${query.toString()}`;
}

/** The providers page, or one provider's games (`/gameFirm`). */
export function providerPath(provider?: string | null): string {
  return provider ? `/gameFirm?${new URLSearchParams({ provider }).toString()}` : '/gameFirm';
}

/** The player's favourites or recently played games (`/userGameList`). */
export type UserGameListTab = 'favorites' | 'recents';
export function userGamesPath(tab: UserGameListTab = 'favorites'): string {
  return `/userGameList?tab=${tab}`;
}
