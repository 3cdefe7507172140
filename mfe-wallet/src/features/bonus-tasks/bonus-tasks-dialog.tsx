import { casinoApi } from '@casino/shared-kernel/api';
import type { BetTaskInfo } from '@casino/shared-kernel/api-contract';
import { closeDialog, lobbyInfoAtom, openDialog, useAtomValue } from '@casino/shared-kernel/state';
import { Button, useMoney } from '@casino/shared-kernel/ui-core';
import { useWalletText } from '../../i18n/wallet-texts.ts';
import { useLoaded } from '../deposit/use-deposit-shop.ts';
import { LoadFailed, LoadingBlock } from '../shared/load-states.tsx';
import styles from '../shared/wallet.module.css';
import { bonusTasksShown } from './bonus-tasks-rules.ts';

const loadTasks = (signal: AbortSignal): Promise<BetTaskInfo> => casinoApi.get('betTask', undefined, { signal });

/** `wallet.bonus-tasks`: every open bet task (`cur` of `target`, the `bonus` it releases), with the totals. */
export function BonusTasksDialog() {
  const t = useWalletText();
  const lobby = useAtomValue(lobbyInfoAtom);
  if (!bonusTasksShown(lobby)) return <p>{t('tasks_off')}</p>;
  return <BonusTasks />;
}

function BonusTasks() {
  const t = useWalletText();
  const money = useMoney();
  const [tasks, reload] = useLoaded(loadTasks);
  if (tasks.status === 'loading') return <LoadingBlock label={t('loading')} />;
  if (tasks.status === 'failed') return <LoadFailed onRetry={reload} />;
  const { totalCash, totalWithdraw, cashTaskList } = tasks.data;
  return (
    <div className={styles.stack} data-testid="wallet.bonus-tasks">
      <dl className={styles.facts}>
        <div>
          <dt>{t('tasks_total_cash')}</dt>
          <dd>{money(totalCash)}</dd>
        </div>
        <div>
          <dt>{t('tasks_total_withdraw')}</dt>
          <dd>{money(totalWithdraw)}</dd>
        </div>
      </dl>
      {cashTaskList.length === 0 ? (
        <p>{t('tasks_none')}</p>
      ) : (
        <ol className={styles.list}>
          {cashTaskList.map((task, index) => (
            <li key={index} className={styles.item}>
              <span>{task.bonus > 0 ? t('task_bonus_name', { bonus: money(task.bonus) }) : t('task_cash_name')}</span>
              <span>{t('task_left', { left: money(Math.max(0, task.target - task.cur)) })}</span>
              <progress className={styles.progress} max={task.target} value={Math.min(task.cur, task.target)} aria-label={t('task_of', { cur: money(task.cur), target: money(task.target) })} />
              <span className={styles.muted}>{t('task_of', { cur: money(task.cur), target: money(task.target) })}</span>
            </li>
          ))}
        </ol>
      )}
      <Button variant="secondary" onClick={() => (closeDialog('wallet.bonus-tasks'), openDialog('wallet.wallet'))}>
        {t('wallet_title')}
      </Button>
    </div>
  );
}
