import { useKernelText } from '@casino/shared-kernel/i18n';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { lockScroll } from './scroll-lock.ts';
import styles from './dialog.module.css';

export interface DialogProps {
  /** Whether the dialog shows; while false nothing is rendered. */
  open: boolean;
  /** The dialog's heading; also its accessible name. */
  title: ReactNode;
  /** Asked to close: Escape, the close button or a click on the backdrop. The owner decides. */
  onClose: () => void;
  children?: ReactNode;
  /** Actions row under the content (e.g. Cancel and Confirm buttons). */
  footer?: ReactNode;
  /** Namespaced test id of the panel, e.g. `dialog.wallet.deposit`. */
  testId?: string;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Whether a click on the backdrop asks to close (default true); turn off for forms that lose input. */
  closeOnBackdrop?: boolean;
  className?: string;
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** The elements inside `container` that Tab reaches, in document order. */
function tabbableWithin(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !(Number(element.getAttribute('tabindex')) < 0) && !element.closest('[inert], [hidden]'),
  );
}

/**
 * A modal dialog: labelled by its title, Tab and Shift+Tab cycle inside it, Escape asks to close,
 * the page behind does not scroll, and focus returns to whatever opened it.
 *
 * Rendered through a portal at the end of `document.body`, not as a native `<dialog>` in the top
 * layer: a toast raised while a dialog is open must show above it and stay clickable, and the top
 * layer would put it behind the backdrop and make it inert.
 */
export function Dialog(props: DialogProps) {
  return props.open ? createPortal(<OpenDialog {...props} />, document.body) : null;
}

function OpenDialog({ title, onClose, children, footer, testId, closeLabel, closeOnBackdrop = true, className }: DialogProps) {
  const t = useKernelText();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // Only a click that also started on the backdrop closes: a text selection dragged out of the panel does not.
  const pressedOnBackdrop = useRef(false);
  // Read while rendering, before children with autoFocus take focus in the commit.
  const [opener] = useState(() => document.activeElement);

  // A layout effect: focus is inside before the dialog is first painted, so an Escape pressed as soon
  // as it shows reaches it (a passive effect runs after the paint, and the key would go to the page).
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element) return;
    if (!element.contains(document.activeElement)) element.focus();
    const unlockScroll = lockScroll();
    return () => {
      unlockScroll();
      const active = document.activeElement;
      const focusWasInside = !active || active === document.body || !active.isConnected || element.contains(active);
      if (focusWasInside && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [opener]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // A control inside (a menu, a nested dialog) that handled the key already wins.
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const tabbable = tabbableWithin(panel.current);
    const first = tabbable[0];
    const last = tabbable.at(-1);
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
    } else if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className={styles.backdrop}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (closeOnBackdrop && pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        className={[styles.panel, className ?? ''].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        onKeyDown={onKeyDown}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel ?? t('close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className={styles.body}>{children}</div>
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </div>
    </div>
  );
}
