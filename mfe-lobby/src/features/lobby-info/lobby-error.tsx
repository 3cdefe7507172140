import { useKernelText } from '@casino/shared-kernel/i18n';
import { Button } from '@casino/shared-kernel/ui-core';
import { useLobbyText } from '../../i18n/lobby-texts.ts';
import styles from './lobby-error.module.css';

/** The lobby info could not be loaded and there is no cached copy: say so, offer Retry. */
export function LobbyError({ onRetry }: { onRetry: () => void }) {
  const t = useLobbyText();
  const kernelText = useKernelText();
  return (
    <section className={styles.error} role="alert" data-testid="lobby.load-error">
      <p className={styles.text}>{t('load_failed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {kernelText('retry')}
      </Button>
    </section>
  );
}
