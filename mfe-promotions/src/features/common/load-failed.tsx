import { Button } from '@casino/shared-kernel/ui-core';
import { usePromotionsText } from '../../i18n/promotions-texts.ts';
import styles from './common.module.css';

/** What a page or dialog shows when its data did not come: a sentence and Retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = usePromotionsText();
  return (
    <div className={styles.failed} role="alert">
      <p>{t('load_failed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/** Visitors see what the promotion is and are asked to register to take part (spec 6). */
export function JoinPrompt({ text, onJoin }: { text: string; onJoin: () => void }) {
  const t = usePromotionsText();
  return (
    <div className={styles.join}>
      <p>{text}</p>
      <Button onClick={onJoin}>{t('sign_up_to_join')}</Button>
    </div>
  );
}
