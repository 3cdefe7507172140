import { Suspense, useSyncExternalStore } from 'react';
import { isConfigured, isSignedInAtom, siteSettingsAtom, useAtomValue } from '@casino/shared-kernel/state';
import { lazyPart } from '../app/lazy-part.tsx';
import { pushSupported } from './push-support.ts';
import { pwaState } from './pwa-state.ts';

const PwaBanners = lazyPart('app banners', () => import('./pwa-banners.tsx'));

/**
 * Where the install and update banners and the push part mount. Eager but tiny: the banners' code
 * (and the kernel's UI and i18n it uses) downloads only when one of them has something to show,
 * and the push code only for a signed-in player of a brand whose fcm block is configured.
 */
export function PwaHost() {
  const state = useSyncExternalStore(pwaState.subscribe, pwaState.get);
  const signedIn = useAtomValue(isSignedInAtom);
  const { fcm } = useAtomValue(siteSettingsAtom);
  // Spec 5: push only when the fcm flag is on; a visitor has no player to save a token for.
  const push = signedIn && isConfigured(fcm) && pushSupported();
  if (!state.installBanner && !state.waitingWorker && !push) return null;
  return (
    <Suspense fallback={null}>
      <PwaBanners push={push} />
    </Suspense>
  );
}
