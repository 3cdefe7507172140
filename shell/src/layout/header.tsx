import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { GOLD_FLAG } from '@casino/shared-kernel/api-constants';
import { NavLink } from '@casino/shared-kernel/routing';
import {
  isSignedInAtom,
  languageAtom,
  openDialog,
  requireLogin,
  siteSettingsAtom,
  useAtomValue,
  userInfoAtom,
  walletAtom,
  type Layout,
} from '@casino/shared-kernel/state';
import { LanguageSelect, Skeleton } from '@casino/shared-kernel/ui';
import { Avatar } from './avatar.tsx';
import { balanceFigures, type BalanceKind } from './balances.ts';
import { Icon } from './icons.tsx';
import { useLayoutText } from './layout-text.ts';
import { signOutPlayer } from './sign-out.ts';
import styles from './layout.module.css';

const BALANCE_LABELS = { cash: 'layout_balance_cash', bonus: 'layout_balance_bonus', gold: 'layout_balance_gold' } as const;

/** The wallet's funds need a player: a visitor is asked to register first (spec 4, 6). */
const openWallet = (dialog: 'wallet.deposit' | 'wallet.withdraw') => {
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

/** Closes a popup on Escape (focus back on its button) and on a press outside it. */
function useDismiss(open: boolean, close: () => void, container: RefObject<HTMLElement | null>, button: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, container, button]);
}

/** The avatar and VIP level; opens the player's info, balances and the account entries. */
export function UserMenu({ layout }: { layout: Layout }) {
  const text = useLayoutText();
  const userInfo = useAtomValue(userInfoAtom);
  const [open, setOpen] = useState(false);
  const popupId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, button);
  const vip = userInfo ? text('layout_vip_level', { level: userInfo.vip_level }) : '';

  return (
    <div className={styles.userMenu} ref={container}>
      <button
        ref={button}
        type="button"
        className={styles.userButton}
        aria-expanded={open}
        aria-controls={popupId}
        aria-label={text('layout_user_menu')}
        data-testid="shell.user-menu-button"
        onClick={() => setOpen(!open)}
      >
        <Avatar id={userInfo?.avatar_id} />
        <span className={styles.vip} data-testid="shell.vip-level">
          {vip}
        </span>
      </button>
      {open && (
        <div id={popupId} className={styles.userPopup} data-testid="shell.user-menu">
          <div className={styles.userHead}>
            <Avatar id={userInfo?.avatar_id} size={48} />
            <div>
              <p className={styles.userName}>{userInfo ? userInfo.nick_name || userInfo.name : ''}</p>
              <p className={styles.userMeta}>
                {userInfo ? text('layout_player_id', { uid: userInfo.uid }) : ''} · {vip}
              </p>
            </div>
          </div>
          <Balances kinds={['cash', 'bonus', 'gold']} layout="desktop" testId="shell.user-menu.balances" />
          <ul className={styles.userLinks}>
            <li>
              <NavLink to="/my" onClick={close} data-testid="shell.user-menu.account">
                {text('layout_my_account')}
              </NavLink>
            </li>
            {layout === 'phone' && (
              <li>
                <button type="button" data-testid="shell.withdraw-button" onClick={() => (close(), openWallet('wallet.withdraw'))}>
                  {text('layout_withdraw')}
                </button>
              </li>
            )}
            <li>
              <button type="button" data-testid="shell.sign-out-button" onClick={() => (close(), void signOutPlayer())}>
                {text('layout_sign_out')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
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

export interface HeaderProps {
  layout: Layout;
  /** The top navigation (desktop only). */
  navigation: ReactNode;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
  menuButton: RefObject<HTMLButtonElement | null>;
}

/**
 * Desktop: logo, top navigation, balances, deposit and withdraw, the user menu (or Log in and
 * Register), the language. Phone: the drawer's button, the logo, the cash balance, deposit and the
 * user menu (withdraw and every balance inside it), or Log in and Register.
 */
export function Header({ layout, navigation, drawerOpen, onOpenDrawer, menuButton }: HeaderProps) {
  const text = useLayoutText();
  const signedIn = useAtomValue(isSignedInAtom);
  const phone = layout === 'phone';
  return (
    <header className={styles.header}>
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
        {signedIn && <Balances kinds={phone ? ['cash'] : ['cash', 'bonus', 'gold']} layout={layout} testId="shell.balances" />}
        {(signedIn || !phone) && (
          <button type="button" className={styles.primary} data-testid="shell.deposit-button" onClick={() => openWallet('wallet.deposit')}>
            {text('layout_deposit')}
          </button>
        )}
        {!phone && (
          <button type="button" className={styles.secondary} data-testid="shell.withdraw-button" onClick={() => openWallet('wallet.withdraw')}>
            {text('layout_withdraw')}
          </button>
        )}
        {signedIn ? (
          <UserMenu layout={layout} />
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
        {!phone && <LanguageSelect testId="shell.language-select" className={styles.language} />}
      </div>
    </header>
  );
}
