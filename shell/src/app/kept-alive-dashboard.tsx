import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Outlet } from '@casino/shared-kernel/routing';
import type { RemoteRouting } from '@casino/shared-kernel/remote';
import { RemoteArea } from '../federation/remote-area.tsx';
import { useShellConfig } from './shell-context.ts';

/** The Dashboard's path (spec 2), the one page the shell keeps alive. */
export const DASHBOARD_PATH = '/';

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
  useEffect(() => {
    if (onDashboard) window.scrollTo(0, dashboardScroll.current);
  }, [onDashboard]);

  return (
    <>
      {dashboardRouting && (
        <div hidden={!onDashboard} data-testid="shell.dashboard" data-kept-alive={onDashboard ? undefined : 'hidden'}>
          <RemoteArea remote="mfe-lobby" expose="app" running={versions.running} parcelProps={{ brand, routing: dashboardRouting }} />
        </div>
      )}
      {!onDashboard && <Outlet />}
    </>
  );
}
