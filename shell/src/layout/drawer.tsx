import { useEffect, useRef, type KeyboardEvent } from 'react';
import { SideControls } from './header.tsx';
import { Icon } from './icons.tsx';
import { useLayoutText } from './layout-text.ts';
import { SideMenu } from './side-menu.tsx';
import styles from './layout.module.css';

const TABBABLE = 'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled])';

/**
 * The phone's side menu: a modal drawer from the left. Escape, the close button, a press on the
 * backdrop or choosing an entry close it; Tab stays inside; the page behind does not scroll.
 */
export default function Drawer({ onClose }: { onClose: () => void }) {
  const text = useLayoutText();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>(TABBABLE)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const tabbable = [...panel.current.querySelectorAll<HTMLElement>(TABBABLE)];
    const first = tabbable[0];
    const last = tabbable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div
      className={styles.drawerBackdrop}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={panel} className={styles.drawer} role="dialog" aria-modal="true" aria-label={text('layout_side_menu')} data-testid="shell.drawer" onKeyDown={onKeyDown}>
        <button type="button" className={styles.iconButton} aria-label={text('layout_close_menu')} data-testid="shell.drawer-close" onClick={onClose}>
          <Icon name="close" />
        </button>
        <nav aria-label={text('layout_side_menu')}>
          <SideMenu onNavigate={onClose} />
        </nav>
        <SideControls where="drawer" />
      </div>
    </div>
  );
}
