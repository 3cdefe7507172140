import { casinoApi } from '@casino/shared-kernel/api';
import { formatDateTime, fromEpochSeconds } from '@casino/shared-kernel/format';
import { isSignedInAtom, requireLogin, useAtomValue } from '@casino/shared-kernel/state';
import { Skeleton, useMoney } from '@casino/shared-kernel/ui-core';
import { PromotionsPage } from '../../app/promotions-page.tsx';
import { usePromotionsText } from '../../i18n/promotions-texts.ts';
import { JoinPrompt, LoadFailed } from '../common/load-failed.tsx';
import { listOf, numberOf, textOf } from '../common/rewards.ts';
import { useServerData } from '../common/use-server-data.ts';
import { DailyBoxes, LuckyWheel } from './blind-box-panels.tsx';
import { BLIND_WHEEL_NOTICE_TYPE, wheelNotices } from './blind-box-rules.ts';
import { useBlindBox } from './use-blind-box.ts';
import common from '../common/common.module.css';

/**
 * The blind box page (`/blindBox`): today's boxes, the wheel with its cash-out, and the lists behind
 * them; for everyone, the wheel notices (`blind_wheel_notice`): who just took wheel money out.
 */
export default function BlindBoxPage() {
  const t = usePromotionsText();
  const signedIn = useAtomValue(isSignedInAtom);
  return (
    <PromotionsPage path="/blindBox">
      {signedIn ? <PlayerBlindBox /> : <JoinPrompt text={t('blind_box_visitor')} onJoin={() => requireLogin()} />}
      <WheelNotices />
    </PromotionsPage>
  );
}

/** The latest wheel cash-outs; decoration: while they cannot be had, nothing shows. */
function WheelNotices() {
  const t = usePromotionsText();
  const money = useMoney();
  const answer = useServerData(
    () => casinoApi.get('noticeMoodGroup', { notice_type: BLIND_WHEEL_NOTICE_TYPE }, { hideErrorMsg: true }),
    BLIND_WHEEL_NOTICE_TYPE,
  );
  const notices = wheelNotices(answer.data?.blind_wheel_notice);
  if (notices.length === 0) return null;
  return (
    <section className={common.section} aria-labelledby="wheel-notices" data-testid="promotions.wheel-notices">
      <h2 id="wheel-notices">{t('wheel_notice_title')}</h2>
      <ul className={common.list}>
        {notices.map((notice, index) => (
          <li key={index} className={common.row}>
            <span>{t('wheel_notice_entry', { name: notice.name, amount: money(notice.amount) })}</span>
            <span className={common.muted}>{formatDateTime(fromEpochSeconds(notice.at))}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PlayerBlindBox() {
  const box = useBlindBox();
  if (box.failed && !box.data) return <LoadFailed onRetry={box.reload} />;
  if (!box.data) return <Skeleton shape="rect" height={300} />;
  return (
    <>
      <DailyBoxes info={box.data} playerId={box.playerId} reload={box.reload} />
      <LuckyWheel info={box.data} playerId={box.playerId} reload={box.reload} kind="grid" />
      <BlindBoxLists playerId={box.playerId} />
    </>
  );
}

function BlindBoxLists({ playerId }: { playerId: number }) {
  const t = usePromotionsText();
  const money = useMoney();
  const lists = useServerData(
    () =>
      Promise.all([
        casinoApi.get('blindBoxWithdrawList', { player_id: playerId }, { hideErrorMsg: true }),
        casinoApi.get('blindBoxInviteList', { player_id: playerId }, { hideErrorMsg: true }),
      ]),
    playerId,
  );
  const [withdrawals, invitees] = lists.data ?? [null, null];
  return (
    <>
      <section className={common.section} aria-labelledby="wheel-cash-outs">
        <h2 id="wheel-cash-outs">{t('cash_outs_title')}</h2>
        {listOf(withdrawals, 'list').length === 0 ? (
          <p className={common.muted}>{t('no_records')}</p>
        ) : (
          <ul className={common.list}>
            {listOf(withdrawals, 'list').map((entry, index) => (
              <li key={index} className={common.row}>
                <span>{money(numberOf(entry, 'amount'))}</span>
                <span className={common.muted}>{formatDateTime(fromEpochSeconds(numberOf(entry, 'create_time')))}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={common.section} aria-labelledby="wheel-invitees">
        <h2 id="wheel-invitees">{t('invitees_title')}</h2>
        {listOf(invitees, 'list').length === 0 ? (
          <p className={common.muted}>{t('no_invitees')}</p>
        ) : (
          <ul className={common.list}>
            {listOf(invitees, 'list').map((entry, index) => (
              <li key={index} className={common.row}>
                <span>{textOf(entry, 'nick_name') || textOf(entry, 'uid')}</span>
                <span>{t('spins_earned', { count: numberOf(entry, 'wheel_num') })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
