import { useState, type FormEvent } from 'react';
import { casinoApi } from '@casino/shared-kernel/api';
import { parseApiRequest, type RedeemCodeResult } from '@casino/shared-kernel/api-contract';
import { Button, Input, useMoney } from '@casino/shared-kernel/ui';
import { usePromotionsText } from '../../i18n/promotions-texts.ts';
import { refusalOf } from '../common/dialog-actions.ts';
import { announceReward, minorUnits, rewardKind } from '../common/rewards.ts';
import styles from '../common/common.module.css';

/**
 * A redeem code in, the prize out. A code that cannot be one (4 to 32 letters or digits) is
 * refused beside the field and nothing is sent; the server's refusal (unknown, used, expired…) shows
 * there too. One request at a time: the button is busy until the answer.
 */
export function RedeemCodeForm() {
  const t = usePromotionsText();
  const money = useMoney();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [redeemed, setRedeemed] = useState<RedeemCodeResult | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = parseApiRequest('redeemCode', { code });
    if (!parsed.success) {
      setError(t(code.trim() === '' ? 'redeem_code_empty' : 'redeem_code_invalid'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      const result = await casinoApi.post('redeemCode', parsed.data, { hideErrorMsg: true });
      setRedeemed(result);
      setCode('');
      announceReward('redeem-code', [minorUnits(rewardKind(result.money_type), result.amount)]);
    } catch (refused) {
      setError(refusalOf(refused) || t('load_failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="promotions.redeem-code-form">
      <Input
        label={t('redeem_code_label')}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setError('');
        }}
        error={error || undefined}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
      />
      <Button type="submit" block busy={busy}>
        {t('redeem')}
      </Button>
      <p className={styles.result} aria-live="polite" data-testid="promotions.redeem-result">
        {redeemed
          ? t('redeemed', { code: redeemed.code, amount: money(redeemed.amount), balance: t(`balance_${rewardKind(redeemed.money_type)}`) })
          : ''}
      </p>
    </form>
  );
}
