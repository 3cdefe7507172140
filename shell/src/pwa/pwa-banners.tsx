import { Suspense, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '@casino/shared-kernel/i18n';
import { Button } from '@casino/shared-kernel/ui-core';
import { lazyPart } from '../app/lazy-part.tsx';
import { SKIP_WAITING } from './sw-rules.ts';
import { PwaBanner } from './pwa-banner.tsx';
import { pwaState, requestInstall } from './pwa-state.ts';
import styles from './pwa-banners.module.css';

// Firebase is not in here: push-host loads it only when a token is due.
const PushHost = lazyPart('push offer', () => import('./push-host.tsx'));

/** Spec 2: install app, with one Install button (and a close, as every site's install banner has). */
function InstallBanner() {
  const { t } = useTranslation('shell');
  const install = () => {
    requestInstall().catch((error: unknown) => console.error('[shell] the install prompt failed', error));
  };
  return (
    <PwaBanner id="install" role="region" testId="shell.pwa-install-banner" title={t('pwa_install_title')} text={t('pwa_install_text')}>
      <Button onClick={install} data-testid="shell.pwa-install">
        {t('pwa_install')}
      </Button>
      <button
        type="button"
        className={styles.close}
        aria-label={t('pwa_close')}
        onClick={() => pwaState.set({ installBanner: false })}
        data-testid="shell.pwa-install-close"
      >
        ×
      </button>
    </PwaBanner>
  );
}

/** Spec 2 and 4: new version available, Refresh (the waiting worker takes over, the page reloads) or Close. */
function UpdateBanner({ worker }: { worker: ServiceWorker }) {
  const { t } = useTranslation('shell');
  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    // The page reloads when the new worker controls it (`reloadOnUpdate` in start-pwa.ts).
    worker.postMessage({ type: SKIP_WAITING });
  };
  return (
    <PwaBanner id="update" role="alert" testId="shell.pwa-update-banner" title={t('pwa_update_title')} text={t('pwa_update_text')}>
      <Button onClick={refresh} busy={refreshing} data-testid="shell.pwa-refresh">
        {t('pwa_refresh')}
      </Button>
      <Button variant="ghost" onClick={() => pwaState.set({ waitingWorker: null })} data-testid="shell.pwa-update-close">
        {t('pwa_close')}
      </Button>
    </PwaBanner>
  );
}

/**
 * The banners the PWA state asks for (the update first: it matters more), and the push part when
 * `push` (it shows the "Turn on notifications" prompt in the same stack). Loaded lazily by `PwaHost`.
 */
export default function PwaBanners({ push = false }: { push?: boolean }) {
  const { installBanner, waitingWorker } = useSyncExternalStore(pwaState.subscribe, pwaState.get);
  return (
    <div className={styles.stack}>
      {waitingWorker && <UpdateBanner worker={waitingWorker} />}
      {installBanner && <InstallBanner />}
      {push && (
        <Suspense fallback={null}>
          <PushHost />
        </Suspense>
      )}
    </div>
  );
}
