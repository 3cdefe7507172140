import { useKernelText } from '@casino/shared-kernel/i18n';
import type { ToastType } from '@casino/shared-kernel/events';
import styles from './toast-host.module.css';

/** The kinds of toast the site shows (spec 8). */
export type { ToastType };

/** One toast as the host shows it; `id` is whatever the toast store keys it by. */
export interface ToastMessage<Id extends string | number = string> {
  id: Id;
  type: ToastType;
  text: string;
}

export interface ToastHostProps<Id extends string | number = string> {
  /** The toasts to show, oldest first; the store decides when each goes (spec 9: 3000 ms default). */
  toasts: readonly ToastMessage<Id>[];
  /** The player closed one. */
  onDismiss: (id: Id) => void;
  /** Accessible name of each toast's close button. */
  dismissLabel?: string;
  /** Accessible name of the notifications region. */
  label?: string;
}

const ICONS: Record<ToastType, string> = { info: 'i', success: '✓', warning: '!', error: '×' };

/**
 * Shows toasts stacked at the top of the screen, above any dialog. Presentational: the toast store
 * owns the list and its timers. Warnings and errors are `role="alert"` (read out at once), info and
 * success `role="status"` (read out when the reader is idle). The region stays mounted while empty,
 * so assistive technology already knows it when the first toast arrives.
 */
export function ToastHost<Id extends string | number = string>({
  toasts,
  onDismiss,
  dismissLabel,
  label,
}: ToastHostProps<Id>) {
  const t = useKernelText();
  return (
    <section className={styles.host} aria-label={label ?? t('notifications')}>
      {toasts.map(({ id, type, text }) => (
        <div
          key={id}
          className={`${styles.toast} ${styles[type]}`}
          role={type === 'warning' || type === 'error' ? 'alert' : 'status'}
          data-type={type}
        >
          <span className={styles.icon} aria-hidden="true">
            {ICONS[type]}
          </span>
          <p className={styles.text}>{text}</p>
          <button type="button" className={styles.dismiss} aria-label={dismissLabel ?? t('dismiss')} onClick={() => onDismiss(id)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </section>
  );
}
