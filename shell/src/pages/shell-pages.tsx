import { lazy, type ComponentType } from 'react';
import { Link } from '@casino/shared-kernel/routing';
import { PageFrame } from '@casino/shared-kernel/ui';
import styles from './pages.module.css';

function UserAgreementPage() {
  return (
    <PageFrame title="User agreement" owner="shell">
      <p>The terms a player accepts when registering and playing on this site.</p>
    </PageFrame>
  );
}

function PrivacyAgreementPage() {
  return (
    <PageFrame title="Privacy agreement" owner="shell">
      <p>What personal data the site keeps, why, and how a player can have it removed.</p>
    </PageFrame>
  );
}

function TermOfServicePage() {
  return (
    <PageFrame title="Terms of service" owner="shell">
      <p>The rules of the service: accounts, deposits, withdrawals, bonuses and fair play.</p>
    </PageFrame>
  );
}

function DownloadPage() {
  return (
    <PageFrame title="Download" owner="shell">
      <p>Install the site as an app from your browser's menu for quick access.</p>
    </PageFrame>
  );
}

// Only developers and designers visit it, so its code stays out of the players' pages chunk.
const DevDesignPage = lazy(() => import('./dev-design-page.tsx').then((module) => ({ default: module.DevDesignPage })));

function NotFoundPage() {
  return (
    <div className={styles.standalone}>
      <PageFrame title="Page not found" owner="shell">
        <p>There is no page at this address.</p>
        <Link to="/" data-testid="not-found.home-link">
          Back to the lobby
        </Link>
      </PageFrame>
    </div>
  );
}

function ServerErrorPage() {
  return (
    <div className={styles.standalone}>
      <PageFrame title="Something went wrong" owner="shell">
        <p>The site ran into a problem. Please try again in a moment.</p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </PageFrame>
    </div>
  );
}

/** The pages the shell owns (platform.md), by path. */
const SHELL_PAGES: Readonly<Record<string, ComponentType>> = {
  '/userAgreement': UserAgreementPage,
  '/privacyAgreement': PrivacyAgreementPage,
  '/termOfService': TermOfServicePage,
  '/download': DownloadPage,
  '/__dev__design': DevDesignPage,
  '/404': NotFoundPage,
  '/500': ServerErrorPage,
};

/** The shell's page at `path`; loaded on demand, as a first visit of `/` shows a remote. */
export default function ShellPage({ path }: { path: string }) {
  const Page = SHELL_PAGES[path];
  if (!Page) throw new Error(`The shell owns ${path} but has no page for it`);
  return <Page />;
}
