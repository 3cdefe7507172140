import { Route, Routes } from '@casino/shared-kernel/routing';
import { RemoteRouter, type RemoteProps } from '@casino/shared-kernel/remote';
import { PageFrame, NotOwnedPage } from '@casino/shared-kernel/ui';

/** The routes this remote owns (platform.md); paths are case-sensitive, exactly as the spec writes them. */
export const gamesPages = [
  { path: '/game', title: 'Games' },
  { path: '/Gamedetail', title: 'Game detail' },
  { path: '/webgame', title: 'Web game' },
  { path: '/gameRecord', title: 'Game record' },
  { path: '/poker', title: 'Poker' },
] as const;

export function GamesApp({ routing }: RemoteProps) {
  return (
    <RemoteRouter routing={routing}>
      <Routes>
        {gamesPages.map(({ path, title }) => (
          <Route key={path} path={path} caseSensitive element={<PageFrame title={title} owner="mfe-games" />} />
        ))}
        <Route path="*" element={<NotOwnedPage owner="mfe-games" />} />
      </Routes>
    </RemoteRouter>
  );
}
