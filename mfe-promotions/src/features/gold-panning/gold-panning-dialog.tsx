import { useState, type FormEvent } from 'react';
import { casinoApi } from '@casino/shared-kernel/api';
import type { GoldRushingInfo, PicCaptcha } from '@casino/shared-kernel/api-contract';
import { GOLD_PANNING_SCALE } from '@casino/shared-kernel/format';
import { isSignedInAtom, requireLogin, useAtomValue } from '@casino/shared-kernel/state';
import { Button, Countdown, Input, Skeleton, useMoney } from '@casino/shared-kernel/ui';
import { CAPTCHA_LENGTH } from '@casino/shared-kernel/validation';
import { usePromotionsText } from '../../i18n/promotions-texts.ts';
import { refusalOf } from '../common/dialog-actions.ts';
import { JoinPrompt, LoadFailed } from '../common/load-failed.tsx';
import { announceReward, numberOf, record } from '../common/rewards.ts';
import { useServerData } from '../common/use-server-data.ts';
import { AWARD_STATUS, takeableAward } from './gold-panning-rules.ts';
import common from '../common/common.module.css';
import styles from './gold-panning.module.css';

/**
 * Gold panning (activity 17): the day's awards with their countdowns and status; the next ready
 * award is taken through the picture captcha; sharing pays a one-time extra. Amounts are /10000.
 */
export default function GoldPanningDialog() {
  const t = usePromotionsText();
  const signedIn = useAtomValue(isSignedInAtom);
  if (!signedIn) return <JoinPrompt text={t('gold_panning_visitor')} onJoin={() => requireLogin()} />;
  return <PlayerGoldPanning />;
}

function PlayerGoldPanning() {
  const t = usePromotionsText();
  const money = useMoney();
  const info = useServerData(() => casinoApi.get('goldRushingInfo'), 'gold-panning');
  const [sharing, setSharing] = useState(false);
  if (info.failed && !info.data) return <LoadFailed onRetry={info.reload} />;
  if (!info.data) return <Skeleton shape="rect" height={240} />;
  const extra = record(info.data);
  const isShared = extra.is_share === true;
  const awards = Array.isArray(info.data.awards) ? info.data.awards : [];
  const next = takeableAward(awards);
  const share = async () => {
    if (sharing) return;
    setSharing(true);
    try {
      const result = await casinoApi.post('goldRushingShare');
      announceReward('gold-panning-share', [{ kind: 'cash', amount: numberOf(result, 'amount'), scale: GOLD_PANNING_SCALE }]);
      info.reload();
    } catch {
      // The API client showed the server's message.
    } finally {
      setSharing(false);
    }
  };
  return (
    <div className={styles.panning} data-testid="promotions.gold-panning">
      <p className={common.muted}>{t('gold_panning_intro', { amount: money(numberOf(extra, 'broke_below'), GOLD_PANNING_SCALE) })}</p>
      <ol className={styles.awards}>
        {awards.map((award, index) => (
          <AwardRow key={index} award={award} index={index} onDue={info.reload} />
        ))}
      </ol>
      {next !== null ? <TakeAward onTaken={info.reload} /> : null}
      {!isShared ? (
        <Button variant="secondary" block busy={sharing} onClick={() => void share()}>
          {t('gold_panning_share', { amount: money(numberOf(extra, 'share_amount'), GOLD_PANNING_SCALE) })}
        </Button>
      ) : null}
    </div>
  );
}

function AwardRow({ award, index, onDue }: { award: GoldRushingInfo['awards'][number]; index: number; onDue: () => void }) {
  const t = usePromotionsText();
  const money = useMoney();
  const status =
    award.status === AWARD_STATUS.TAKEN ? t('award_taken') : award.status === AWARD_STATUS.READY && award.limit_seconds <= 0 ? t('award_ready') : t('award_waiting');
  return (
    <li className={styles.award} data-status={award.status}>
      <span>{t('award_number', { number: index + 1 })}</span>
      <strong>{money(numberOf(award, 'amount'), GOLD_PANNING_SCALE)}</strong>
      <span>
        {status}
        {award.status !== AWARD_STATUS.TAKEN && award.limit_seconds > 0 ? (
          <>
            {' '}
            <Countdown seconds={award.limit_seconds} onEnd={onDue} label={t('award_in')} />
          </>
        ) : null}
      </span>
    </li>
  );
}

/** The picture captcha and the take button: one picture per attempt, a new one after any answer. */
function TakeAward({ onTaken }: { onTaken: () => void }) {
  const t = usePromotionsText();
  const [captcha, setCaptcha] = useState<PicCaptcha | null>(null);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const newPicture = async () => {
    setAnswer('');
    try {
      setCaptcha(await casinoApi.post('picCaptcha'));
    } catch {
      // The API client showed the server's message.
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !captcha) return;
    const typed = answer.trim();
    if (typed.length !== CAPTCHA_LENGTH) {
      setError(t('captcha_length', { count: CAPTCHA_LENGTH }));
      return;
    }
    setBusy(true);
    setError('');
    try {
      const result = await casinoApi.post('goldRushingTakeAward', { captcha_key: captcha.captcha_key, captcha: typed }, { hideErrorMsg: true });
      setCaptcha(null);
      announceReward('gold-panning', [{ kind: 'cash', amount: numberOf(result, 'amount'), scale: GOLD_PANNING_SCALE }]);
      onTaken();
    } catch (refused) {
      setError(refusalOf(refused) || t('load_failed'));
      // A picture is used up by any answer.
      void newPicture();
    } finally {
      setBusy(false);
    }
  };

  if (!captcha) {
    return (
      <Button block onClick={() => void newPicture()}>
        {t('take_award')}
      </Button>
    );
  }
  return (
    <form className={styles.captcha} onSubmit={(event) => void submit(event)} noValidate>
      <img src={captcha.image} alt={t('captcha_picture')} width={180} height={60} className={styles.picture} />
      <Button variant="ghost" onClick={() => void newPicture()}>
        {t('captcha_new')}
      </Button>
      <Input
        label={t('captcha_label')}
        value={answer}
        onChange={(event) => {
          setAnswer(event.target.value);
          setError('');
        }}
        error={error || undefined}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={CAPTCHA_LENGTH}
        autoFocus
      />
      <Button type="submit" block busy={busy}>
        {t('take_award')}
      </Button>
    </form>
  );
}
