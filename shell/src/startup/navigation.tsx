import { startTransition, useEffect, useLayoutEffect, useRef } from 'react';
import { casinoApi } from '@casino/shared-kernel/api';
import { showingBanners } from '@casino/shared-kernel/api-constants';
import { casinoBus } from '@casino/shared-kernel/events';
import { useLocation } from '@casino/shared-kernel/routing';
import { kernelStore, lobbyInfoAtom, lobbyInfoCallAtom, tokenAtom } from '@casino/shared-kernel/state';
import { preloadPicture, routeOfHash } from '../federation/preload-entry.ts';
import { storeQueryKeys } from './query-keys.ts';

/**
 * The lobby info on the first navigation (spec 2): `GET /api/preload` (the first call of the page;
 * the lobby remote's later refreshes use `/api/index`) into the kernel's `lobbyInfoAtom`, which keeps
 * the `indexInfo` copy. A failure leaves the cached copy. Resolves with the report URL to use.
 */
export function loadLobbyInfo(): Promise<void> {
  const token = kernelStore.get(tokenAtom);
  const pending = casinoApi.get('lobbyPreload', undefined, { hideErrorMsg: true }).then(
    (info) => {
      // A transition: the info draws the lobby's first screen, in slices rather than one long task.
      startTransition(() => kernelStore.set(lobbyInfoAtom, info));
      kernelStore.set(lobbyInfoCallAtom, { pending: null, answeredAt: Date.now(), answeredForToken: token });
    },
    // The cached lobby info (if any) stays on screen; the lobby asks itself when entered.
    () => kernelStore.set(lobbyInfoCallAtom, { ...kernelStore.get(lobbyInfoCallAtom), pending: null }),
  );
  // Shared, so a lobby entered meanwhile waits for this answer instead of asking too.
  kernelStore.set(lobbyInfoCallAtom, { ...kernelStore.get(lobbyInfoCallAtom), pending });
  return pending;
}

let firstLoad: Promise<void> | null = null;

/**
 * The page's first lobby info call (spec 2: on the first navigation, the page's own). Start-up
 * starts it as soon as the API is configured, to be asked once `after` (the session) has settled,
 * beside the site settings, so the first screen's banners do not wait for the shell's first
 * render; the first navigation awaits the same call (and starts it, where start-up did not run).
 */
export function firstLobbyInfoLoad(after: Promise<unknown> = Promise.resolve()): Promise<void> {
  firstLoad ??= after
    .then(
      () => undefined,
      () => undefined,
    )
    .then(loadLobbyInfo)
    .then(() => {
      preloadFirstBanner(location.hash);
    });
  return firstLoad;
}

/**
 * On a page load of the Dashboard, its first banner (the page's largest picture, what a player
 * waits for) starts downloading as soon as the lobby info names it, while the lobby's code is still
 * on its way: the banner then shows with the Dashboard's first render instead of a round trip after.
 */
export function preloadFirstBanner(hash: string, nowMs = Date.now(), doc: Document = document): HTMLLinkElement | null {
  if (routeOfHash(hash) !== '/') return null;
  const first = showingBanners(kernelStore.get(lobbyInfoAtom)?.banner_list, nowMs)[0];
  return first ? preloadPicture(first.banner_url, doc) : null;
}

/**
 * A page view (spec 2): announced on the bus (`page:viewed`) for whoever counts them, and sent to
 * the lobby's `server_cfg.report_url` when it names one (skipped when empty) as a beacon, which
 * never holds the page up.
 */
export function reportPageView(path: string, win: Window = window): void {
  casinoBus.emit('page:viewed', { path });
  const reportUrl = kernelStore.get(lobbyInfoAtom)?.server_cfg.report_url.trim() ?? '';
  if (reportUrl === '') return;
  const body = JSON.stringify({ path, url: win.location.href, referrer: win.document.referrer, time: Date.now() });
  try {
    const sent = typeof win.navigator.sendBeacon === 'function' && win.navigator.sendBeacon(reportUrl, body);
    if (!sent) void fetch(reportUrl, { method: 'POST', body, keepalive: true, mode: 'no-cors' }).catch(() => undefined);
  } catch {
    // A bad report URL must not break navigation.
  }
}

/**
 * What runs around each navigation (spec 2), mounted once inside the router: before the new page
 * renders, `randomUserId`, `gameToken`, channel and invitation code are kept from the query; on the
 * first navigation the lobby info loads; after each one a page view is reported and the page
 * scrolls to the top.
 */
export function StartupNavigation() {
  const location = useLocation();
  const first = useRef(true);
  const where = `${location.pathname}${location.search}`;

  // Layout effect: runs before the effects of the page the navigation brings (they may read the keys).
  useLayoutEffect(() => {
    storeQueryKeys(window.location);
  }, [where]);

  useEffect(() => {
    window.scrollTo(0, 0);
    if (!first.current) return reportPageView(location.pathname);
    first.current = false;
    let current = true;
    void firstLobbyInfoLoad().then(() => {
      if (current) reportPageView(location.pathname);
    });
    return () => {
      current = false;
    };
    // `where` alone: the pathname is part of it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [where]);
  return null;
}
