import type { ReactNode } from 'react';
import { HashRouter, Router } from '@casino/shared-kernel/routing';
import type { RemoteRouting } from './remote-props.ts';

/**
 * Routes inside a remote. Mounted by the shell it follows the shell's router (one history for the
 * site); on the remote's standalone page it owns a hash router of its own.
 */
export function RemoteRouter({ routing, children }: { routing: RemoteRouting | undefined; children: ReactNode }) {
  if (!routing) return <HashRouter>{children}</HashRouter>;
  return (
    <Router location={routing.location} navigator={routing.navigator}>
      {children}
    </Router>
  );
}
