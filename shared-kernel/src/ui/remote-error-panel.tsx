import styles from './ui.module.css';

export interface RemoteErrorPanelProps {
  /** The remote (or shell area) that failed, e.g. `mfe-wallet`. */
  remote: string;
  /** `unavailable`: its code could not be fetched; `crashed`: it threw while rendering. */
  reason: 'unavailable' | 'crashed';
  onRetry: () => void;
}

const MESSAGES: Record<RemoteErrorPanelProps['reason'], string> = {
  unavailable: 'This section could not be loaded. Check your connection and try again.',
  crashed: 'Something went wrong in this section. The rest of the site still works.',
};

/** What a remote's area shows when it fails: the rest of the page carries on. */
export function RemoteErrorPanel({ remote, reason, onRetry }: RemoteErrorPanelProps) {
  return (
    <section className={styles.errorPanel} role="alert" data-testid={`remote-error.${remote}`} data-reason={reason}>
      <p className={styles.errorTitle}>Section unavailable</p>
      <p className={styles.errorText}>{MESSAGES[reason]}</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}
