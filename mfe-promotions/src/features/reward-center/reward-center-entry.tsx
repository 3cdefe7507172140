import { casinoApi } from '@casino/shared-kernel/api';
import { casinoBus } from '@casino/shared-kernel/events';
import { isSignedInAtom, lobbyInfoAtom, openDialog, requireLogin, useAtomValue } from '@casino/shared-kernel/state';
import { Badge, Button } from '@casino/shared-kernel/ui-core';
import { useEffect } from 'react';
import { usePromotionsText } from '../../i18n/promotions-texts.ts';
import { useServerData } from '../common/use-server-data.ts';
import { rewardCenterOpen } from './reward-center-rules.ts';
import styles from '../common/common.module.css';

/**
 * The reward center's entry on the activity page: how many rewards and events wait (its count),
 * and the redeem code when the brand has codes. Visitors are asked to register for either. Where
 * the operator has closed the reward center (`reward_center_status` false) there is no entry, and
 * its list is never asked for.
 */
export function RewardCenterEntry() {
  const open = rewardCenterOpen(useAtomValue(lobbyInfoAtom));
  return open ? <OpenRewardCenterEntry /> : null;
}

function OpenRewardCenterEntry() {
  const t = usePromotionsText();
  const signedIn = useAtomValue(isSignedInAtom);
  const center = useServerData(() => casinoApi.get('rewardCenterList', {}, { hideErrorMsg: true }), signedIn);
  const { reload } = center;
  // Spec 4: the reward center reloads after a login and whenever someone asks.
  useEffect(() => casinoBus.on('reward-center:refresh-requested', reload), [reload]);
  useEffect(() => casinoBus.on('reward:won', reload), [reload]);
  const count = center.data ? center.data.award_num + center.data.activity_num : 0;
  const open = (name: 'promotions.reward-center' | 'promotions.redeem-code') => {
    if (requireLogin()) openDialog(name);
  };
  return (
    <div className={styles.actions}>
      <Badge count={signedIn ? count : 0} label={t('rewards_waiting')}>
        <Button variant="secondary" onClick={() => open('promotions.reward-center')}>
          {t('dialog_reward_center')}
        </Button>
      </Badge>
      {center.data?.code_redemption_switch ? (
        <Button variant="secondary" onClick={() => open('promotions.redeem-code')}>
          {t('dialog_redeem_code')}
        </Button>
      ) : null}
    </div>
  );
}
