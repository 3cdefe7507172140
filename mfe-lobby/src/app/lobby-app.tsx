import { Route, Routes } from '@casino/shared-kernel/routing';
import { RemoteRouter, type RemoteProps } from '@casino/shared-kernel/remote';
import { PageFrame, NotOwnedPage } from '@casino/shared-kernel/ui';

/** The routes this remote owns (platform.md); paths are case-sensitive, exactly as the spec writes them. */
export const lobbyPages = [
  { path: '/', title: 'Dashboard' },
  { path: '/moreGameList', title: 'More games' },
  { path: '/userGameList', title: 'My games' },
  { path: '/gameFirm', title: 'Game providers' },
  { path: '/news', title: 'News' },
  { path: '/moreNews', title: 'More news' },
  { path: '/newsDetail', title: 'News detail' },
] as const;

export function LobbyApp({ routing }: RemoteProps) {
  return (
    <RemoteRouter routing={routing}>
      <Routes>
        {lobbyPages.map(({ path, title }) => (
          <Route key={path} path={path} caseSensitive element={<PageFrame title={title} owner="mfe-lobby" />} />
        ))}
        <Route path="*" element={<NotOwnedPage owner="mfe-lobby" />} />
      </Routes>
    </RemoteRouter>
  );
}
