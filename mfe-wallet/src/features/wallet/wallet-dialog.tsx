import { useEffect } from 'react';
import { casinoApi } from '@casino/shared-kernel/api';
import { GOLD_FLAG } from '@casino/shared-kernel/api-constants';
import { closeDialog, kernelStore, lobbyInfoAtom, openDialog, useAtomValue, walletAtom, type DialogName } from '@casino/shared-kernel/state';
import { Button, useGold, useMoney } from '@casino/shared-kernel/ui-core';
import { useWalletText } from '../../i18n/wallet-texts.ts';
import { bonusTasksShown } from '../bonus-tasks/bonus-tasks-rules.ts';
import { LoadingBlock } from '../shared/load-states.tsx';
import styles from '../shared/wallet.module.css';

/**
 * `wallet.wallet`: cash, bonus and gold with what each is for, the bet-task progress, and the ways
 * on (deposit, withdraw, transactions, bonus tasks). Fresh balances are fetched on opening into the
 * kernel's wallet atom, so the header shows the same figures.
 */
export function WalletDialog() {
  const t = useWalletText();
  const money = useMoney();
  const gold = useGold();
  const wallet = useAtomValue(walletAtom);
  const lobby = useAtomValue(lobbyInfoAtom);

  useEffect(() => {
    const controller = new AbortController();
    casinoApi
      .get('walletInfo', undefined, { signal: controller.signal, hideErrorMsg: true })
      .then((fresh) => kernelStore.set(walletAtom, fresh))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  if (!wallet) return <LoadingBlock label={t('loading')} />;
  const go = (name: DialogName, props?: Record<string, unknown>) => {
    closeDialog('wallet.wallet');
    openDialog(name, props);
  };
  const progress = wallet.taskTarget > 0 ? Math.min(wallet.taskCur, wallet.taskTarget) : 0;
  return (
    <div className={styles.stack} data-testid="wallet.wallet">
      <dl className={styles.facts}>
        <div>
          <dt>{t('balance_cash')}</dt>
          <dd data-testid="wallet.wallet.cash">{money(wallet.money)}</dd>
          <dd className={styles.factNote}>{t('balance_cash_use')}</dd>
        </div>
        <div>
          <dt>{t('balance_bonus')}</dt>
          <dd data-testid="wallet.wallet.bonus">{money(wallet.coin)}</dd>
          <dd className={styles.factNote}>{t('balance_bonus_use')}</dd>
        </div>
        {GOLD_FLAG ? (
          <>
            <div>
              <dt>{t('balance_gold')}</dt>
              <dd data-testid="wallet.wallet.gold">{gold(wallet.gold)}</dd>
              <dd className={styles.factNote}>{t('balance_gold_use')}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {wallet.taskTarget > 0 ? (
        <section className={styles.section} aria-labelledby="wallet-task-title">
          <h3 id="wallet-task-title" className={styles.sectionTitle}>
            {t('task_title')}
          </h3>
          <progress className={styles.progress} max={wallet.taskTarget} value={progress} aria-label={t('task_progress_label')} />
          <p className={styles.muted}>{t('task_progress', { cur: money(wallet.taskCur), target: money(wallet.taskTarget), bonus: money(wallet.taskBonus) })}</p>
        </section>
      ) : null}
      <div className={styles.row}>
        <Button onClick={() => go('wallet.deposit')}>{t('deposit_tab')}</Button>
        <Button variant="secondary" onClick={() => go('wallet.withdraw')}>
          {t('withdraw_tab')}
        </Button>
      </div>
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => go('wallet.transactions')}>
          {t('transactions_title')}
        </Button>
        {bonusTasksShown(lobby) ? (
          <Button variant="secondary" onClick={() => go('wallet.bonus-tasks')}>
            {t('bonus_tasks_title')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
