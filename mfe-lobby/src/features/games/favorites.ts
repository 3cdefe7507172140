import { useCallback, useSyncExternalStore } from 'react';
import type { FavoriteResult, Game } from '@casino/shared-kernel/api-contract';
import { casinoApi } from '@casino/shared-kernel/api';
import { kernelStore, lobbyInfoAtom, requireLogin } from '@casino/shared-kernel/state';
import type { GameTileFavorite } from '@casino/shared-kernel/ui-core';
import { withFavoriteFlag } from '../lobby-info/catalogue.ts';

/** A favourite flag the server has just confirmed. */
export interface FavoriteChange {
  game: Game;
  isFavorite: boolean;
}

export interface FavoritesDeps {
  /** `PUT /api/user/favorite {game_id}`: toggles the flag and answers the new one. */
  toggleOnServer: (gameId: number) => Promise<FavoriteResult>;
  /** Visitors are asked to register instead (spec 4, 6); true when signed in. */
  requireLogin: () => boolean;
  /** Writes the confirmed flag into the lobby info, which keeps its `indexInfo` copy (survives a reload). */
  applyToLobbyInfo: (gameId: number, isFavorite: boolean) => void;
}

/**
 * Favourite toggles, one per game at a time. Spec 4: the flag toggles after the favourite call, so
 * nothing changes on screen until the server answers; then every list showing the game follows:
 * the lobby info (both lobby parcels read it) and whoever listens (the favourites page).
 */
export function createFavorites(deps: FavoritesDeps) {
  const pending = new Set<number>();
  let pendingSnapshot: ReadonlySet<number> = new Set();
  const pendingListeners = new Set<() => void>();
  const changeListeners = new Set<(change: FavoriteChange) => void>();
  const setPending = (gameId: number, on: boolean) => {
    if (on) pending.add(gameId);
    else pending.delete(gameId);
    pendingSnapshot = new Set(pending);
    for (const listener of pendingListeners) listener();
  };

  /** Toggles a game's favourite flag; resolves with the new flag, or null when nothing changed. */
  async function toggle(game: Game): Promise<boolean | null> {
    if (!deps.requireLogin() || pending.has(game.id)) return null;
    setPending(game.id, true);
    try {
      const { is_favorite: isFavorite } = await deps.toggleOnServer(game.id);
      deps.applyToLobbyInfo(game.id, isFavorite);
      const change = { game: { ...game, is_favorite: isFavorite }, isFavorite };
      for (const listener of changeListeners) listener(change);
      return isFavorite;
    } catch {
      // The API client has shown the server's message; the flag stays as it was.
      return null;
    } finally {
      setPending(game.id, false);
    }
  }

  return {
    toggle,
    subscribePending(listener: () => void) {
      pendingListeners.add(listener);
      return () => {
        pendingListeners.delete(listener);
      };
    },
    pending: () => pendingSnapshot,
    /** Hears every confirmed change; returns the unsubscribe. */
    onChange(listener: (change: FavoriteChange) => void) {
      changeListeners.add(listener);
      return () => {
        changeListeners.delete(listener);
      };
    },
  };
}

export type Favorites = ReturnType<typeof createFavorites>;

/** The page's favourites, shared by both lobby parcels. */
export const favorites = createFavorites({
  toggleOnServer: (gameId) => casinoApi.call('favorite', { game_id: gameId }),
  requireLogin,
  applyToLobbyInfo: (gameId, isFavorite) => {
    const info = kernelStore.get(lobbyInfoAtom);
    if (info) kernelStore.set(lobbyInfoAtom, withFavoriteFlag(info, gameId, isFavorite));
  },
});

/** The heart of a game tile: `favorite={favoriteOf(game)}`. */
export function useFavoriteToggle(label: string, store: Favorites = favorites): (game: Game) => GameTileFavorite {
  const pending = useSyncExternalStore(store.subscribePending, store.pending, store.pending);
  return useCallback(
    (game: Game) => ({
      label,
      pending: pending.has(game.id),
      onToggle: (toggled: Game) => void store.toggle(toggled),
    }),
    [label, pending, store],
  );
}
