import { Button, Skeleton } from '@casino/shared-kernel/ui-core';
import { useWalletText } from '../../i18n/wallet-texts.ts';
import styles from './wallet.module.css';

/** The place of content still loading: shimmering lines of about its height, announced as busy. */
export function LoadingBlock({ label, lines = 6 }: { label: string; lines?: number }) {
  return (
    <div aria-busy="true" aria-label={label} className={styles.loading}>
      <Skeleton shape="text" lines={lines} />
    </div>
  );
}

/** A load that failed (the client has toasted why): a way to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useWalletText();
  return (
    <div className={styles.stack} role="alert">
      <p>{t('load_failed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
