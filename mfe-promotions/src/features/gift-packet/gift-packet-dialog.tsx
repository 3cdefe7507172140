import { useState, type FormEvent } from 'react';
import { casinoApi } from '@casino/shared-kernel/api';
import { parseApiRequest } from '@casino/shared-kernel/api-contract';
import { Button, Input, useMoney } from '@casino/shared-kernel/ui';
import { usePromotionsText } from '../../i18n/promotions-texts.ts';
import { refusalOf } from '../common/dialog-actions.ts';
import { announceReward, minorUnits, numberOf, rewardKind, textOf } from '../common/rewards.ts';
import { SharePanel } from '../common/share-panel.tsx';
import styles from '../common/common.module.css';

/**
 * Gift packets (activity 1003): make a packet to share (its money is the casino's, split among the
 * friends who open it), or open a friend's packet by its code.
 */
export default function GiftPacketDialog() {
  const t = usePromotionsText();
  const money = useMoney();
  const [made, setMade] = useState<unknown>(null);
  const [making, setMaking] = useState(false);
  const make = async () => {
    if (making) return;
    setMaking(true);
    try {
      setMade(await casinoApi.get('genGiftPacket'));
    } catch {
      // The API client showed the server's message (the day's limit, …).
    } finally {
      setMaking(false);
    }
  };
  return (
    <div data-testid="promotions.gift-packet">
      <section className={styles.section} aria-labelledby="gift-packet-make">
        <h3 id="gift-packet-make">{t('gift_packet_make_title')}</h3>
        <p className={styles.muted}>{t('gift_packet_make_text')}</p>
        {made ? (
          <>
            <p>{t('gift_packet_made', { amount: money(numberOf(made, 'amount')), openers: numberOf(made, 'max_openers') })}</p>
            <SharePanel link={textOf(made, 'url') || textOf(made, 'link')} code={textOf(made, 'code')} text={textOf(made, 'share_text')} />
          </>
        ) : (
          <Button block busy={making} onClick={() => void make()}>
            {t('gift_packet_make')}
          </Button>
        )}
      </section>
      <OpenPacketForm />
    </div>
  );
}

function OpenPacketForm() {
  const t = usePromotionsText();
  const money = useMoney();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [opened, setOpened] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = parseApiRequest('openGiftPacket', { packet: code });
    if (!parsed.success) {
      setError(t('redeem_code_invalid'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      const result = await casinoApi.post('openGiftPacket', parsed.data, { hideErrorMsg: true });
      setOpened(t('gift_packet_opened', { amount: money(result.amount) }));
      setCode('');
      announceReward('gift-packet', [minorUnits(rewardKind(result.money_type), result.amount)]);
    } catch (refused) {
      setError(refusalOf(refused) || t('load_failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.section} aria-labelledby="gift-packet-open">
      <h3 id="gift-packet-open">{t('gift_packet_open_title')}</h3>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Input
          label={t('gift_packet_code')}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError('');
          }}
          error={error || undefined}
          autoComplete="off"
          maxLength={32}
        />
        <Button type="submit" variant="secondary" block busy={busy}>
          {t('gift_packet_open')}
        </Button>
      </form>
      <p className={styles.result} aria-live="polite">
        {opened}
      </p>
    </section>
  );
}
