import { Suspense, type ReactNode, type RefObject } from 'react';
import { GOLD_FLAG } from '@casino/shared-kernel/api-constants';
import { NavLink } from '@casino/shared-kernel/routing';
import {
  isSignedInAtom,
  languageAtom,
  mailUnreadAtom,
  openDialog,
  requireLogin,
  siteSettingsAtom,
  useAtomValue,
  userInfoAtom,
  walletAtom,
  type Layout,
} from '@casino/shared-kernel/state';
import { Badge, LanguageSelect, Skeleton } from '@casino/shared-kernel/ui-core';
import { lazyPart } from '../app/lazy-part.tsx';
import { balanceFigures, type BalanceKind } from './balances.ts';
import { Icon } from './icons.tsx';
import { useLayoutText } from './layout-text.ts';
import styles from './layout.module.css';

// Only a signed-in player has one: a visitor's first screen does not download it. In the `player`
// chunk, with the rest of what only a player runs (app/player-parts.tsx): one request.
const UserMenu = lazyPart('user menu', () => import(/* webpackChunkName: "player" */ './user-menu.tsx'));

const BALANCE_LABELS = { cash: 'layout_balance_cash', bonus: 'layout_balance_bonus', gold: 'layout_balance_gold' } as const;

/** The wallet's funds need a player: a visitor is asked to register first (spec 4, 6). */
export const openWallet = (dialog: 'wallet.deposit' | 'wallet.withdraw') => {
  if (requireLogin()) openDialog(dialog);
};

/**
 * The player's balances: the wallet as last fetched, else the copy in the user info (same ledger).
 * Until either arrives, placeholders of the same size hold the place: nothing moves when they land.
 */
export function Balances({ kinds, layout, testId }: { kinds: readonly BalanceKind[]; layout: Layout; testId: string }) {
  const text = useLayoutText();
  const wallet = useAtomValue(walletAtom);
  const userInfo = useAtomValue(userInfoAtom);
  const language = useAtomValue(languageAtom);
  const { currencySymbol } = useAtomValue(siteSettingsAtom);
  const source = wallet ?? userInfo;
  const figures = source
    ? balanceFigures(source, { currencySymbol, language, goldFlag: GOLD_FLAG, compact: layout === 'phone' ? 'from-1000' : 'from-100k' })
    : [];
  const shown = kinds.filter((kind) => kind !== 'gold' || GOLD_FLAG);
  return (
    <dl className={styles.balances} data-testid={testId} aria-label={text('layout_balances')} aria-busy={source ? undefined : true}>
      {shown.map((kind) => {
        const figure = figures.find((candidate) => candidate.kind === kind);
        return (
          <div key={kind} className={styles.balance} data-kind={kind}>
            <dt>{text(BALANCE_LABELS[kind])}</dt>
            <dd data-testid={`${testId}.${kind}`}>{figure ? figure.text : <Skeleton shape="text" width="100%" />}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The brand's logo (site settings `logo`), else its title, linking home. */
function Logo() {
  const text = useLayoutText();
  const { logo, title } = useAtomValue(siteSettingsAtom);
  const name = title || text('layout_home');
  return (
    <NavLink to="/" className={styles.logo} aria-label={name} data-testid="shell.logo">
      {logo ? <img src={logo} alt="" className={styles.logoImage} height={32} /> : <span className={styles.logoText}>{name}</span>}
    </NavLink>
  );
}

/** The mail inbox (the account remote's dialog) with the unread badge, capped at 9 (spec 4). */
function MailButton() {
  const text = useLayoutText();
  const unread = useAtomValue(mailUnreadAtom);
  return (
    <button type="button" className={styles.iconButton} data-testid="shell.mail-button" onClick={() => openDialog('account.mail')}>
      <span className={styles.visuallyHidden}>{text('layout_mail')}</span>
      <Badge count={unread} label={text('layout_mail_unread')} testId="shell.mail-badge">
        <Icon name="mail" />
      </Badge>
    </button>
  );
}

export interface HeaderProps {
  layout: Layout;
  /** The top navigation (desktop only). */
  navigation: ReactNode;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
  menuButton: RefObject<HTMLButtonElement | null>;
}

/**
 * The header fits every width from 320 px, in every language: what has no room folds away as the
 * window narrows (widths in `layout.module.css`), into the user menu for a player and into the side
 * menu (the rail on desktop, the drawer on phone) for a visitor, where it always is too.
 * Desktop from 1600 px: logo, top navigation, the three balances, deposit and withdraw, the mailbox
 * with its unread badge, the user menu (or Log in and Register), the language. Under 1600 the cash
 * balance only; under 1280 the navigation's icons (their names for screen readers and on hover) and
 * no language; under 1024 a player's withdraw and VIP level and a visitor's deposit and withdraw go.
 * Phone: the drawer's button, the logo, the cash balance, deposit and the user menu, or Log in and
 * Register; the unread mail badge is on the bottom navigation's Account tab and in the user menu.
 */
export function Header({ layout, navigation, drawerOpen, onOpenDrawer, menuButton }: HeaderProps) {
  const text = useLayoutText();
  const signedIn = useAtomValue(isSignedInAtom);
  const phone = layout === 'phone';
  return (
    <header className={styles.header} data-signed-in={signedIn}>
      {phone && (
        <button
          ref={menuButton}
          type="button"
          className={styles.iconButton}
          aria-label={text('layout_open_menu')}
          aria-expanded={drawerOpen}
          aria-haspopup="dialog"
          data-testid="shell.menu-button"
          onClick={onOpenDrawer}
        >
          <Icon name="menu" />
        </button>
      )}
      <Logo />
      {navigation}
      <div className={styles.actions}>
        {signedIn && (
          // The balances open the wallet (its balances, bet task and shortcuts).
          <button type="button" className={styles.walletButton} data-testid="shell.wallet-button" onClick={() => openDialog('wallet.wallet')}>
            <Balances kinds={phone ? ['cash'] : ['cash', 'bonus', 'gold']} layout={layout} testId="shell.balances" />
          </button>
        )}
        {(signedIn || !phone) && (
          <button
            type="button"
            className={`${styles.primary} ${signedIn ? '' : styles.fromMedium}`}
            data-testid="shell.deposit-button"
            onClick={() => openWallet('wallet.deposit')}
          >
            {text('layout_deposit')}
          </button>
        )}
        {!phone && (
          <button
            type="button"
            className={`${styles.secondary} ${styles.fromMedium}`}
            data-testid="shell.withdraw-button"
            onClick={() => openWallet('wallet.withdraw')}
          >
            {text('layout_withdraw')}
          </button>
        )}
        {/* On phone the Account tab carries the unread badge: the header has no room for one more button. */}
        {signedIn && !phone && <MailButton />}
        {signedIn ? (
          // The placeholder holds the menu button's place while its code arrives: nothing moves.
          <Suspense fallback={<span className={styles.userMenuPlaceholder} aria-hidden="true" />}>
            <UserMenu />
          </Suspense>
        ) : (
          <>
            <button type="button" className={styles.secondary} data-testid="shell.login-button" onClick={() => openDialog('shell.login')}>
              {text('layout_login')}
            </button>
            <button type="button" className={styles.primary} data-testid="shell.register-button" onClick={() => openDialog('shell.register')}>
              {text('layout_register')}
            </button>
          </>
        )}
        {!phone && <LanguageSelect testId="shell.language-select" className={`${styles.language} ${styles.fromLarge}`} />}
      </div>
    </header>
  );
}

/**
 * The header's controls that fold away on narrow screens, in the side menu: the phone's drawer has
 * them always; the desktop rail has a visitor's while the header has no room for them (a player
 * finds them in the user menu). Deposit and withdraw ask a visitor to register first.
 */
export function SideControls({ where }: { where: 'rail' | 'drawer' }) {
  const text = useLayoutText();
  const signedIn = useAtomValue(isSignedInAtom);
  if (signedIn && where === 'rail') return null;
  return (
    <div className={styles.sideControls} data-where={where} data-testid={`shell.${where}.controls`}>
      <button type="button" className={styles.primary} data-testid={`shell.${where}.deposit`} onClick={() => openWallet('wallet.deposit')}>
        {text('layout_deposit')}
      </button>
      <button type="button" className={styles.secondary} data-testid={`shell.${where}.withdraw`} onClick={() => openWallet('wallet.withdraw')}>
        {text('layout_withdraw')}
      </button>
      <LanguageSelect testId={where === 'drawer' ? 'shell.drawer-language-select' : 'shell.rail.language-select'} className={styles.language} />
    </div>
  );
}
