import { useRef, useState } from 'react';
import { casinoApi } from '@casino/shared-kernel/api';
import type { BlindBoxWheel } from '@casino/shared-kernel/api-contract';
import { Button, Countdown, useMoney } from '@casino/shared-kernel/ui';
import { usePromotionsText } from '../../i18n/promotions-texts.ts';
import { announceReward, minorUnits, numberOf } from '../common/rewards.ts';
import { GRID_RING, type PrizeGameKind } from '../prize-game/prize-drawing.ts';
import { PrizeGame } from '../prize-game/prize-game.tsx';
import { BOX_PRIZE, dailyBoxes, wheelBalance, wheelSegments } from './blind-box-rules.ts';
import styles from './blind-box.module.css';
import common from '../common/common.module.css';

interface PanelProps {
  info: BlindBoxWheel;
  playerId: number;
  /** Ask the info again (after a box, a spin, a cash-out). */
  reload: () => void;
}

/** Today's boxes: level, how many are left, each box to open once. */
export function DailyBoxes({ info, playerId, reload }: PanelProps) {
  const t = usePromotionsText();
  const money = useMoney();
  const [opening, setOpening] = useState<number | null>(null);
  const [said, setSaid] = useState('');
  const open = async (index: number) => {
    if (opening !== null) return;
    setOpening(index);
    try {
      const result = await casinoApi.post('dailyBlindBoxReward', { union_key: info.union_key, player_id: playerId, index });
      const amount = numberOf(result, 'amount');
      if (numberOf(result, 'prize_type') === BOX_PRIZE.SPIN) {
        setSaid(t('box_gave_spin'));
        announceReward('blind-box', []);
      } else {
        setSaid(t('box_gave_bonus', { amount: money(amount) }));
        announceReward('blind-box', [minorUnits('bonus', amount)]);
      }
      reload();
    } catch {
      // The API client showed the server's message.
    } finally {
      setOpening(null);
    }
  };
  return (
    <section className={common.section} aria-labelledby="daily-boxes" data-testid="promotions.daily-boxes">
      <h2 id="daily-boxes">{t('daily_boxes_title', { level: info.daily_box_level })}</h2>
      <p>
        {t('boxes_left', { count: info.daily_box_num, total: info.daily_box_total_num })} · {t('new_boxes_in')}{' '}
        <Countdown to={info.refresh_time * 1000} label={t('new_boxes_in')} />
      </p>
      <ul className={styles.boxes}>
        {dailyBoxes(info).map((box) => (
          <li key={box.index}>
            {box.isOpen ? (
              <div className={styles.openBox}>
                {box.prizeType === BOX_PRIZE.SPIN ? t('box_spin') : money(box.amount)}
              </div>
            ) : (
              <Button className={styles.box} busy={opening === box.index} disabled={opening !== null} onClick={() => void open(box.index)}>
                {t('open_box', { number: box.index + 1 })}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <p className={common.result} aria-live="polite" data-testid="promotions.box-result">
        {said}
      </p>
    </section>
  );
}

/** The wheel: spins left, its money towards the cash-out threshold, cash-out. */
export function LuckyWheel({ info, playerId, reload, kind }: PanelProps & { kind: PrizeGameKind }) {
  const t = usePromotionsText();
  const money = useMoney();
  const segments = wheelSegments(info);
  const [said, setSaid] = useState('');
  // Read when the wheel lands, which may be in the same task as the answer (reduced motion).
  const won = useRef(0);
  const [cashing, setCashing] = useState(false);
  const balance = wheelBalance(info.money_type);

  const draw = async () => {
    setSaid('');
    const result = await casinoApi.post('blindBoxWheelReward', { union_key: info.union_key, player_id: playerId });
    won.current = numberOf(result, 'amount');
    return numberOf(result, 'index');
  };
  const landed = () => {
    setSaid(t('wheel_landed', { amount: money(won.current) }));
    reload();
  };
  const cashOut = async () => {
    if (cashing) return;
    setCashing(true);
    try {
      const result = await casinoApi.get('blindBoxWheelWithdraw', { player_id: playerId });
      announceReward('blind-box-wheel', [minorUnits(balance, numberOf(result, 'amount'))]);
      reload();
    } catch {
      // The API client showed the server's message.
    } finally {
      setCashing(false);
    }
  };
  const progress = info.with_draw_money_num > 0 ? Math.min(1, info.money_num / info.with_draw_money_num) : 0;
  return (
    <section className={common.section} aria-labelledby="lucky-wheel" data-testid="promotions.lucky-wheel">
      <h2 id="lucky-wheel">{t('lucky_wheel_title')}</h2>
      <dl className={common.stats}>
        <div className={common.stat}>
          <dt>{t('spins_left')}</dt>
          <dd>
            {info.wheel_num} / {info.wheel_total_num}
          </dd>
        </div>
        <div className={common.stat}>
          <dt>{t('wheel_money')}</dt>
          <dd data-testid="promotions.wheel-money">
            {money(info.money_num)} / {money(info.with_draw_money_num)}
          </dd>
        </div>
      </dl>
      <label className={common.muted}>
        {t('towards_cash_out', { percent: Math.floor(progress * 100) })}
        <progress className={common.progress} value={progress} max={1} />
      </label>
      <PrizeGame
        kind={kind === 'grid' && segments.length > GRID_RING.length ? 'wheel' : kind}
        prizes={segments.map((amount) => ({ label: money(amount) }))}
        label={t('lucky_wheel_title')}
        actionLabel={t('spin')}
        canPlay={info.wheel_num > 0 && !info.is_check && segments.length > 0}
        draw={draw}
        onLanded={landed}
        testId="promotions.lucky-wheel-game"
      />
      <p className={common.result} aria-live="polite">
        {said}
      </p>
      <Button block disabled={!info.is_check} busy={cashing} onClick={() => void cashOut()}>
        {t('cash_out', { amount: money(info.money_num) })}
      </Button>
      {info.wheel_num === 0 && !info.is_check ? <p className={common.muted}>{t('no_spins_invite')}</p> : null}
    </section>
  );
}
