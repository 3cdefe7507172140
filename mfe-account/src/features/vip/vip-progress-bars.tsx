import type { VipInfo } from '@casino/shared-kernel/api-contract';
import { useMoney } from '@casino/shared-kernel/ui-core';
import { useAccountText } from '../../i18n/account-texts.ts';
import { vipProgress } from './vip-rules.ts';
import styles from './vip.module.css';

/** What the player still needs for the next level: deposits and bets, each with its bar. */
export function VipProgressBars({ info }: { info: VipInfo }) {
  const t = useAccountText();
  const money = useMoney();
  const progress = vipProgress(info);
  if (progress.next === null) return <p className={styles.top}>{t('vip_top_reached')}</p>;
  return (
    <div className={styles.progress} data-testid="account.vip-progress">
      <p className={styles.next}>{t('vip_to_reach', { level: progress.next })}</p>
      {(
        [
          ['vip_deposit_needed', progress.depositsNeeded, progress.depositShare],
          ['vip_betting_needed', progress.bettingNeeded, progress.bettingShare],
        ] as const
      ).map(([key, needed, done]) => (
        <div key={key} className={styles.bar}>
          <span>{t(key, { amount: money(needed) })}</span>
          <progress max={100} value={Math.round(done * 100)} aria-label={t(key, { amount: money(needed) })} />
        </div>
      ))}
    </div>
  );
}
