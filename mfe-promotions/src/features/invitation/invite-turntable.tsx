import { useEffect, useRef, useState } from 'react';
import { casinoApi } from '@casino/shared-kernel/api';
import type { InvitationTurntable } from '@casino/shared-kernel/api-contract';
import { TURNTABLE_SCALE, formatDateTime, fromEpochSeconds } from '@casino/shared-kernel/format';
import { isSignedInAtom, requireLogin, useAtomValue } from '@casino/shared-kernel/state';
import { Countdown, Skeleton, useMoney } from '@casino/shared-kernel/ui';
import { usePromotionsText } from '../../i18n/promotions-texts.ts';
import { JoinPrompt, LoadFailed } from '../common/load-failed.tsx';
import { announceReward, textOf } from '../common/rewards.ts';
import { SharePanel } from '../common/share-panel.tsx';
import { useServerData } from '../common/use-server-data.ts';
import { PrizeGame } from '../prize-game/prize-game.tsx';
import { afterSpin, rotateResult, targetProgress, turntableLines, turntableSegments, type RotateResult } from './invitation-rules.ts';
import styles from '../common/common.module.css';

/** The spec's record page: page 1, limit 10 (spec 9). */
const RECORDS = { page: 1, limit: 10 } as const;
/** How often the pool and its winners are asked again while the page shows them. */
export const POOL_REFRESH_MS = 30_000;
/** `invite/infonew`'s one use (spec 7). */
const OWN_INVITES = { invite_type: 1 } as const;

interface TurntableData {
  info: InvitationTurntable;
  invite: unknown;
}

async function loadTurntable(): Promise<TurntableData> {
  const [info, invite] = await Promise.all([casinoApi.get('activityInfo', { activity_id: 8 }), casinoApi.get('inviteInfo', OWN_INVITES)]);
  return { info, invite };
}

/**
 * The invitation turntable (activity 8): collected money against the target, spins left, the end
 * time, the wheel, the first-spin tip and the share panel. `full` adds the pool with its winners
 * and the player's records (the `/invitation` page); the lobby's dialog shows the rest.
 */
export function InviteTurntable({ full }: { full: boolean }) {
  const signedIn = useAtomValue(isSignedInAtom);
  const t = usePromotionsText();
  if (!signedIn) return <JoinPrompt text={t('invitation_visitor')} onJoin={() => requireLogin()} />;
  return <PlayerTurntable full={full} />;
}

function PlayerTurntable({ full }: { full: boolean }) {
  const t = usePromotionsText();
  const money = useMoney();
  const turntable = useServerData(loadTurntable, 'turntable');
  const records = useServerData(() => (full ? casinoApi.get('inviteRewardRecord', RECORDS) : Promise.resolve(null)), 'records');
  // The spin's answer, read when the wheel lands (maybe in the same task, with reduced motion).
  const pending = useRef<RotateResult | null>(null);
  const [said, setSaid] = useState('');

  if (turntable.failed && !turntable.data) return <LoadFailed onRetry={turntable.reload} />;
  if (!turntable.data) return <Skeleton shape="rect" height={300} />;
  const { info, invite } = turntable.data;
  const segments = turntableSegments(info);
  const shown = info;

  const draw = async () => {
    setSaid('');
    const result = rotateResult(await casinoApi.post('inviteRotate'));
    pending.current = result;
    return segments.findIndex((segment) => segment.index === result.index);
  };

  const landed = () => {
    const result = pending.current;
    if (!result) return;
    pending.current = null;
    turntable.set({ info: afterSpin(info, result), invite });
    setSaid(
      result.isWithdraw
        ? t('turntable_paid', { amount: money(result.awardCash, TURNTABLE_SCALE) })
        : t('turntable_landed', { amount: money(result.amount, TURNTABLE_SCALE) }),
    );
    if (result.isWithdraw) announceReward('invite-turntable', [{ kind: 'cash', amount: result.awardCash, scale: TURNTABLE_SCALE }]);
    records.reload();
  };

  const progress = targetProgress(shown.accum_money, shown.target_amount);
  return (
    <div data-testid="promotions.invite-turntable">
      {shown.is_first_rotate ? (
        <p className={styles.tip} role="note" data-testid="promotions.first-rotate-tip">
          {t('first_rotate_tip')}
        </p>
      ) : null}
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{t('collected')}</dt>
          <dd data-testid="promotions.turntable-collected">
            {money(shown.accum_money, TURNTABLE_SCALE)} / {money(shown.target_amount, TURNTABLE_SCALE)}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('spins_left')}</dt>
          <dd data-testid="promotions.turntable-spins">{shown.remain_rot_num}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('won_so_far')}</dt>
          <dd>{money(shown.user_money, TURNTABLE_SCALE)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('ends_in')}</dt>
          <dd>
            <Countdown to={shown.end_time * 1000} label={t('ends_in')} />
          </dd>
        </div>
      </dl>
      <label className={styles.muted}>
        {t('towards_target', { percent: Math.floor(progress * 100) })}
        <progress className={styles.progress} value={progress} max={1} />
      </label>
      <PrizeGame
        kind="wheel"
        prizes={segments.map((segment) => ({ label: money(segment.amount, TURNTABLE_SCALE) }))}
        label={t('dialog_invite_turntable')}
        actionLabel={t('spin')}
        canPlay={shown.remain_rot_num > 0 && segments.length > 0}
        draw={draw}
        onLanded={landed}
        testId="promotions.turntable-wheel"
      />
      <p className={styles.result} aria-live="polite" data-testid="promotions.turntable-result">
        {said}
      </p>
      {shown.remain_rot_num === 0 ? <p className={styles.muted}>{t('no_spins_invite')}</p> : null}
      <SharePanel link={textOf(invite, 'invite_url') || textOf(invite, 'invite_link')} code={textOf(invite, 'invitation_code')} text={t('share_text')} />
      {full ? <PoolAndRecords records={records.data} /> : null}
    </div>
  );
}

function PoolAndRecords({ records }: { records: unknown }) {
  const t = usePromotionsText();
  const money = useMoney();
  const pool = useServerData(() => casinoApi.get('invitePool', {}, { hideErrorMsg: true }), 'pool');
  const { reload } = pool;
  // The winners are live: asked again every 30 s while the page is open.
  useEffect(() => {
    const timer = setInterval(reload, POOL_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);
  const winners = turntableLines(pool.data && typeof pool.data === 'object' ? (pool.data as Record<string, unknown>).list : []);
  const mine = turntableLines(records && typeof records === 'object' ? (records as Record<string, unknown>).list : []);
  const poolLeft = pool.data && typeof pool.data === 'object' ? Number((pool.data as Record<string, unknown>).poolResAmount) || 0 : 0;
  return (
    <>
      <section className={styles.section} aria-labelledby="turntable-pool">
        <h2 id="turntable-pool">{t('pool_title')}</h2>
        <p>{t('pool_left', { amount: money(poolLeft, TURNTABLE_SCALE) })}</p>
        {winners.length === 0 ? (
          <p className={styles.muted}>{t('no_winners_yet')}</p>
        ) : (
          <ul className={styles.list}>
            {winners.map((line) => (
              <li key={line.key + line.time} className={styles.row}>
                <span>{line.name}</span>
                <span>{money(line.amount, TURNTABLE_SCALE)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="turntable-records">
        <h2 id="turntable-records">{t('records_title')}</h2>
        {mine.length === 0 ? (
          <p className={styles.muted}>{t('no_records')}</p>
        ) : (
          <ul className={styles.list} data-testid="promotions.turntable-records">
            {mine.map((line) => (
              <li key={line.key} className={styles.row}>
                <span>{line.type === 2 ? t('record_payout') : t('record_spin')}</span>
                <span>{money(line.amount, TURNTABLE_SCALE)}</span>
                <span className={styles.muted}>{formatDateTime(fromEpochSeconds(line.time))}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
