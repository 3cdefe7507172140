import { closeDialog, openDialog, useAtomValue, walletAtom } from '@casino/shared-kernel/state';
import { Button, useMoney } from '@casino/shared-kernel/ui-core';
import { useWalletText } from '../../i18n/wallet-texts.ts';
import styles from '../shared/wallet.module.css';

/** `wallet.low-balance` (the demolish popup): the cash is below 1; the way on is a deposit. */
export function LowBalanceDialog({ props }: { props: Record<string, unknown> }) {
  const t = useWalletText();
  const money = useMoney();
  const wallet = useAtomValue(walletAtom);
  const cash = typeof props.money === 'number' ? props.money : (wallet?.money ?? 0);
  return (
    <div className={styles.stack} data-testid="wallet.low-balance">
      <p>{t('low_balance_text', { cash: money(cash) })}</p>
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => closeDialog('wallet.low-balance')}>
          {t('later')}
        </Button>
        <Button onClick={() => (closeDialog('wallet.low-balance'), openDialog('wallet.deposit'))} data-testid="wallet.low-balance.deposit">
          {t('deposit_tab')}
        </Button>
      </div>
    </div>
  );
}
