import { Suspense, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { HashRouter, Navigate, Route, Routes, UNSAFE_NavigationContext, useLocation } from '@casino/shared-kernel/routing';
import type { RemoteRouting } from '@casino/shared-kernel/remote';
import { dismissToast, isSignedInAtom, KernelProvider, toastsAtom, useAtomValue } from '@casino/shared-kernel/state';
import { RemoteErrorPanel, RemoteLoading, ToastHost } from '@casino/shared-kernel/ui-core';
import { lazyPart, withTexts } from './lazy-part.tsx';
import { ShellDialogsMount } from '../auth/shell-dialogs-mount.tsx';
import { RemoteArea } from '../federation/remote-area.tsx';
import { isPreviewing } from '../federation/running-remotes.ts';
import { DialogHost } from '../layout/dialog-host.tsx';
import { NoticeMarquee } from '../notices/notice-marquee.tsx';
import { ShellNotices } from '../notices/notices-host.tsx';
import { PwaHost } from '../pwa/pwa-host.tsx';
import { requestInstall } from '../pwa/pwa-state.ts';
import { Layout } from '../layout/layout.tsx';
import { StartupNavigation } from '../startup/navigation.tsx';
import { DASHBOARD_PATH, KeptAliveDashboard } from './kept-alive-dashboard.tsx';
import { ROUTE_TABLE, type ShellRoute } from './route-table.ts';
import { ShellConfigContext, useShellConfig, type ShellConfig } from './shell-context.ts';
import type { ShellPageProps } from '../pages/shell-pages.tsx';

// The pages' texts are their own namespace, loaded with the code.
const ShellPage = lazyPart<ShellPageProps>(
  'shell page',
  () => withTexts(import('../pages/shell-pages.tsx')),
  (retry) => <RemoteErrorPanel remote="shell" reason="unavailable" onRetry={retry} />,
);
// Only a tab that previews something (or was refused one) downloads the banner.
const PreviewBanner = lazyPart('preview banner', () => import('../preview/preview-banner.tsx'));
// Only a signed-in player runs these (wallet sync, red dots, unread mails, reality check, pre-load
// frame): the `player` chunk, which the header's user menu is in too (one request).
const PlayerParts = lazyPart('player parts', () => import(/* webpackChunkName: "player" */ './player-parts.tsx'));

/** The composed site: one hash router for every remote, the layout, and the dialog host. */
export function ShellApp({ config }: { config: ShellConfig }) {
  return (
    <KernelProvider>
      <ShellConfigContext value={config}>
        <HashRouter>
          <StartupNavigation />
          <PreviewStatus />
          <NoticeMarquee />
          <ShellRoutes />
          <DialogHost />
          <ShellDialogsMount />
          <ShellNotices />
          <PwaHost />
          <PlayerHost />
          <Toasts />
        </HashRouter>
      </ShellConfigContext>
    </KernelProvider>
  );
}

/** The toasts anyone raised with the kernel's `toast()`; they stack above open dialogs. */
function Toasts() {
  return <ToastHost toasts={useAtomValue(toastsAtom)} onDismiss={dismissToast} />;
}

/** The player's parts, from the first moment a player is signed in in this tab on (they stay). */
function PlayerHost() {
  const signedIn = useAtomValue(isSignedInAtom);
  const [wanted, setWanted] = useState(signedIn);
  // Render-time update, no effect: once wanted, always (a sign-out keeps the parts mounted).
  if (signedIn && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PlayerParts />
    </Suspense>
  );
}

/** The preview banner, while this tab previews a version or has a refused preview to explain. */
function PreviewStatus() {
  const { versions } = useShellConfig();
  const running = useSyncExternalStore(versions.running.subscribe, versions.running.snapshot);
  if (!isPreviewing(running) && running.previewNotices.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PreviewBanner versions={versions} />
    </Suspense>
  );
}

const ownerOf = (pathname: string) => ROUTE_TABLE.find((route) => route.path === pathname)?.owner;

function ShellRoutes() {
  const location = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { versions } = useShellConfig();
  const owner = ownerOf(location.pathname);
  // Entering a remote's area (not moving inside it) is when a version pinned since reaches the tab.
  useEffect(() => {
    if (owner && owner !== 'shell') void versions.enter(owner);
  }, [owner, versions]);
  // Remotes render against the shell's location and navigate through its history (one URL).
  const routing = useMemo<RemoteRouting>(() => ({ location, navigator }), [location, navigator]);
  const element = (route: ShellRoute) => <RouteElement route={route} routing={routing} />;

  return (
    <Routes>
      <Route element={<Layout />}>
        <Route element={<KeptAliveDashboard routing={routing} />}>
          {ROUTE_TABLE.filter((route) => route.inLayout).map((route) => (
            // The Dashboard itself is drawn by KeptAliveDashboard, which keeps it alive.
            <Route key={route.path} path={route.path} caseSensitive element={route.path === DASHBOARD_PATH ? null : element(route)} />
          ))}
        </Route>
      </Route>
      {ROUTE_TABLE.filter((route) => !route.inLayout).map((route) => (
        <Route key={route.path} path={route.path} caseSensitive element={element(route)} />
      ))}
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}

function RouteElement({ route, routing }: { route: ShellRoute; routing: RemoteRouting }) {
  const { brand, versions } = useShellConfig();
  if (route.owner === 'shell') {
    return (
      <Suspense fallback={<RemoteLoading remote="shell" />}>
        <ShellPage path={route.path} requestInstall={requestInstall} />
      </Suspense>
    );
  }
  return (
    <RemoteArea
      // Same owner, same area: moving between a remote's routes updates its parcel, no remount.
      key={route.owner}
      remote={route.owner}
      expose="app"
      running={versions.running}
      parcelProps={{ brand, routing }}
    />
  );
}
