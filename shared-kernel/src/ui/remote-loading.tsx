import { useKernelText } from '@casino/shared-kernel/i18n';
import styles from './ui.module.css';

/** Placeholder of a remote's area while its code loads; keeps the space so nothing jumps. */
export function RemoteLoading({ remote }: { remote: string }) {
  const t = useKernelText();
  return (
    <div className={styles.loading} role="status" aria-live="polite" data-testid={`remote-loading.${remote}`}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.visuallyHidden}>{t('loading')}</span>
    </div>
  );
}
