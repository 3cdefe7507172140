import { LOW_BALANCE_BELOW, MONEY_SCALE } from '@casino/shared-kernel/format';
import { openDialog } from '@casino/shared-kernel/state';
import { Button } from '@casino/shared-kernel/ui-core';
import { useGamesText } from '../../app/games-text.ts';
import { useNumberFormat } from '../../app/money.ts';
import styles from './low-balance-notice.module.css';

/** Why Play did nothing: the cash is below 1. The way on is a deposit (the wallet's dialog). */
export function LowBalanceNotice() {
  const t = useGamesText();
  const { money } = useNumberFormat();
  return (
    <div className={styles.notice} role="status" data-testid="games.low-balance">
      <p>{t('play_low_balance', { amount: money(LOW_BALANCE_BELOW * MONEY_SCALE) })}</p>
      <Button variant="secondary" onClick={() => openDialog('wallet.deposit')} data-testid="games.low-balance.deposit">
        {t('play_deposit')}
      </Button>
    </div>
  );
}
