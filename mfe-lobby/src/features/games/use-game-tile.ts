import { useCallback } from 'react';
import type { Game } from '@casino/shared-kernel/api-contract';
import { useNavigate } from '@casino/shared-kernel/routing';
import { useLangKeyText, useLobbyText } from '../../i18n/lobby-texts.ts';
import { useFavoriteToggle } from './favorites.ts';
import { gameDetailPath } from './game-routes.ts';

/** What every list needs to draw a game tile: its name, where a click leads, its heart. */
export function useGameTile() {
  const navigate = useNavigate();
  const t = useLobbyText();
  const langKeyText = useLangKeyText();
  const favoriteOf = useFavoriteToggle(t('favorite'));
  const openGame = useCallback((game: Game) => navigate(gameDetailPath(game)), [navigate]);
  const nameOf = useCallback((game: Game) => langKeyText(game.lang_key), [langKeyText]);
  return { openGame, nameOf, favoriteOf };
}
