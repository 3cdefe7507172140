import { useEffect } from 'react';
import { RemoteRouter, type RemoteProps } from '@casino/shared-kernel/remote';
import { Route, Routes } from '@casino/shared-kernel/routing';
import { NotOwnedPage } from '@casino/shared-kernel/ui-core';
import { GameCategoryPage } from '../features/category/game-category-page.tsx';
import { GameDetailPage } from '../features/detail/game-detail-page.tsx';
import { WebGamePage } from '../features/player/web-game-page.tsx';
import { FairnessPage } from '../features/fairness/fairness-page.tsx';
import { PokerPage } from '../features/poker/poker-page.tsx';
import { GameRecordPage } from '../features/records/game-record-page.tsx';
import { registerGamesTexts } from './games-text.ts';

/** The routes this remote owns (platform.md); paths are case-sensitive, exactly as the spec writes them. */
export const GAMES_ROUTES = [
  { path: '/game', Page: GameCategoryPage },
  { path: '/Gamedetail', Page: GameDetailPage },
  { path: '/webgame', Page: WebGamePage },
  { path: '/gameRecord', Page: GameRecordPage },
  { path: '/poker', Page: PokerPage },
  { path: '/fairness', Page: FairnessPage },
] as const;

export function GamesApp({ routing }: RemoteProps) {
  // Texts render in English at once and switch to the player's language when the bundle arrives.
  useEffect(() => {
    void registerGamesTexts();
  }, []);
  return (
    <RemoteRouter routing={routing}>
      <Routes>
        {GAMES_ROUTES.map(({ path, Page }) => (
          <Route key={path} path={path} caseSensitive element={<Page />} />
        ))}
        <Route path="*" element={<NotOwnedPage owner="mfe-games" />} />
      </Routes>
    </RemoteRouter>
  );
}
