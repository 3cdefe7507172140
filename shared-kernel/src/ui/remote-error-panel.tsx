import { useKernelText, type KernelKey } from '@casino/shared-kernel/i18n';
import styles from './ui.module.css';

export interface RemoteErrorPanelProps {
  /** The remote (or shell area) that failed, e.g. `mfe-wallet`. */
  remote: string;
  /**
   * `unavailable`: its code could not be fetched and the player's connection may be why;
   * `missing`: its code is not there though the site answers (not found, the server refused);
   * `updating`: its code is there but is not the file the registry published (a release being
   * replaced); `start-failed`: its code came but failed to start (threw while running, or does not
   * fit this site's shared modules); `crashed`: it threw while rendering.
   */
  reason: 'unavailable' | 'missing' | 'updating' | 'start-failed' | 'crashed';
  onRetry: () => void;
}

const MESSAGES = {
  unavailable: 'section_unavailable_text',
  missing: 'section_missing_text',
  updating: 'section_updating_text',
  'start-failed': 'section_start_failed_text',
  crashed: 'section_crashed_text',
} as const satisfies Record<RemoteErrorPanelProps['reason'], KernelKey>;

/** What a remote's area shows when it fails: the rest of the page carries on. */
export function RemoteErrorPanel({ remote, reason, onRetry }: RemoteErrorPanelProps) {
  const t = useKernelText();
  return (
    <section className={styles.errorPanel} role="alert" data-testid={`remote-error.${remote}`} data-reason={reason}>
      <p className={styles.errorTitle}>{t('section_unavailable')}</p>
      <p className={styles.errorText}>{t(MESSAGES[reason])}</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        {t('retry')}
      </button>
    </section>
  );
}
