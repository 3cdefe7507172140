import { formatPercent, numberLocaleFor } from '@casino/shared-kernel/format';
import { languageAtom, useAtomValue } from '@casino/shared-kernel/state';
import { Button, Dialog, Skeleton, useMoney } from '@casino/shared-kernel/ui';
import { useAccountText } from '../../i18n/account-texts.ts';
import { useVipInfo } from './use-vip-info.ts';
import { VipProgressBars } from './vip-progress-bars.tsx';
import { vipLadder } from './vip-rules.ts';
import sheet from '../../ui/sheet.module.css';
import styles from './vip.module.css';

/**
 * The VIP popup (spec 2, 3): the player's level, what the next one still needs (deposits and
 * bets), every level of the ladder with its minimum deposits and cashback rate, and how cashback
 * is paid.
 */
export function VipDialog({ onClose }: { onClose: () => void }) {
  const t = useAccountText();
  const money = useMoney();
  const locale = numberLocaleFor(useAtomValue(languageAtom));
  const { info, failed, retry } = useVipInfo();
  return (
    <Dialog open className={sheet.sheet} title={t('vip_title')} onClose={onClose} testId="dialog.account.vip">
      {info ? (
        <>
          <p className={styles.level} data-testid="account.vip-current">
            {t('vip_your_level', { level: info.user_info.vip_level })}
          </p>
          <VipProgressBars info={info} />
          <table className={styles.ladder}>
            <caption>{t('vip_levels')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('vip_level_column')}</th>
                <th scope="col">{t('vip_minimum_column')}</th>
                <th scope="col">{t('vip_cashback_column')}</th>
              </tr>
            </thead>
            <tbody>
              {vipLadder(info).map((step) => (
                <tr key={step.vip_level} aria-current={step.vip_level === info.user_info.vip_level ? 'true' : undefined}>
                  <th scope="row">{t('vip_level', { level: step.vip_level })}</th>
                  <td>{money(step.minimum_amount)}</td>
                  <td>{formatPercent(step.cashback_rate, 100, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.how}>{t('vip_cashback_how')}</p>
        </>
      ) : failed ? (
        <Button variant="secondary" onClick={retry}>
          {t('retry')}
        </Button>
      ) : (
        <Skeleton shape="text" lines={4} width="100%" />
      )}
    </Dialog>
  );
}
