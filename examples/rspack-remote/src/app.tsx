import { useId } from 'react';
import { createRemoteLifecycles, RemoteRouter, type RemoteProps } from '@casino/shared-kernel/remote';
import { Link, Route, Routes, useLocation } from '@casino/shared-kernel/routing';
import { openDialog } from '@casino/shared-kernel/state';

/** The heading each page shows: what a player sees of this build. */
export const TITLES = { '/activity': 'Activities, built outside with rspack', '/blindBox': 'Lucky Box, built outside with rspack' } as const;

function Page({ version }: { version: string }) {
  const { pathname } = useLocation();
  const title = TITLES[pathname as keyof typeof TITLES];
  const heading = useId();
  return (
    <section data-testid="example.promotions.page" data-version={version} aria-labelledby={heading}>
      <h1 id={heading}>{title}</h1>
      <nav>
        <Link to="/activity">Activities</Link> · <Link to="/blindBox">Lucky Box</Link> · <Link to="/my">My account</Link>
      </nav>
      <button type="button" onClick={() => openDialog('promotions.outside-note', { from: pathname })}>
        Open the promotions note
      </button>
    </section>
  );
}

/** The routes of mfe-promotions this build renders, on the shell's router (one history, one URL). */
function PromotionsApp({ routing, version }: RemoteProps) {
  return (
    <RemoteRouter routing={routing}>
      <Routes>
        {Object.keys(TITLES).map((path) => (
          <Route key={path} path={path} caseSensitive element={<Page version={version} />} />
        ))}
        <Route path="*" element={<p>This page is not part of the outside promotions build.</p>} />
      </Routes>
    </RemoteRouter>
  );
}

export default createRemoteLifecycles(PromotionsApp);
