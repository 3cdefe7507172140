import { useKernelText, type KernelKey } from '@casino/shared-kernel/i18n';
import styles from './ui.module.css';

export interface RemoteErrorPanelProps {
  /** The remote (or shell area) that failed, e.g. `mfe-wallet`. */
  remote: string;
  /**
   * `unavailable`: its code could not be fetched; `crashed`: it threw while rendering; `updating`:
   * its code is there but is not the file the registry published (a release being replaced).
   */
  reason: 'unavailable' | 'crashed' | 'updating';
  onRetry: () => void;
}

const MESSAGES = { unavailable: 'section_unavailable_text', crashed: 'section_crashed_text', updating: 'section_updating_text' } as const satisfies Record<
  RemoteErrorPanelProps['reason'],
  KernelKey
>;

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
