import { NavLink, Outlet } from '@casino/shared-kernel/routing';
import { layoutAtom, openDialog, useAtomValue } from '@casino/shared-kernel/state';
import { LanguageSelect } from '@casino/shared-kernel/ui';
import { useShellConfig } from '../app/shell-context.ts';
import styles from './layout.module.css';

const NAVIGATION = [
  { to: '/', label: 'Lobby', testId: 'nav.lobby' },
  { to: '/game', label: 'Games', testId: 'nav.games' },
  { to: '/activity', label: 'Promotions', testId: 'nav.promotions' },
  { to: '/my', label: 'Account', testId: 'nav.account' },
] as const;

/** Header, navigation (top on desktop, bottom bar on phone) and the routed page between them. */
export function Layout() {
  const layout = useAtomValue(layoutAtom);
  const { brand } = useShellConfig();
  const links = NAVIGATION.map(({ to, label, testId }) => (
    <NavLink key={to} to={to} end className={styles.navLink} data-testid={testId}>
      {label}
    </NavLink>
  ));

  return (
    <div className={styles.shell} data-layout={layout} data-testid="shell.layout" data-brand={brand}>
      <header className={styles.header}>
        <NavLink to="/" className={styles.logo} aria-label="Home">
          Casino<span className={styles.brand}>{brand}</span>
        </NavLink>
        {layout === 'desktop' && (
          <nav className={styles.topNav} aria-label="Main" data-testid="shell.top-nav">
            {links}
          </nav>
        )}
        <div className={styles.actions}>
          <button type="button" className={styles.primary} data-testid="shell.deposit-button" onClick={() => openDialog('wallet.deposit')}>
            Deposit
          </button>
          <button type="button" className={styles.secondary} data-testid="shell.withdraw-button" onClick={() => openDialog('wallet.withdraw')}>
            Withdraw
          </button>
          <LanguageSelect testId="shell.language-select" className={styles.language} />
        </div>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
      {layout === 'phone' && (
        <nav className={styles.bottomNav} aria-label="Main" data-testid="shell.bottom-nav">
          {links}
        </nav>
      )}
    </div>
  );
}
