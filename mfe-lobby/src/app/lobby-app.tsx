import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Route, Routes, useLocation } from '@casino/shared-kernel/routing';
import { RemoteRouter, type RemoteProps } from '@casino/shared-kernel/remote';
import { NotOwnedPage, RemoteLoading } from '@casino/shared-kernel/ui-core';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { lobbyInfoLoader, watchLobbyAuth } from '../features/lobby-info/lobby-info-loader.ts';
import { loadLobbyTexts, useLobbyTextsReady } from '../i18n/lobby-texts.ts';

// The Dashboard is the first screen and comes with the entry; the other pages load when visited.
const MoreGameListPage = lazy(() => import('../features/pages/more-game-list-page.tsx'));
const UserGameListPage = lazy(() => import('../features/pages/user-game-list-page.tsx'));
const GameFirmPage = lazy(() => import('../features/pages/game-firm-page.tsx'));
const NewsPage = lazy(() => import('../features/news/news-page.tsx'));
const MoreNewsPage = lazy(() => import('../features/news/more-news-page.tsx'));
const NewsDetailPage = lazy(() => import('../features/news/news-detail-page.tsx'));

/** The routes this remote owns (platform.md); paths are case-sensitive, exactly as the spec writes them. */
export const LOBBY_PATHS = ['/', '/moreGameList', '/userGameList', '/gameFirm', '/news', '/moreNews', '/newsDetail'] as const;

/**
 * Entering a lobby page (a mount, or a move between the lobby's pages) lets the loader refresh the
 * lobby info by its rules. The kept-alive Dashboard keeps its location while hidden, so showing it
 * again is no entry and asks for nothing.
 */
function LobbyEntry({ shellLoadsPreload }: { shellLoadsPreload: boolean }) {
  const { pathname } = useLocation();
  useEffect(() => {
    lobbyInfoLoader.enter({ shellLoadsPreload });
  }, [pathname, shellLoadsPreload]);
  useEffect(() => watchLobbyAuth(), []);
  return null;
}

/** The lobby's texts load once (the cached bundle is in local storage after the first visit). */
function WithLobbyTexts({ children }: { children: ReactNode }) {
  const ready = useLobbyTextsReady();
  useEffect(() => {
    void loadLobbyTexts();
  }, []);
  return ready ? children : <RemoteLoading remote="mfe-lobby" />;
}

const later = (page: ReactNode) => <Suspense fallback={<RemoteLoading remote="mfe-lobby" />}>{page}</Suspense>;

export function LobbyApp({ routing }: RemoteProps) {
  return (
    <RemoteRouter routing={routing}>
      <LobbyEntry shellLoadsPreload={routing !== undefined} />
      <WithLobbyTexts>
        <Routes>
          <Route path="/" caseSensitive element={<DashboardPage />} />
          <Route path="/moreGameList" caseSensitive element={later(<MoreGameListPage />)} />
          <Route path="/userGameList" caseSensitive element={later(<UserGameListPage />)} />
          <Route path="/gameFirm" caseSensitive element={later(<GameFirmPage />)} />
          <Route path="/news" caseSensitive element={later(<NewsPage />)} />
          <Route path="/moreNews" caseSensitive element={later(<MoreNewsPage />)} />
          <Route path="/newsDetail" caseSensitive element={later(<NewsDetailPage />)} />
          <Route path="*" element={<NotOwnedPage owner="mfe-lobby" />} />
        </Routes>
      </WithLobbyTexts>
    </RemoteRouter>
  );
}
