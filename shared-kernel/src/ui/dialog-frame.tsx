import { useId, type ReactNode } from 'react';
import styles from './ui.module.css';

export interface DialogFrameProps {
  /** The dialog's name, `owner.dialog`; also its test id. */
  name: string;
  title: string;
  onClose: () => void;
  children?: ReactNode;
}

/** The frame of every dialog: a modal panel with a title and a close button. */
export function DialogFrame({ name, title, onClose, children }: DialogFrameProps) {
  const titleId = useId();
  return (
    <div className={styles.backdrop} onClick={onClose}>
      <div
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={`dialog.${name}`}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <header className={styles.dialogHeader}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
            ×
          </button>
        </header>
        {children}
      </div>
    </div>
  );
}
