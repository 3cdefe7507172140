import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation } from '@casino/shared-kernel/routing';
import { languageAtom, layoutAtom, mailUnreadAtom, siteSettingsAtom, tokenAtom, useAtomValue } from '@casino/shared-kernel/state';
import { Badge } from '@casino/shared-kernel/ui-core';
import { lazyPart } from '../app/lazy-part.tsx';
import { useShellConfig } from '../app/shell-context.ts';
import { Footer } from './footer.tsx';
import { Header, SideControls } from './header.tsx';
import { Icon, type IconName } from './icons.tsx';
import { useLayoutText, type LayoutKey } from './layout-text.ts';
import { SideMenu } from './side-menu.tsx';
import styles from './layout.module.css';

// Off the first screen: they download when first opened.
const Drawer = lazyPart('side menu', () => import('./drawer.tsx'));
const ShareSheet = lazyPart('share sheet', () => import('./share-sheet.tsx'));
// Only for a brand with a live chat licence.
const ChatButton = lazyPart('chat button', () => import('./chat-button.tsx'));

const NAVIGATION: readonly { to: string; label: LayoutKey; testId: string; icon: IconName }[] = [
  { to: '/', label: 'layout_nav_lobby', testId: 'nav.lobby', icon: 'lobby' },
  { to: '/game', label: 'layout_nav_games', testId: 'nav.games', icon: 'games' },
  { to: '/activity', label: 'layout_nav_promotions', testId: 'nav.promotions', icon: 'promotions' },
  { to: '/my', label: 'layout_nav_account', testId: 'nav.account', icon: 'account' },
];

/**
 * The player's language on `<html lang>`. (The brand's theme, title and icon are put on the page by
 * start-up when the site settings arrive: `startup/site-settings.ts`.)
 */
function useLanguageOnPage() {
  const language = useAtomValue(languageAtom);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
}

/**
 * The layout shell (spec 1, 2): header, the side menu (a rail on desktop, a drawer on phone), the
 * routed page and the footer, and on phone the bottom navigation with sharing. Phone under 750 px,
 * desktop from 750 px, following resizes live (`layoutAtom`).
 */
export function Layout() {
  const layout = useAtomValue(layoutAtom);
  const { brand } = useShellConfig();
  const text = useLayoutText();
  const { pathname } = useLocation();
  // The page the drawer was opened on: moving to another page closes it.
  const [drawerPage, setDrawerPage] = useState<string | null>(null);
  // The player the share sheet was opened for: a sign-out or sign-in (a forced one too, whose login
  // dialog must stand alone) closes it, as the kernel closes every dialog then.
  const token = useAtomValue(tokenAtom);
  const [shareFor, setShareFor] = useState<string | null>(null);
  const shareOpen = shareFor === token;
  const menuButton = useRef<HTMLButtonElement>(null);
  const main = useRef<HTMLElement>(null);
  useLanguageOnPage();
  const unreadMails = useAtomValue(mailUnreadAtom);
  const hasLiveChat = useAtomValue(siteSettingsAtom).liveChatLicense.trim() !== '';

  const closeDrawer = useCallback(() => {
    setDrawerPage(null);
    menuButton.current?.focus();
  }, []);

  const phone = layout === 'phone';
  // Only on phone: a window grown to desktop shows the rail instead.
  const drawerOpen = phone && drawerPage === pathname;
  // The bottom navigation's icons, and the top navigation's (shown alone under 1280 px, the names
  // then for screen readers and on hover: layout.module.css).
  const links = (bottom: boolean) =>
    NAVIGATION.map(({ to, label, testId, icon }) => (
      <NavLink key={to} to={to} end className={styles.navLink} data-testid={testId} title={bottom ? undefined : text(label)}>
        {/* The phone's Account tab carries the unread mail badge (spec 4), capped at 9. */}
        {bottom && to === '/my' ? (
          <Badge count={unreadMails} label={text('layout_mail_unread')} testId="shell.account-tab-badge">
            <Icon name={icon} />
          </Badge>
        ) : (
          <span className={styles.navIcon}>
            <Icon name={icon} />
          </span>
        )}
        <span className={styles.navLabel}>{text(label)}</span>
      </NavLink>
    ));

  return (
    <div className={styles.shell} data-layout={layout} data-testid="shell.layout" data-brand={brand}>
      <button type="button" className={styles.skipLink} onClick={() => main.current?.focus()}>
        {text('layout_skip_to_content')}
      </button>
      <Header
        layout={layout}
        drawerOpen={drawerOpen}
        onOpenDrawer={() => setDrawerPage(pathname)}
        menuButton={menuButton}
        navigation={
          !phone && (
            <nav className={styles.topNav} aria-label={text('layout_main_menu')} data-testid="shell.top-nav">
              {links(false)}
            </nav>
          )
        }
      />
      <div className={styles.body}>
        {!phone && (
          <nav className={styles.rail} aria-label={text('layout_side_menu')} data-testid="shell.side-nav">
            <SideMenu />
            <SideControls where="rail" />
          </nav>
        )}
        <div className={styles.column}>
          <main ref={main} className={styles.main} tabIndex={-1}>
            <Outlet />
          </main>
          <Footer />
        </div>
      </div>
      {phone && (
        <nav className={styles.bottomNav} aria-label={text('layout_main_menu')} data-testid="shell.bottom-nav">
          {links(true).slice(0, 2)}
          <button type="button" className={styles.navLink} data-testid="shell.share-button" aria-haspopup="dialog" onClick={() => setShareFor(token)}>
            <span className={styles.navIcon}>
              <Icon name="share" />
            </span>
            <span className={styles.navLabel}>{text('layout_share')}</span>
          </button>
          {links(true).slice(2)}
        </nav>
      )}
      {hasLiveChat && (
        <Suspense fallback={null}>
          <ChatButton />
        </Suspense>
      )}
      {drawerOpen && (
        <Suspense fallback={null}>
          <Drawer onClose={closeDrawer} />
        </Suspense>
      )}
      {shareOpen && (
        <Suspense fallback={null}>
          <ShareSheet onClose={() => setShareFor(null)} />
        </Suspense>
      )}
    </div>
  );
}
