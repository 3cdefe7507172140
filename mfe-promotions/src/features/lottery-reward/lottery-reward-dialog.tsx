import { Button, useMoney } from '@casino/shared-kernel/ui-core';
import type { DialogBodyProps } from '../../app/promotions-dialogs.tsx';
import { usePromotionsText } from '../../i18n/promotions-texts.ts';
import { wonRewards } from './lottery-reward-rules.ts';
import styles from './lottery-reward.module.css';

/**
 * The lottery reward animation (spec 2): the "you won" moment every claim and spin ends with,
 * played for whoever emitted `'reward:won'`. The prizes burst in (still for reduced motion) and
 * are read out once.
 */
export default function LotteryRewardDialog({ props, close }: DialogBodyProps) {
  const t = usePromotionsText();
  const money = useMoney();
  const rewards = wonRewards(props);
  return (
    <div className={styles.reward} data-testid="promotions.lottery-reward">
      <div className={styles.burst} aria-hidden="true" />
      <p className={styles.headline}>{t('you_won')}</p>
      <ul className={styles.prizes} aria-live="polite">
        {rewards.map((reward, index) => (
          <li key={index} className={styles.prize}>
            <span className={styles.amount}>{money(reward.amount, reward.scale)}</span>
            <span className={styles.kind}>{t(`balance_${reward.kind}`)}</span>
          </li>
        ))}
      </ul>
      <Button block onClick={close} autoFocus>
        {t('collect')}
      </Button>
    </div>
  );
}
