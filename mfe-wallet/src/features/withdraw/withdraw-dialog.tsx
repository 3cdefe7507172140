import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { IntentKeys, casinoApi, isApiError } from '@casino/shared-kernel/api';
import { BALANCE_CONFIG_TYPE } from '@casino/shared-kernel/api-constants';
import type { WithdrawAccount, WithdrawInfo } from '@casino/shared-kernel/api-contract';
import { casinoBus } from '@casino/shared-kernel/events';
import { closeDialog, openDialog, toast } from '@casino/shared-kernel/state';
import { storedWithdrawAccountId } from '@casino/shared-kernel/storage';
import { Button, Input, useMoney } from '@casino/shared-kernel/ui';
import { useWalletText } from '../../i18n/wallet-texts.ts';
import { parseAmount } from '../deposit/deposit-rules.ts';
import { useLoaded } from '../deposit/use-deposit-shop.ts';
import { noteOwnWithdrawal } from '../low-balance/low-balance-watch.tsx';
import { LoadFailed, LoadingBlock } from '../shared/load-states.tsx';
import styles from '../shared/wallet.module.css';
import { AccountFormView } from './account-form.tsx';
import { accountTarget, accountUsable, betStillNeeded, checkWithdrawAmount, forfeitsBonus, leftToday, methodOf, offeredMethods, selectAccount, withdrawalFee } from './withdraw-rules.ts';

interface WithdrawView {
  info: WithdrawInfo;
  reduceBalance: number[];
}

async function loadWithdraw(signal: AbortSignal): Promise<WithdrawView> {
  const [info, config] = await Promise.all([
    casinoApi.get('withdrawInfo', undefined, { signal }),
    casinoApi.post('balance', { config_type: BALANCE_CONFIG_TYPE.GLOBAL }, { signal, hideErrorMsg: true }).catch(() => null),
  ]);
  return { info, reduceBalance: config?.global_list[0]?.reduce_balance ?? [] };
}

/** What a caller that opened the withdrawal with `{onResult}` hears back (spec 4: the frozenPlatform flag is passed on). */
export interface WithdrawCallerResult {
  frozenPlatform: boolean;
}

/**
 * `wallet.withdraw`: withdraw with account binding (spec 2, 3, 4, 5). A caller may pass
 * `openDialog('wallet.withdraw', { onResult })` to hear each withdrawal's outcome.
 */
export function WithdrawDialog({ props }: { props: Record<string, unknown> }) {
  const onCallerResult = typeof props.onResult === 'function' ? (props.onResult as (result: WithdrawCallerResult) => void) : undefined;
  const t = useWalletText();
  const [view, reload] = useLoaded(loadWithdraw);
  // Kept here: the info reloads after a withdrawal, and the outcome stays on screen meanwhile.
  const [result, setResult] = useState<WithdrawOutcome | null>(null);
  return (
    <div className={styles.stack} data-testid="wallet.withdraw">
      <div className={styles.switchRow} role="group" aria-label={t('switch_label')}>
        <button type="button" className={styles.switchOther} onClick={() => (closeDialog('wallet.withdraw'), openDialog('wallet.deposit'))}>
          {t('deposit_tab')}
        </button>
        <span className={styles.switchActive} aria-current="true">
          {t('withdraw_tab')}
        </span>
      </div>
      {result ? (
        <WithdrawResultPanel result={result} onAgain={() => setResult(null)} />
      ) : view.status === 'loading' ? (
        <LoadingBlock label={t('loading')} lines={8} />
      ) : view.status === 'failed' ? (
        <LoadFailed onRetry={reload} />
      ) : (
        <WithdrawForm
          view={view.data}
          reload={reload}
          onResult={(outcome) => {
            setResult(outcome);
            onCallerResult?.({ frozenPlatform: outcome === 'frozen' });
          }}
        />
      )}
    </div>
  );
}

type WithdrawOutcome = 'in_processing' | 'frozen';

function WithdrawResultPanel({ result, onAgain }: { result: WithdrawOutcome; onAgain: () => void }) {
  const t = useWalletText();
  return (
    <div className={styles.stack}>
      <p role="status" className={result === 'frozen' ? styles.error : styles.success} data-testid="wallet.withdraw.result">
        {t(result === 'frozen' ? 'withdraw_frozen' : 'in_processing')}
      </p>
      {result === 'in_processing' ? <p className={styles.muted}>{t('withdraw_processing_text')}</p> : null}
      <div className={styles.row}>
        <Button variant="secondary" onClick={onAgain}>
          {t('withdraw_again')}
        </Button>
        <Button onClick={() => openDialog('wallet.transactions', { tab: 'withdrawals' })}>{t('open_transactions')}</Button>
      </div>
    </div>
  );
}

type Editing = { mode: 'add' } | { mode: 'edit'; account: WithdrawAccount } | null;

function WithdrawForm({ view, reload, onResult }: { view: WithdrawView; reload: () => void; onResult: (result: WithdrawOutcome) => void }) {
  const t = useWalletText();
  const money = useMoney();
  const id = useId();
  const { info } = view;
  const [accountId, setAccountId] = useState<number | null>(() =>
    selectAccount(
      info.account_list.filter((account) => accountUsable(account, info)),
      storedWithdrawAccountId.get(),
    ),
  );
  const [editing, setEditing] = useState<Editing>(info.account_list.length === 0 ? { mode: 'add' } : null);
  const [typed, setTyped] = useState('');
  const [amountError, setAmountError] = useState('');
  const [accountError, setAccountError] = useState('');
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState('');
  // One Idempotency-Key per withdrawal intent, kept when the answer is lost (sent again, it moves money once).
  const intentKeys = useRef(new IntentKeys());

  const choose = useCallback((next: number | null) => {
    setAccountId(next);
    setAccountError('');
    if (next === null) storedWithdrawAccountId.remove();
    else storedWithdrawAccountId.set(next);
  }, []);

  const amount = parseAmount(typed);
  const liveFee = amount !== null && amount > 0 ? withdrawalFee(amount, info) : 0;
  const problemText = (reason: string) =>
    t(`error_withdraw_${reason}`, { min: money(info.min_amount), max: money(info.max_amount), withdrawable: money(Math.min(info.can_withdraw, info.money)), left: money(leftToday(info)) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setRefusal('');
    const check = checkWithdrawAmount(amount, typed, info);
    const account = info.account_list.find((candidate) => candidate.id === accountId);
    if (!check.ok) setAmountError(problemText(check.reason));
    if (!account) setAccountError(t('error_choose_account'));
    if (!check.ok || !account || amount === null) return;
    setSending(true);
    try {
      const idempotencyKey = intentKeys.current.keyFor(`${amount}:${account.id}`);
      const answer = await casinoApi.post('withdraw', { amount, account_id: account.id }, { hideErrorMsg: true, idempotencyKey });
      intentKeys.current.answered();
      // Spec 4: a frozen platform answers code 0 and moves nothing; the flag is explained, not "in processing".
      if (answer.frozenPlatform) {
        onResult('frozen');
        return;
      }
      noteOwnWithdrawal();
      // The account money last went to is the next withdrawal's choice.
      storedWithdrawAccountId.set(account.id);
      onResult('in_processing');
      setTyped('');
      toast('success', t('in_processing'));
      casinoBus.emit('wallet:changed', { reason: 'withdraw' });
      reload();
    } catch (error) {
      if (isApiError(error) && error.kind === 'envelope') intentKeys.current.answered();
      setRefusal(isApiError(error) && error.msg ? error.msg : t('withdraw_unsure'));
    } finally {
      setSending(false);
    }
  };

  const remove = async (account: WithdrawAccount) => {
    if (!window.confirm(t('account_delete_confirm', { name: account.name }))) return;
    try {
      await casinoApi.post('deleteWithdrawAccount', { id: account.id }, { hideErrorMsg: true });
      toast('success', t('del_success'));
      if (accountId === account.id) choose(null);
      reload();
    } catch (error) {
      toast('error', isApiError(error) && error.msg ? error.msg : t('load_failed'));
    }
  };

  if (editing) {
    return (
      <AccountFormView
        methods={offeredMethods(info)}
        accountType={editing.mode === 'edit' ? methodOf(editing.account, info) : info.account_type}
        account={editing.mode === 'edit' ? editing.account : null}
        onCancel={info.account_list.length > 0 ? () => setEditing(null) : undefined}
        onSaved={(saved) => {
          setEditing(null);
          if (saved) choose(saved);
          reload();
        }}
      />
    );
  }

  const withdrawable = Math.min(info.can_withdraw, info.money);
  return (
    <form className={styles.stack} onSubmit={(event) => void submit(event)} noValidate>
      <dl className={styles.facts} data-testid="wallet.withdraw.facts">
        <div>
          <dt>{t('withdrawable')}</dt>
          <dd data-testid="wallet.withdraw.withdrawable">{money(withdrawable)}</dd>
        </div>
        <div>
          <dt>{t('locked_cash')}</dt>
          <dd>{money(info.can_not_withdraw)}</dd>
        </div>
        <div>
          <dt>{t('limits')}</dt>
          <dd>{t('limits_value', { min: money(info.min_amount), max: money(info.max_amount) })}</dd>
        </div>
        <div>
          <dt>{t('left_today')}</dt>
          <dd>{t('left_today_value', { left: money(leftToday(info)), limit: money(info.day_amount_limit) })}</dd>
        </div>
      </dl>
      {info.can_not_withdraw > 0 ? <p className={styles.muted}>{t('locked_text', { bet: money(betStillNeeded(info)) })}</p> : null}
      <p className={styles.muted}>{t('fee_rule', { free: money(info.cfg_amount), rate: info.fee_rate })}</p>
      {forfeitsBonus(view.reduceBalance) && info.coin > 0 ? <p className={styles.muted}>{t('forfeit_bonus', { bonus: money(info.coin) })}</p> : null}

      <fieldset className={styles.section} aria-describedby={accountError ? `${id}-account-error` : undefined}>
        <legend className={styles.sectionTitle}>{t('account_title')}</legend>
        {info.account_list.map((account) => {
          const method = methodOf(account, info);
          const usable = accountUsable(account, info);
          return (
            <div key={account.id} className={styles.account} data-testid="wallet.withdraw.account" data-method={method}>
              <label>
                <input type="radio" name={`${id}-account`} checked={account.id === accountId} disabled={!usable} onChange={() => choose(account.id)} />
                <span>
                  {t(`method_${method}`)} · {account.name} · {accountTarget(account, method)}
                </span>
              </label>
              {!usable ? <span className={styles.muted}>{t('account_method_unavailable')}</span> : null}
              {info.withdraw_account_edit === 1 && usable ? (
                <button type="button" className={styles.linkButton} onClick={() => setEditing({ mode: 'edit', account })} aria-label={t('account_edit_named', { name: account.name })}>
                  {t('account_edit')}
                </button>
              ) : null}
              <button type="button" className={styles.linkButton} onClick={() => void remove(account)} aria-label={t('account_delete_named', { name: account.name })}>
                {t('account_delete')}
              </button>
            </div>
          );
        })}
        {accountError ? (
          <p id={`${id}-account-error`} className={styles.error}>
            {accountError}
          </p>
        ) : null}
        <button type="button" className={styles.linkButton} onClick={() => setEditing({ mode: 'add' })}>
          {t('account_add')}
        </button>
      </fieldset>

      <Input
        label={t('withdraw_amount_label')}
        inputMode="decimal"
        autoComplete="off"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setAmountError('');
        }}
        hint={amount !== null && amount > 0 ? t('fee_live', { fee: money(liveFee), receive: money(Math.max(0, amount - liveFee)) }) : t('limits_value', { min: money(info.min_amount), max: money(info.max_amount) })}
        error={amountError || undefined}
      />
      <button type="button" className={styles.linkButton} onClick={() => (setTyped(String(Math.min(withdrawable, info.max_amount, leftToday(info)) / 100)), setAmountError(''))}>
        {t('withdraw_all')}
      </button>
      {refusal ? (
        <p className={styles.error} role="alert" data-testid="wallet.withdraw.refusal">
          {refusal}
        </p>
      ) : null}
      <Button type="submit" block busy={sending} disabled={sending} data-testid="wallet.withdraw.submit">
        {t('withdraw_submit')}
      </Button>
    </form>
  );
}
