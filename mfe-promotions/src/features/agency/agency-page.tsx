import { useEffect, useRef, useState } from 'react';
import { casinoApi } from '@casino/shared-kernel/api';
import { formatDateTime, fromEpochSeconds } from '@casino/shared-kernel/format';
import { agencyRedDotAtom, isSignedInAtom, requireLogin, useAtomValue } from '@casino/shared-kernel/state';
import { Badge, Button, Skeleton, useMoney } from '@casino/shared-kernel/ui-core';
import { PromotionsPage } from '../../app/promotions-page.tsx';
import { usePromotionsText } from '../../i18n/promotions-texts.ts';
import { JoinPrompt, LoadFailed } from '../common/load-failed.tsx';
import { announceReward, listOf, minorUnits, numberOf, record, rewardKind, textOf } from '../common/rewards.ts';
import { SharePanel } from '../common/share-panel.tsx';
import { useServerData } from '../common/use-server-data.ts';
import { PrizeGame, type PrizeGameHandle } from '../prize-game/prize-game.tsx';
import common from '../common/common.module.css';

/** `invite/infonew`'s one use (spec 7). */
const OWN_INVITES = { invite_type: 1 } as const;

/**
 * The agency page (`/proxy`): the agent's invite figures and invitees (masked by the server), the
 * share panel, and the agent turntable (`POST /api/agent/turntable`, once a day for agents whose
 * invitees deposited). The agency red dot sits by the heading.
 */
export default function AgencyPage() {
  const t = usePromotionsText();
  const signedIn = useAtomValue(isSignedInAtom);
  const agencyDot = useAtomValue(agencyRedDotAtom);
  return (
    <PromotionsPage path="/proxy" actions={agencyDot ? <Badge dot label={t('red_dot')} /> : null}>
      {signedIn ? <AgentFigures /> : <JoinPrompt text={t('agency_visitor')} onJoin={() => requireLogin()} />}
    </PromotionsPage>
  );
}

function AgentFigures() {
  const t = usePromotionsText();
  const money = useMoney();
  const info = useServerData(() => casinoApi.get('inviteInfo', OWN_INVITES), 'agency');
  if (info.failed && !info.data) return <LoadFailed onRetry={info.reload} />;
  if (!info.data) return <Skeleton shape="rect" height={240} />;
  const figures = info.data;
  const stats: [string, string][] = [
    [t('invited_total'), String(numberOf(figures, 'invite_count'))],
    [t('invited_depositors'), String(numberOf(figures, 'valid_invite_count'))],
    [t('invited_today'), String(numberOf(figures, 'today_invite_count'))],
    [t('invite_rewards'), money(numberOf(figures, 'total_reward'))],
  ];
  return (
    <>
      <dl className={common.stats}>
        {stats.map(([term, value]) => (
          <div key={term} className={common.stat}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <AgentTurntable />
      <SharePanel link={textOf(figures, 'invite_url') || textOf(figures, 'invite_link')} code={textOf(figures, 'invitation_code')} text={t('share_text')} />
      <section className={common.section} aria-labelledby="agency-invitees">
        <h2 id="agency-invitees">{t('invitees_title')}</h2>
        {listOf(figures, 'list').length === 0 ? (
          <p className={common.muted}>{t('no_invitees')}</p>
        ) : (
          <ul className={common.list} data-testid="promotions.agency-invitees">
            {listOf(figures, 'list').map((entry, index) => (
              <li key={index} className={common.row}>
                <span>{textOf(entry, 'nick_name')}</span>
                <span className={common.muted}>{textOf(entry, 'uid')}</span>
                <span>{record(entry).is_pay === true ? t('invitee_deposited') : t('invitee_signed_up')}</span>
                <span className={common.muted}>{formatDateTime(fromEpochSeconds(numberOf(entry, 'create_time')))}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/**
 * The agent turntable. The server names its prizes only with a spin's answer, so the reel appears
 * with that answer and spins to the prize it awarded.
 */
function AgentTurntable() {
  const t = usePromotionsText();
  const money = useMoney();
  const [faces, setFaces] = useState<number[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  // An answer waits for its reel to land on it.
  const [waiting, setWaiting] = useState(false);
  const answer = useRef<unknown>(null);
  const game = useRef<PrizeGameHandle>(null);

  const spin = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const result = await casinoApi.post('agentTurntable');
      answer.current = result;
      setWaiting(true);
      setFaces(listOf(result, 'turntable_cfg').map((segment) => numberOf(segment, 'amount')));
    } catch {
      setBusy(false);
    }
  };
  useEffect(() => {
    if (faces && waiting) game.current?.play();
  }, [faces, waiting]);

  const landed = () => {
    const result = answer.current;
    answer.current = null;
    setWaiting(false);
    setBusy(false);
    setSaid(t('wheel_landed', { amount: money(numberOf(result, 'amount')) }));
    announceReward('agent-turntable', [minorUnits(rewardKind(numberOf(result, 'money_type')), numberOf(result, 'amount'))]);
  };

  return (
    <section className={common.section} aria-labelledby="agent-turntable">
      <h2 id="agent-turntable">{t('agent_turntable_title')}</h2>
      <p className={common.muted}>{t('agent_turntable_text')}</p>
      {faces ? (
        <PrizeGame
          ref={game}
          kind="slot"
          prizes={faces.map((amount) => ({ label: money(amount) }))}
          label={t('agent_turntable_title')}
          actionLabel={t('spin')}
          canPlay={waiting}
          draw={() => Promise.resolve(numberOf(answer.current, 'index'))}
          onLanded={landed}
          testId="promotions.agent-reel"
        />
      ) : (
        <Button block busy={busy} onClick={() => void spin()}>
          {t('spin')}
        </Button>
      )}
      <p className={common.result} aria-live="polite">
        {said}
      </p>
    </section>
  );
}
