import { useState } from 'react';
import { casinoApi } from '@casino/shared-kernel/api';
import { PAY_TYPE } from '@casino/shared-kernel/api-constants';
import type { DepositLists, UserInfo } from '@casino/shared-kernel/api-contract';
import { closeDialog, openDialog } from '@casino/shared-kernel/state';
import { Button, Countdown, useGold, useMoney } from '@casino/shared-kernel/ui';
import { useWalletText } from '../../i18n/wallet-texts.ts';
import { useLoaded } from '../deposit/use-deposit-shop.ts';
import { LoadFailed, LoadingBlock } from '../shared/load-states.tsx';
import styles from '../shared/wallet.module.css';
import { firstRechargeActive, firstRechargeCycleEnd } from './first-recharge-rules.ts';

interface FirstRechargeView {
  user: UserInfo;
  lists: DepositLists | null;
}

async function loadFirstRecharge(signal: AbortSignal): Promise<FirstRechargeView> {
  const user = await casinoApi.post('userInfo', {}, { signal });
  if (!firstRechargeActive(user.first_pay_date)) return { user, lists: null };
  const lists = await casinoApi.post('firstCharge', { pay_count: 0, pay_type: PAY_TYPE.FIXED }, { signal, hideErrorMsg: true }).catch(() => null);
  return { user, lists };
}

/**
 * `wallet.first-recharge`: the first-deposit offer (its packs) with a countdown that repeats every
 * 6 hours from the account's creation, while the player has made no deposit (spec 4, 9).
 */
export function FirstRechargeDialog() {
  const t = useWalletText();
  const money = useMoney();
  const gold = useGold();
  const [view, reload] = useLoaded(loadFirstRecharge);
  // A new cycle starts when the countdown ends: the clock is drawn again from then.
  const [now, setNow] = useState(() => Date.now());
  if (view.status === 'loading') return <LoadingBlock label={t('loading')} />;
  if (view.status === 'failed') return <LoadFailed onRetry={reload} />;
  const { user, lists } = view.data;
  const deposit = () => (closeDialog('wallet.first-recharge'), openDialog('wallet.deposit'));
  if (!firstRechargeActive(user.first_pay_date) || !lists) {
    return (
      <div className={styles.stack} data-testid="wallet.first-recharge">
        <p>{t('first_recharge_done')}</p>
        <Button onClick={deposit}>{t('deposit_tab')}</Button>
      </div>
    );
  }
  const end = firstRechargeCycleEnd(user.create_time, now);
  return (
    <div className={styles.stack} data-testid="wallet.first-recharge">
      <p className={styles.offer}>
        <strong>{t('offer_first_title')}</strong> {t('first_recharge_text')}
      </p>
      <p>
        {t('first_recharge_ends')}{' '}
        <Countdown to={end} onEnd={() => setNow(Date.now())} testId="wallet.first-recharge.countdown" />
      </p>
      <ul className={styles.list}>
        {lists.fix_list.map((item) => (
          <li key={item.id} className={styles.item}>
            <span>{item.name}</span>
            <strong>{money(item.amount)}</strong>
            <span className={styles.muted}>
              {t('pack_bonus', { bonus: money(item.coin) })}
              {item.gold_num > 0 ? ` · ${t('pack_gold', { gold: gold(item.gold_num) })}` : ''}
            </span>
            {item.lable ? <span className={styles.chipTag}>{item.lable}</span> : null}
          </li>
        ))}
      </ul>
      <Button onClick={deposit} data-testid="wallet.first-recharge.deposit">
        {t('first_recharge_cta')}
      </Button>
    </div>
  );
}
