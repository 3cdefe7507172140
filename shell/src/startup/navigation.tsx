import { useEffect, useLayoutEffect, useRef } from 'react';
import { casinoBus } from '@casino/shared-kernel/events';
import { useLocation } from '@casino/shared-kernel/routing';
import { kernelStore, lobbyInfoAtom } from '@casino/shared-kernel/state';
import { firstLobbyInfoLoad } from './first-lobby-info.ts';
import { storeQueryKeys } from './query-keys.ts';

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
