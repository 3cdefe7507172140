import { useCallback, useState } from 'react';
import { casinoApi } from '@casino/shared-kernel/api';
import type { Game } from '@casino/shared-kernel/api-contract';
import { requireLogin } from '@casino/shared-kernel/state';

/**
 * The favourite heart (spec 4: "the favorite flag toggles after the favorite call"): a visitor is
 * asked to register; a player's press calls `PUT /api/user/favorite` and the flag the server
 * answers is handed to `onChanged`. One call per game at a time; a failure leaves the flag as it was
 * (the API client shows the server's message).
 */
export function useFavorite(onChanged: (gameId: number, isFavorite: boolean) => void) {
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  const toggle = useCallback(
    async (game: Pick<Game, 'id'>) => {
      if (!requireLogin()) return;
      setPending((ids) => new Set(ids).add(game.id));
      try {
        const { is_favorite } = await casinoApi.put('favorite', { game_id: game.id });
        onChanged(game.id, is_favorite);
      } catch {
        // The client has shown why; the heart keeps its state.
      } finally {
        setPending((ids) => {
          const next = new Set(ids);
          next.delete(game.id);
          return next;
        });
      }
    },
    [onChanged],
  );

  return { toggle, pending };
}
