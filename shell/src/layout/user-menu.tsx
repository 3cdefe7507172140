import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { NavLink } from '@casino/shared-kernel/routing';
import { mailUnreadAtom, openDialog, useAtomValue, userInfoAtom } from '@casino/shared-kernel/state';
import { Avatar, LanguageSelect } from '@casino/shared-kernel/ui-core';
import { Balances, openWallet } from './header.tsx';
import { useLayoutText } from './layout-text.ts';
import { signOutPlayer } from './sign-out.ts';
import styles from './layout.module.css';

// A signed-in player's menu, off a visitor's first screen: the header loads it when a player is in.

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
export default function UserMenu() {
  const text = useLayoutText();
  const userInfo = useAtomValue(userInfoAtom);
  const unread = useAtomValue(mailUnreadAtom);
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
            {/* What the header folds away on narrow screens is always here (header.tsx). */}
            <li>
              <button type="button" data-testid="shell.user-menu.withdraw" onClick={() => (close(), openWallet('wallet.withdraw'))}>
                {text('layout_withdraw')}
              </button>
            </li>
            <li>
              <button type="button" data-testid="shell.user-menu.mail" onClick={() => (close(), openDialog('account.mail'))}>
                {text('layout_mail')}
                {unread > 0 && (
                  <span className={styles.menuCount} data-testid="shell.user-menu.mail-unread">
                    {' '}
                    {text('layout_mail_count', { count: unread > 9 ? '9+' : unread })}
                  </span>
                )}
              </button>
            </li>
            <li>
              <button type="button" data-testid="shell.user-menu.customer-service" onClick={() => (close(), openDialog('shell.customer-service'))}>
                {text('layout_customer_service')}
              </button>
            </li>
            <li>
              <button type="button" data-testid="shell.sign-out-button" onClick={() => (close(), void signOutPlayer())}>
                {text('layout_sign_out')}
              </button>
            </li>
          </ul>
          <LanguageSelect testId="shell.user-menu.language-select" className={`${styles.language} ${styles.menuLanguage}`} />
        </div>
      )}
    </div>
  );
}
