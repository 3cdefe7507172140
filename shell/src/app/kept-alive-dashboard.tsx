import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Outlet } from '@casino/shared-kernel/routing';
import type { RemoteRouting } from '@casino/shared-kernel/remote';
import { RemoteArea } from '../federation/remote-area.tsx';
import { useShellConfig } from './shell-context.ts';
import styles from './kept-alive-dashboard.module.css';

/** The Dashboard's path (spec 2), the one page the shell keeps alive. */
export const DASHBOARD_PATH = '/';

/** At most this many frames are spent bringing the Dashboard back to its scroll position. */
export const SCROLL_RESTORE_FRAMES = 60;
/** The position counts as restored once it has held this many frames. */
const SCROLL_SETTLED_FRAMES = 5;
/** What a player does to scroll on their own: any of them ends the restoring. */
const PLAYER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls the window to `top`, again each frame until it gets there. The lobby's rails skip their
 * rendering while off screen (`content-visibility: auto`), and after being hidden they come back at
 * their placeholder height: the first scroll from deep down (1600 px) was clamped by the shorter
 * page (690 px), and each frame draws the rails reached, making room for the next. A player who
 * scrolls, taps or types meanwhile stops it. Returns the cancel.
 */
export function restoreScroll(top: number, win: Window = window): () => void {
  let frame = 0;
  let settled = 0;
  let handle = 0;
  const stop = () => {
    win.cancelAnimationFrame(handle);
    for (const type of PLAYER_SCROLL_EVENTS) win.removeEventListener(type, stop);
  };
  const step = () => {
    if (Math.abs(win.scrollY - top) < 1) settled += 1;
    else {
      settled = 0;
      win.scrollTo(0, top);
    }
    frame += 1;
    // Settled once it stays there a few frames: rails drawn above the view can still move it
    // (scroll anchoring) the frame after it got there.
    if (settled >= SCROLL_SETTLED_FRAMES || frame >= SCROLL_RESTORE_FRAMES) stop();
    else handle = win.requestAnimationFrame(step);
  };
  for (const type of PLAYER_SCROLL_EVENTS) win.addEventListener(type, stop, { passive: true });
  win.scrollTo(0, top);
  handle = win.requestAnimationFrame(step);
  return stop;
}

/**
 * The routes inside the layout, with the Dashboard kept alive (issue 6): once visited, the lobby's
 * `/` parcel stays mounted, hidden while another route shows, so its tabs, loaded lists and
 * carousel survive a round trip and nothing is fetched again; coming back restores the window's
 * scroll. React's `<Activity>` is not used: hiding runs its children's effect clean-ups, and the
 * clean-up of single-spa's `<Parcel>` unmounts the remote, losing exactly what is kept here.
 *
 * While hidden the parcel keeps the routing of the last Dashboard location (its own page), so the
 * lobby never sees another remote's route and renders nothing new behind the page on screen.
 */
export function KeptAliveDashboard({ routing }: { routing: RemoteRouting }) {
  const { brand, versions } = useShellConfig();
  const onDashboard = routing.location.pathname === DASHBOARD_PATH;
  // The routing of the last Dashboard location; null until the Dashboard is first visited.
  const [dashboardRouting, setDashboardRouting] = useState<RemoteRouting | null>(onDashboard ? routing : null);
  if (onDashboard && dashboardRouting !== routing) setDashboardRouting(routing);

  // Scroll positions are taken only while the Dashboard shows. A layout effect flips the flag in
  // the commit that hides it, before the browser reports the scroll clamped by the shorter page.
  const showing = useRef(onDashboard);
  // Where the window was scrolled on the Dashboard: kept here, as long as the Dashboard itself.
  const dashboardScroll = useRef(0);
  useLayoutEffect(() => {
    showing.current = onDashboard;
  }, [onDashboard]);
  useEffect(() => {
    const remember = () => {
      if (showing.current) dashboardScroll.current = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);
  // A passive effect, and this component sits after `StartupNavigation` in the tree: it runs after
  // the scroll to the top every navigation gets, and puts the Dashboard back where it was.
  useEffect(() => (onDashboard ? restoreScroll(dashboardScroll.current) : undefined), [onDashboard]);

  return (
    <>
      {dashboardRouting && (
        <div hidden={!onDashboard} className={styles.keptAlive} data-testid="shell.dashboard" data-kept-alive={onDashboard ? undefined : 'hidden'}>
          <RemoteArea remote="mfe-lobby" expose="app" running={versions.running} parcelProps={{ brand, routing: dashboardRouting }} />
        </div>
      )}
      {!onDashboard && <Outlet />}
    </>
  );
}
