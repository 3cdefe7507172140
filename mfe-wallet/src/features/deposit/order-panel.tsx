import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ORDER_PAY_METHOD } from '@casino/shared-kernel/api-constants';
import { openDialog, toast } from '@casino/shared-kernel/state';
import { Button, Countdown, Skeleton, useGold, useMoney } from '@casino/shared-kernel/ui';
import { useWalletText } from '../../i18n/wallet-texts.ts';
import styles from '../shared/wallet.module.css';
import { depositSession, ORDER_LIFETIME_MS, type PlacedOrder } from './deposit-session.ts';

// The QR library (uqr) arrives only when a QR order is shown, never with the deposit form.
const QrCode = lazy(() => import('./qr-code.tsx'));

/** While the dialog is open, the order history is read this often until the payment lands. */
export const PAYMENT_POLL_MS = 4_000;

/** A placed order: how to pay it (QR code or payment page), its countdown, and what became of it. */
export function OrderPanel({ order, onNewDeposit }: { order: PlacedOrder; onNewDeposit: () => void }) {
  const t = useWalletText();
  const money = useMoney();
  const gold = useGold();
  const { result, draft, outcome } = order;
  const isQr = result.pay_method === ORDER_PAY_METHOD.QR_CODE;
  const [expired, setExpired] = useState(false);

  // Polls only while this panel shows a waiting order; coming back to the tab checks at once (the session).
  useEffect(() => {
    if (outcome !== 'waiting') return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void depositSession.check();
    }, PAYMENT_POLL_MS);
    return () => clearInterval(timer);
  }, [outcome]);

  // Once per order, however often the texts redraw.
  const toasted = useRef('');
  useEffect(() => {
    if (outcome !== 'paid' || toasted.current === result.order_no) return;
    toasted.current = result.order_no;
    toast('success', t('payment_received', { amount: money(draft.receipt.amount) }));
  }, [outcome, result.order_no, draft.receipt.amount, money, t]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(result.br_code);
      toast('success', t('copied'));
    } catch {
      toast('error', t('copy_failed'));
    }
  };

  return (
    <section className={styles.stack} aria-labelledby="wallet-order-title" data-testid="wallet.order">
      <h3 id="wallet-order-title" className={styles.sectionTitle}>
        {t(outcome === 'paid' ? 'order_paid_title' : outcome === 'failed' ? 'order_failed_title' : 'order_waiting_title')}
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>{t('order_number')}</dt>
          <dd data-testid="wallet.order.number">{result.order_no}</dd>
        </div>
        <div>
          <dt>{t('order_amount')}</dt>
          <dd>{money(draft.receipt.amount)}</dd>
        </div>
        <div>
          <dt>{t('order_method')}</dt>
          <dd>{draft.payMethodName}</dd>
        </div>
      </dl>

      <p role="status" className={outcome === 'paid' ? styles.success : outcome === 'failed' ? styles.error : styles.muted} data-testid="wallet.order.status">
        {outcome === 'paid'
          ? t('order_paid_text', { cash: money(draft.receipt.cash), bonus: money(draft.receipt.bonus + draft.receipt.rewardBonus), gold: gold(draft.receipt.gold + draft.receipt.rewardGold) })
          : outcome === 'failed'
            ? t('order_failed_text')
            : expired
              ? t('order_expired_text')
              : t(isQr ? 'order_waiting_qr' : 'order_waiting_link')}
      </p>

      {outcome === 'waiting' && !expired ? (
        <>
          {isQr ? (
            <div className={styles.qrBox}>
              <Suspense fallback={<Skeleton shape="rect" width={220} height={220} />}>
                <QrCode text={result.br_code} label={t('qr_label', { amount: money(draft.receipt.amount) })} />
              </Suspense>
              <Button variant="secondary" onClick={() => void copy()}>
                {t('copy_code')}
              </Button>
            </div>
          ) : (
            <a className={styles.payLink} href={result.url} target="_blank" rel="noopener noreferrer" data-testid="wallet.order.pay-link">
              {t(order.pageOpened ? 'pay_link_again' : 'pay_link')}
            </a>
          )}
          <p className={styles.muted}>
            {t('order_time_left')} <Countdown to={order.createdAt + ORDER_LIFETIME_MS} onEnd={() => setExpired(true)} testId="wallet.order.countdown" />
          </p>
          <Button variant="secondary" onClick={() => void depositSession.check()}>
            {t('order_check')}
          </Button>
        </>
      ) : null}

      <div className={styles.row}>
        <Button variant={outcome === 'waiting' ? 'secondary' : 'primary'} onClick={onNewDeposit}>
          {t('order_new')}
        </Button>
        <Button variant="secondary" onClick={() => openDialog('wallet.transactions')}>
          {t('open_transactions')}
        </Button>
      </div>
    </section>
  );
}
