import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import type { PaymentMethod, ShopItem } from '@casino/shared-kernel/api-contract';
import { closeDialog, openDialog } from '@casino/shared-kernel/state';
import { Button, Input, useGold, useMoney } from '@casino/shared-kernel/ui';
import { useWalletText } from '../../i18n/wallet-texts.ts';
import { LoadFailed, LoadingBlock } from '../shared/load-states.tsx';
import styles from '../shared/wallet.module.css';
import {
  checkAmount,
  customAmountLimits,
  depositReceipt,
  packsLeft,
  parseAmount,
  type DepositChoice,
} from './deposit-rules.ts';
import { depositSession, useDepositSession } from './deposit-session.ts';
import { OrderPanel } from './order-panel.tsx';
import { loadDepositShop, useLoaded, type DepositShop } from './use-deposit-shop.ts';

/** `wallet.deposit`: the shop or deposit popup, with the switch to withdraw (spec 2). */
export function DepositDialog() {
  const session = useDepositSession();
  const [shop, reload] = useLoaded(loadDepositShop);
  const t = useWalletText();
  // Opened again after an order was settled: a new deposit (a waiting order stays, to be paid).
  useEffect(() => {
    const { order } = depositSession.getState();
    if (order && order.outcome !== 'waiting') depositSession.reset();
  }, []);
  return (
    <div className={styles.stack} data-testid="wallet.deposit">
      <div className={styles.switchRow} role="group" aria-label={t('switch_label')}>
        <span className={styles.switchActive} aria-current="true">
          {t('deposit_tab')}
        </span>
        <button type="button" className={styles.switchOther} onClick={() => (closeDialog('wallet.deposit'), openDialog('wallet.withdraw'))}>
          {t('withdraw_tab')}
        </button>
      </div>
      {session.order ? (
        <OrderPanel
          order={session.order}
          onNewDeposit={() => {
            depositSession.reset();
            // What the player may buy changes with a deposit (the offers go by pay_count).
            reload();
          }}
        />
      ) : shop.status === 'loading' ? (
        <LoadingBlock label={t('loading')} />
      ) : shop.status === 'failed' ? (
        <LoadFailed onRetry={reload} />
      ) : (
        <DepositForm shop={shop.data} />
      )}
    </div>
  );
}

function DepositForm({ shop }: { shop: DepositShop }) {
  const t = useWalletText();
  const money = useMoney();
  const gold = useGold();
  const session = useDepositSession();
  const amountId = useId();
  const limits = customAmountLimits(shop.lists);
  const hasCustom = limits !== null;
  const [choice, setChoice] = useState<DepositChoice | null>(() => {
    const first = shop.lists.custom_fix_list[0];
    if (first) return { kind: 'amount', amount: first.amount };
    const pack = shop.lists.fix_list.find((item) => packsLeft(item) !== 0);
    return pack ? { kind: 'pack', item: pack } : null;
  });
  const [typed, setTyped] = useState(() => (choice?.kind === 'amount' ? String(choice.amount / 100) : ''));
  const [amountError, setAmountError] = useState('');
  const [methodId, setMethodId] = useState<number | null>(shop.preferredMethodId ?? shop.methods[0]?.id ?? null);
  const [joinReward, setJoinReward] = useState(shop.reward?.global_info.default_flag ?? false);

  const receipt = useMemo(
    () => (choice ? depositReceipt(choice, shop.lists.custom_list, shop.reward, joinReward && (shop.reward?.fix_list.length ?? 0) > 0) : null),
    [choice, joinReward, shop],
  );
  const method: PaymentMethod | undefined = shop.methods.find((candidate) => candidate.id === methodId);
  const turnover = shop.lists.fix_list[0]?.coin_multi ?? 0;

  const pickAmount = (amount: number) => {
    setChoice({ kind: 'amount', amount });
    setTyped(String(amount / 100));
    setAmountError('');
  };
  const typeAmount = (text: string) => {
    setTyped(text);
    setAmountError('');
    const amount = parseAmount(text);
    setChoice(amount !== null && amount > 0 ? { kind: 'amount', amount } : null);
  };
  const amountProblem = (reason: string) =>
    reason === 'below_min' && limits
      ? t('error_amount_min', { min: money(limits.min) })
      : reason === 'above_max' && limits
        ? t('error_amount_max', { max: money(limits.max) })
        : t(reason === 'empty' ? 'error_amount_empty' : 'error_amount_invalid');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice?.kind !== 'pack') {
      const check = checkAmount(parseAmount(typed), typed, limits);
      if (!check.ok) {
        setAmountError(amountProblem(check.reason));
        return;
      }
    }
    if (!receipt || !method) return;
    depositSession.prepare({
      receipt,
      goodsType: shop.goodsType,
      payMethodId: method.id,
      payMethodName: method.name,
      joinReward: joinReward && (shop.reward?.fix_list.length ?? 0) > 0,
      bonusTurnover: turnover,
    });
    openDialog('wallet.cart-tip');
  };

  return (
    <form className={styles.stack} onSubmit={submit} noValidate>
      {shop.offerDepositLimit ? (
        <section className={styles.limitOffer} aria-labelledby={`${amountId}-limit`}>
          <h3 id={`${amountId}-limit`} className={styles.sectionTitle}>
            {t('limit_offer_title')}
          </h3>
          <p>{t('limit_offer_text')}</p>
          <Button type="button" variant="secondary" onClick={() => openDialog('account.responsible-gaming')}>
            {t('limit_offer_button')}
          </Button>
        </section>
      ) : null}
      {shop.offer !== 'normal' ? (
        <p className={styles.offer} data-testid="wallet.deposit.offer">
          <strong>{t(shop.offer === 'first' ? 'offer_first_title' : 'offer_second_title')}</strong> {t('offer_text')}
        </p>
      ) : null}

      {hasCustom ? (
        <section className={styles.section} aria-labelledby={`${amountId}-amounts`}>
          <h3 id={`${amountId}-amounts`} className={styles.sectionTitle}>
            {t('amount_title')}
          </h3>
          <div className={styles.chips}>
            {shop.lists.custom_fix_list.map((entry) => (
              <button
                key={entry.amount}
                type="button"
                className={styles.chip}
                aria-pressed={choice?.kind === 'amount' && choice.amount === entry.amount}
                onClick={() => pickAmount(entry.amount)}
              >
                <span>{money(entry.amount)}</span>
                {entry.coin_rate > 0 ? <span className={styles.chipTag}>{t('bonus_rate', { rate: entry.coin_rate })}</span> : null}
              </button>
            ))}
          </div>
          <Input
            label={t('amount_label')}
            inputMode="decimal"
            autoComplete="off"
            value={typed}
            onChange={(event) => typeAmount(event.target.value)}
            hint={limits ? t('amount_hint', { min: money(limits.min), max: money(limits.max) }) : undefined}
            error={amountError || undefined}
          />
        </section>
      ) : null}

      {shop.lists.fix_list.length > 0 ? (
        <section className={styles.section} aria-labelledby={`${amountId}-packs`}>
          <h3 id={`${amountId}-packs`} className={styles.sectionTitle}>
            {t('packs_title')}
          </h3>
          <div className={styles.packs}>
            {shop.lists.fix_list.map((item) => (
              <PackButton
                key={item.id}
                item={item}
                selected={choice?.kind === 'pack' && choice.item.id === item.id}
                onPick={() => {
                  setChoice({ kind: 'pack', item });
                  setTyped('');
                  setAmountError('');
                }}
              />
            ))}
          </div>
        </section>
      ) : null}

      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{t('method_title')}</legend>
        {shop.methods.length === 0 ? <p>{t('method_none')}</p> : null}
        <div className={styles.methods}>
          {shop.methods.map((candidate) => (
            <label key={candidate.id} className={styles.method}>
              <input type="radio" name={`${amountId}-method`} checked={candidate.id === methodId} onChange={() => setMethodId(candidate.id)} />
              <span>{candidate.name}</span>
              <span className={styles.muted}>{t(candidate.pay_type === 1 ? 'method_qr' : 'method_link')}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {shop.reward && shop.reward.fix_list.length > 0 ? (
        <section className={styles.section} aria-labelledby={`${amountId}-reward`}>
          <h3 id={`${amountId}-reward`} className={styles.sectionTitle}>
            {t('reward_title')}
          </h3>
          <label className={styles.check}>
            <input type="checkbox" checked={joinReward} onChange={(event) => setJoinReward(event.target.checked)} />
            <span>{t('reward_join')}</span>
          </label>
          <ul className={styles.tiers}>
            {shop.reward.fix_list.map((tier) => (
              <li key={tier.id}>{t('reward_tier', { amount: money(tier.amount), bonus: money(tier.coin_num), gold: gold(tier.gold_num) })}</li>
            ))}
          </ul>
          <p className={styles.muted}>{t('reward_joined', { count: shop.reward.join_num })}</p>
        </section>
      ) : null}

      {receipt ? (
        <section className={styles.summary} aria-label={t('summary_title')} data-testid="wallet.deposit.summary">
          <p>{t('summary_get', { cash: money(receipt.cash), bonus: money(receipt.bonus + receipt.rewardBonus), gold: gold(receipt.gold + receipt.rewardGold) })}</p>
          {receipt.bonus + receipt.rewardBonus > 0 ? (
            <button type="button" className={styles.linkButton} onClick={() => openDialog('wallet.recharge-tip', { turnover })}>
              {t('bonus_rules')}
            </button>
          ) : null}
        </section>
      ) : null}

      {session.problem ? <PlaceProblemNote /> : null}

      <Button type="submit" block disabled={!method || session.placing} busy={session.placing} data-testid="wallet.deposit.submit">
        {receipt ? t('deposit_submit', { amount: money(receipt.amount) }) : t('deposit_submit_plain')}
      </Button>
      <button type="button" className={styles.linkButton} onClick={() => openDialog('wallet.transactions')}>
        {t('open_transactions')}
      </button>
    </form>
  );
}

function PackButton({ item, selected, onPick }: { item: ShopItem; selected: boolean; onPick: () => void }) {
  const t = useWalletText();
  const money = useMoney();
  const gold = useGold();
  const left = packsLeft(item);
  return (
    <button type="button" className={styles.pack} aria-pressed={selected} disabled={left === 0} onClick={onPick}>
      {item.lable ? <span className={styles.chipTag}>{item.lable}</span> : null}
      <span className={styles.packName}>{item.name}</span>
      <strong>{money(item.amount)}</strong>
      {item.coin > 0 ? <span>{t('pack_bonus', { bonus: money(item.coin) })}</span> : null}
      {item.gold_num > 0 ? <span>{t('pack_gold', { gold: gold(item.gold_num) })}</span> : null}
      {left === 0 ? <span className={styles.muted}>{t('pack_sold_out')}</span> : left !== null ? <span className={styles.muted}>{t('pack_left', { count: left })}</span> : null}
    </button>
  );
}

/** Why the last confirmation made no order: the server's refusal, or an unknown answer. */
export function PlaceProblemNote() {
  const t = useWalletText();
  const { problem } = useDepositSession();
  if (!problem) return null;
  return (
    <p className={styles.error} role="alert" data-testid="wallet.deposit.problem">
      {problem.kind === 'refused' ? problem.message : t('order_unsure')}{' '}
      {problem.kind === 'unsure' ? (
        <button type="button" className={styles.linkButton} onClick={() => openDialog('wallet.transactions')}>
          {t('open_transactions')}
        </button>
      ) : null}
    </p>
  );
}

