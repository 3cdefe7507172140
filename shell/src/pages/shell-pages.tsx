import { useSyncExternalStore, type ReactNode } from 'react';
import { useKernelText } from '@casino/shared-kernel/i18n';
import { Link, Navigate } from '@casino/shared-kernel/routing';
import { Button, PageFrame } from '@casino/shared-kernel/ui-core';
import { lazyPart } from '../app/lazy-part.tsx';
import { useShellConfig } from '../app/shell-context.ts';
import { isPreviewing } from '../federation/running-remotes.ts';
import { designPageServed } from './design-page-access.ts';
import { DownloadPage, type RequestInstall } from './download-page.tsx';
import { LEGAL_DOCUMENTS, type LegalPath } from './legal-documents.ts';
import { LegalPage } from './legal-page.tsx';
import { loadPageTexts, usePageText } from './page-texts.ts';
import styles from './pages.module.css';

// Only developers, designers and testers see it (`designPageServed`): its code stays out of the pages chunk.
const DevDesignPage = lazyPart<object>('design page', () => import('./dev-design-page.tsx').then((module) => ({ default: module.DevDesignPage })));

/** The pages' texts, loaded with their code: `ShellApp` draws a page once both are in. */
export const textsLoaded = loadPageTexts;

export function NotFoundPage() {
  const t = usePageText();
  const kernelText = useKernelText();
  return (
    <div className={styles.standalone}>
      <PageFrame title={kernelText('page_not_found')} owner="shell">
        <p>{kernelText('page_not_found_text')}</p>
        <Link to="/" className={styles.homeLink} data-testid="not-found.home-link">
          {t('not_found_home')}
        </Link>
      </PageFrame>
    </div>
  );
}

export function ServerErrorPage() {
  const t = usePageText();
  return (
    <div className={styles.standalone}>
      <PageFrame title={t('server_error_title')} owner="shell">
        <p>{t('server_error_text')}</p>
        <div className={styles.actions}>
          <Button onClick={() => window.location.reload()} data-testid="server-error.retry">
            {t('server_error_retry')}
          </Button>
          <Link to="/" className={styles.homeLink} data-testid="server-error.home-link">
            {t('server_error_home')}
          </Link>
        </div>
      </PageFrame>
    </div>
  );
}

/** The UI kit's showcase where it is served (development, a tester's preview), else the site's 404. */
function DesignPage() {
  const { versions } = useShellConfig();
  const previewing = isPreviewing(useSyncExternalStore(versions.running.subscribe, versions.running.snapshot));
  return designPageServed(previewing) ? <DevDesignPage /> : <Navigate to="/404" replace />;
}

const isLegalPath = (path: string): path is LegalPath => Object.hasOwn(LEGAL_DOCUMENTS, path);

export interface ShellPageProps {
  path: string;
  /** The PWA install prompt for `/download` (see `RequestInstall`); without it the page explains the browser's way. */
  requestInstall?: RequestInstall;
}

/** The shell's page at `path` (platform.md); loaded on demand, as a first visit of `/` shows a remote. */
export default function ShellPage({ path, requestInstall }: ShellPageProps) {
  const { brand } = useShellConfig();
  let page: ReactNode;
  if (isLegalPath(path)) page = <LegalPage key={path} path={path} brand={brand} />;
  else if (path === '/download') page = <DownloadPage brand={brand} requestInstall={requestInstall} />;
  else if (path === '/__dev__design') page = <DesignPage />;
  else if (path === '/404') page = <NotFoundPage />;
  else if (path === '/500') page = <ServerErrorPage />;
  else throw new Error(`The shell owns ${path} but has no page for it`);
  return page;
}
