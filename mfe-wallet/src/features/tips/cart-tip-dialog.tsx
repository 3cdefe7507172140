import { closeDialog } from '@casino/shared-kernel/state';
import { Button, useGold, useMoney } from '@casino/shared-kernel/ui-core';
import { useWalletText } from '../../i18n/wallet-texts.ts';
import { PlaceProblemNote } from '../deposit/deposit-dialog.tsx';
import { depositSession, useDepositSession } from '../deposit/deposit-session.ts';
import styles from '../shared/wallet.module.css';

/**
 * `wallet.cart-tip`: the cart before an order — what the player pays, with which method, what each
 * balance receives (the charge reward's extra apart) and the bet the bonus asks. Confirming sends
 * exactly one order; the deposit dialog then shows how to pay it.
 */
export function CartTipDialog() {
  const t = useWalletText();
  const money = useMoney();
  const gold = useGold();
  const { draft, placing } = useDepositSession();
  if (!draft) {
    return (
      <div className={styles.stack}>
        <p>{t('cart_empty')}</p>
        <Button variant="secondary" onClick={() => closeDialog('wallet.cart-tip')}>
          {t('back')}
        </Button>
      </div>
    );
  }
  const { receipt } = draft;
  const confirm = async () => {
    if (await depositSession.place()) closeDialog('wallet.cart-tip');
  };
  return (
    <div className={styles.stack} data-testid="wallet.cart-tip">
      <dl className={styles.facts}>
        <div>
          <dt>{t('cart_pay')}</dt>
          <dd>{money(receipt.amount)}</dd>
        </div>
        <div>
          <dt>{t('order_method')}</dt>
          <dd>{draft.payMethodName}</dd>
        </div>
        <div>
          <dt>{t('cart_cash')}</dt>
          <dd>{money(receipt.cash)}</dd>
        </div>
        <div>
          <dt>{t('cart_bonus')}</dt>
          <dd>{money(receipt.bonus)}</dd>
        </div>
        {receipt.gold > 0 ? (
          <div>
            <dt>{t('cart_gold')}</dt>
            <dd>{gold(receipt.gold)}</dd>
          </div>
        ) : null}
        {receipt.rewardBonus + receipt.rewardGold > 0 ? (
          <div>
            <dt>{t('cart_reward')}</dt>
            <dd>{t('cart_reward_value', { bonus: money(receipt.rewardBonus), gold: gold(receipt.rewardGold) })}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.muted}>{t('cart_cash_rule')}</p>
      {receipt.bonus + receipt.rewardBonus > 0 && draft.bonusTurnover > 0 ? (
        <p className={styles.muted}>{t('cart_bonus_rule', { times: draft.bonusTurnover, bet: money((receipt.bonus + receipt.rewardBonus) * draft.bonusTurnover) })}</p>
      ) : null}
      <PlaceProblemNote />
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => closeDialog('wallet.cart-tip')}>
          {t('back')}
        </Button>
        <Button onClick={() => void confirm()} busy={placing} disabled={placing} data-testid="wallet.cart-tip.confirm">
          {t('cart_confirm')}
        </Button>
      </div>
    </div>
  );
}
