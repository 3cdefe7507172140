import { lazy, Suspense, useSyncExternalStore } from 'react';
import { pwaState } from './pwa-state.ts';

const PwaBanners = lazy(() => import('./pwa-banners.tsx'));

/**
 * Where the install and update banners mount. Eager but tiny: the banners' code (and the kernel's
 * UI and i18n it uses) downloads only when one of them has something to show.
 */
export function PwaHost() {
  const state = useSyncExternalStore(pwaState.subscribe, pwaState.get);
  if (!state.installBanner && !state.waitingWorker) return null;
  return (
    <Suspense fallback={null}>
      <PwaBanners />
    </Suspense>
  );
}
