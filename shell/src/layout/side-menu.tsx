import { useMemo } from 'react';
import { NavLink } from '@casino/shared-kernel/routing';
import { openDialog, redDotsAtom, siteSettingsAtom, useAtomValue } from '@casino/shared-kernel/state';
import { Badge } from '@casino/shared-kernel/ui-core';
import { asideMenuItems } from './aside-menu.ts';
import { useLayoutText } from './layout-text.ts';
import styles from './layout.module.css';

/**
 * The side menu's entries (site settings `asideMenu`) with their red dots, then customer service
 * (spec 4's live-chat rule, `shell.customer-service`), which every brand has.
 */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const text = useLayoutText();
  const { asideMenu } = useAtomValue(siteSettingsAtom);
  const dots = useAtomValue(redDotsAtom);
  const items = useMemo(() => asideMenuItems(asideMenu, dots), [asideMenu, dots]);
  return (
    <ul className={styles.sideMenu} data-testid="shell.side-menu">
      {items.map((item) => {
        const label = (
          <>
            <span>{text(item.key)}</span>
            {item.dot && <Badge dot label={text('layout_red_dot')} className={styles.dot} testId={`shell.side-menu.dot.${item.key}`} />}
          </>
        );
        return (
          <li key={`${item.url} ${item.key}`}>
            {item.external ? (
              <a href={item.url} target="_blank" rel="noopener noreferrer" className={styles.sideLink} data-testid={`shell.side-menu.${item.key}`} onClick={onNavigate}>
                {label}
                <span className={styles.visuallyHidden}> ({text('layout_opens_new_tab')})</span>
              </a>
            ) : (
              <NavLink to={item.url} end className={styles.sideLink} data-testid={`shell.side-menu.${item.key}`} onClick={onNavigate}>
                {label}
              </NavLink>
            )}
          </li>
        );
      })}
      <li>
        <button
          type="button"
          className={`${styles.sideLink} ${styles.sideButton}`}
          aria-haspopup="dialog"
          data-testid="shell.side-menu.customer-service"
          onClick={() => {
            onNavigate?.();
            openDialog('shell.customer-service');
          }}
        >
          <span>{text('layout_customer_service')}</span>
        </button>
      </li>
    </ul>
  );
}
