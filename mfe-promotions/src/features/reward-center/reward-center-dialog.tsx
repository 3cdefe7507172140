import { casinoApi } from '@casino/shared-kernel/api';
import { isSignedInAtom, lobbyInfoAtom, requireLogin, useAtomValue } from '@casino/shared-kernel/state';
import { Badge, Button, Skeleton } from '@casino/shared-kernel/ui-core';
import { usePromotionsText } from '../../i18n/promotions-texts.ts';
import { activityAction } from '../activities/activity-rules.ts';
import { openFromDialog } from '../common/dialog-actions.ts';
import { JoinPrompt, LoadFailed } from '../common/load-failed.tsx';
import { useLobbyActivities } from '../common/use-lobby-activities.ts';
import { useServerData } from '../common/use-server-data.ts';
import { RedeemCodeForm } from './redeem-code-form.tsx';
import { rewardCenterOpen, rewardEntries } from './reward-center-rules.ts';
import styles from '../common/common.module.css';

/**
 * The reward center (`rewardCenter/list`): how many rewards and events wait, each event with its
 * red flag in the server's order, opening what it is; the redeem code when the brand has codes
 * (`code_redemption_switch`). Opened by name where the operator has closed it
 * (`reward_center_status` false), it says so and asks nothing.
 */
export default function RewardCenterDialog() {
  const t = usePromotionsText();
  const open = rewardCenterOpen(useAtomValue(lobbyInfoAtom));
  if (!open) {
    return (
      <p role="status" data-testid="promotions.reward-center.closed">
        {t('reward_center_closed')}
      </p>
    );
  }
  return <OpenRewardCenter />;
}

function OpenRewardCenter() {
  const t = usePromotionsText();
  const signedIn = useAtomValue(isSignedInAtom);
  const center = useServerData(() => casinoApi.get('rewardCenterList'), signedIn);
  const { activities } = useLobbyActivities();
  if (center.failed && !center.data) return <LoadFailed onRetry={center.reload} />;
  if (!center.data) return <Skeleton shape="text" lines={4} />;
  const entries = rewardEntries(center.data, activities ?? []);
  return (
    <div data-testid="promotions.reward-center">
      {!signedIn ? <JoinPrompt text={t('reward_center_visitor')} onJoin={() => requireLogin()} /> : null}
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{t('rewards_waiting')}</dt>
          <dd>{center.data.award_num}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('events_waiting')}</dt>
          <dd>{center.data.activity_num}</dd>
        </div>
      </dl>
      <ul className={styles.list} aria-label={t('dialog_reward_center')}>
        {entries.map((entry) => {
          const action = activityAction({ activity_type: entry.item?.activity_type ?? entry.activityId });
          return (
            <li key={entry.activityId} className={styles.row}>
              <span>
                {entry.item?.name ?? t('event_number', { id: entry.activityId })} {entry.red ? <Badge dot label={t('red_dot')} /> : null}
              </span>
              {action.kind === 'none' ? null : (
                <Button variant="secondary" onClick={() => openFromDialog('promotions.reward-center', action, { activity_id: entry.activityId })}>
                  {t('open')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {center.data.code_redemption_switch && signedIn ? (
        <section className={styles.section} aria-labelledby="reward-center-redeem">
          <h3 id="reward-center-redeem">{t('dialog_redeem_code')}</h3>
          <RedeemCodeForm />
        </section>
      ) : null}
    </div>
  );
}
