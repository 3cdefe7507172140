import { closeDialog } from '@casino/shared-kernel/state';
import { Button } from '@casino/shared-kernel/ui-core';
import { useWalletText } from '../../i18n/wallet-texts.ts';
import styles from '../shared/wallet.module.css';

/**
 * `wallet.recharge-tip`: how a deposit's money may be used, shown from the deposit before an order
 * when it carries a bonus — the cash is bet once before it can be withdrawn, the bonus `turnover`
 * times before it turns into cash, the first- and second-deposit offers hold only for that deposit,
 * and the recharge reward adds its tier's extra to a deposit that joins.
 */
export function RechargeTipDialog({ props }: { props: Record<string, unknown> }) {
  const t = useWalletText();
  const turnover = typeof props.turnover === 'number' && props.turnover > 0 ? props.turnover : 0;
  return (
    <div className={styles.stack} data-testid="wallet.recharge-tip">
      <ul className={styles.tiers}>
        <li>{t('tip_cash')}</li>
        <li>{turnover > 0 ? t('tip_bonus', { times: turnover }) : t('tip_bonus_plain')}</li>
        <li>{t('tip_offers')}</li>
        <li>{t('tip_reward')}</li>
        <li>{t('tip_landing')}</li>
      </ul>
      <Button onClick={() => closeDialog('wallet.recharge-tip')}>{t('got_it')}</Button>
    </div>
  );
}
