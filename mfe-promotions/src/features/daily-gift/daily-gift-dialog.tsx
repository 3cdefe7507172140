import { useEffect, useRef, useState } from 'react';
import { IntentKeys, casinoApi, isApiError } from '@casino/shared-kernel/api';
import type { DailyGift, PaymentMethod, UserInfo } from '@casino/shared-kernel/api-contract';
import { ORDER_PAY_METHOD, PAY_TYPE } from '@casino/shared-kernel/api-constants';
import { casinoBus } from '@casino/shared-kernel/events';
import { isSignedInAtom, openDialog, requireLogin, toast, useAtomValue } from '@casino/shared-kernel/state';
import { Button, Skeleton, useMoney } from '@casino/shared-kernel/ui-core';
import type { DialogBodyProps } from '../../app/promotions-dialogs.tsx';
import { usePromotionsText } from '../../i18n/promotions-texts.ts';
import { JoinPrompt, LoadFailed } from '../common/load-failed.tsx';
import { announceReward, minorUnits } from '../common/rewards.ts';
import { useServerData } from '../common/use-server-data.ts';
import { dailyGiftState, giftBonus } from './daily-gift-rules.ts';
import common from '../common/common.module.css';
import styles from './daily-gift.module.css';

/** `shop` type 3 is the daily gift (spec 3's shape under `daily_gift`). */
const DAILY_GIFT_SHOP = { type: 3 } as const;

interface GiftData {
  gift: DailyGift;
  methods: PaymentMethod[];
  /** Read fresh: a deposit made in this session counts at once. */
  user: UserInfo;
}

async function loadGift(): Promise<GiftData> {
  const [shop, methods, user] = await Promise.all([casinoApi.post('shop', DAILY_GIFT_SHOP), casinoApi.get('payMethods'), casinoApi.post('userInfo')]);
  const gift = (shop as { daily_gift?: DailyGift }).daily_gift;
  if (!gift) throw new Error('the shop answered no daily gift');
  return { gift, user, methods: [...methods.list].sort((a, b) => a.sort_index - b.sort_index) };
}

/** An order waiting for its payment: the link to pay at, or the QR code's text. */
interface WaitingOrder {
  url: string;
  brCode: string;
}

/**
 * The daily gift pack (spec 4, 5): cash, bonus and gold for one price, once a day from the second
 * deposit on. Buying places the pack's own order (`POST /api/user/order`, goods type 3) with the
 * chosen payment method; when the payment is confirmed the dialog closes and the info refreshes.
 * A second buy the same day is refused by the server (`Daily_Gift_Today`, shown as an error).
 */
export default function DailyGiftDialog({ close }: DialogBodyProps) {
  const t = usePromotionsText();
  const signedIn = useAtomValue(isSignedInAtom);
  if (!signedIn) return <JoinPrompt text={t('daily_gift_visitor')} onJoin={() => requireLogin()} />;
  return <PlayerDailyGift close={close} />;
}

function PlayerDailyGift({ close }: { close: () => void }) {
  const t = usePromotionsText();
  const money = useMoney();
  const data = useServerData(loadGift, 'daily-gift');
  const [method, setMethod] = useState<number | null>(null);
  const [buying, setBuying] = useState(false);
  const [waiting, setWaiting] = useState<WaitingOrder | null>(null);
  const intentKeys = useRef(new IntentKeys());
  const bought = data.data?.gift.is_today_buy ?? false;
  const { reload } = data;

  // A payment confirmed elsewhere (the wallet, another tab) refreshes the pack.
  useEffect(() => casinoBus.on('wallet:changed', reload), [reload]);
  useEffect(() => {
    if (!waiting || !bought) return;
    const gift = data.data?.gift;
    if (gift) announceReward('daily-gift', [minorUnits('cash', gift.money), minorUnits('bonus', giftBonus(gift)), minorUnits('gold', gift.gold)]);
    toast('success', t('daily_gift_bought'));
    close();
  }, [waiting, bought, data.data, close, t]);

  if (data.failed && !data.data) return <LoadFailed onRetry={data.reload} />;
  if (!data.data) return <Skeleton shape="rect" height={220} />;
  const { gift, methods, user } = data.data;
  const state = dailyGiftState(gift, user);
  const chosen = method ?? methods[0]?.id ?? null;

  const buy = async () => {
    if (buying || chosen === null) return;
    setBuying(true);
    const payload = {
      goods_id: gift.goods_id,
      goods_type: gift.goods_type,
      amount: gift.amount,
      pay_type: PAY_TYPE.FIXED,
      is_add_coin: true,
      is_join_charge_reward: false,
      pay_method_id: chosen,
    };
    try {
      // The same order sent again after a lost answer carries the same key: one order, not two.
      const order = await casinoApi.post('createOrder', payload, { idempotencyKey: intentKeys.current.keyFor(JSON.stringify(payload)) });
      intentKeys.current.answered();
      // 501: the same pack was just ordered and is still unpaid; its payment page is already open.
      if (!order) return;
      if (order.pay_method === ORDER_PAY_METHOD.LINK && order.url) window.open(order.url, '_blank', 'noopener');
      setWaiting({ url: order.url, brCode: order.pay_method === ORDER_PAY_METHOD.QR_CODE ? order.br_code : '' });
    } catch (error) {
      // The API client showed the server's message (Daily_Gift_Today after a purchase today).
      if (isApiError(error) && error.kind === 'envelope') intentKeys.current.answered();
    } finally {
      setBuying(false);
    }
  };

  return (
    <div className={styles.gift} data-testid="promotions.daily-gift">
      <ul className={styles.contents} aria-label={t('daily_gift_contents')}>
        <li>
          <span className={common.muted}>{t('balance_cash')}</span> <strong>{money(gift.money)}</strong>
        </li>
        <li>
          <span className={common.muted}>{t('balance_bonus')}</span> <strong>{money(giftBonus(gift))}</strong>
        </li>
        {gift.gold > 0 ? (
          <li>
            <span className={common.muted}>{t('balance_gold')}</span> <strong>{money(gift.gold)}</strong>
          </li>
        ) : null}
      </ul>
      <p className={styles.price}>{t('daily_gift_price', { amount: money(gift.amount) })}</p>
      {state === 'needs-deposits' ? (
        <>
          <p>{t('daily_gift_needs_deposits')}</p>
          <Button block variant="secondary" onClick={() => openDialog('wallet.deposit')}>
            {t('deposit')}
          </Button>
        </>
      ) : null}
      {state === 'bought-today' ? <p className={common.tip}>{t('daily_gift_bought_today')}</p> : null}
      {state !== 'needs-deposits' && methods.length > 0 ? (
        <fieldset className={styles.methods}>
          <legend>{t('payment_method')}</legend>
          {methods.map((candidate) => (
            <label key={candidate.id} className={styles.method}>
              <input type="radio" name="daily-gift-method" checked={candidate.id === chosen} onChange={() => setMethod(candidate.id)} />
              {candidate.name}
            </label>
          ))}
        </fieldset>
      ) : null}
      {state !== 'needs-deposits' ? (
        <Button block busy={buying} disabled={chosen === null} onClick={() => void buy()}>
          {t('daily_gift_buy', { amount: money(gift.amount) })}
        </Button>
      ) : null}
      {waiting ? (
        <div className={styles.waiting} role="status">
          <p>{t('daily_gift_waiting')}</p>
          {waiting.url ? (
            <a href={waiting.url} target="_blank" rel="noopener noreferrer">
              {t('open_payment_page')}
            </a>
          ) : null}
          {waiting.brCode ? (
            <label>
              {t('payment_code')}
              <textarea readOnly value={waiting.brCode} rows={3} className={styles.code} />
            </label>
          ) : null}
          <Button variant="secondary" onClick={() => data.reload()}>
            {t('daily_gift_check_payment')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
