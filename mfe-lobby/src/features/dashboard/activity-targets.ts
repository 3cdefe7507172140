// Where an activity entry or banner leads (spec 3 activity items, spec 4 activity types): a page of
// the site or the owning remote's dialog, opened by name (platform.md, "Ownership of dialogs").
import { ACTIVITY_TYPE } from '@casino/shared-kernel/api-constants';
import type { ActivityItem } from '@casino/shared-kernel/api-contract';
import type { DialogName } from '@casino/shared-kernel/state';

export type ActivityTarget =
  | { kind: 'route'; to: string }
  /** `needsLogin`: a visitor is asked to register instead (spec 6: wallet, turntable and the like). */
  | { kind: 'dialog'; name: DialogName; needsLogin: boolean };

const route = (to: string): ActivityTarget => ({ kind: 'route', to });
const dialog = (name: DialogName, needsLogin = true): ActivityTarget => ({ kind: 'dialog', name, needsLogin });

/**
 * Events with a place of their own: the deposit offers open the wallet's dialogs; the daily gift,
 * gold panning, the lucky box, the invitation turntable and gift packets the promotions' dialogs;
 * cashback the VIP dialog (VIP cashback); the other invitation events, the other blind boxes and
 * the download award have pages. Every other event opens the activity page, which lists them all.
 */
const TARGETS: Readonly<Partial<Record<number, ActivityTarget>>> = {
  [ACTIVITY_TYPE.FIRST_RECHARGE]: dialog('wallet.first-recharge'),
  [ACTIVITY_TYPE.SECOND_RECHARGE]: dialog('wallet.deposit'),
  [ACTIVITY_TYPE.REPEAT_PAY]: dialog('promotions.daily-gift'),
  [ACTIVITY_TYPE.RECHARGE_REWARD]: dialog('wallet.deposit'),
  [ACTIVITY_TYPE.RECHARGE_REBATE]: dialog('wallet.deposit'),
  [ACTIVITY_TYPE.FIRST_PAY_REBATE]: dialog('wallet.first-recharge'),
  [ACTIVITY_TYPE.GOLD_RUSHING]: dialog('promotions.gold-panning'),
  [ACTIVITY_TYPE.TURNTABLE]: dialog('promotions.lucky-box'),
  [ACTIVITY_TYPE.CASH_BACK]: dialog('account.vip'),
  [ACTIVITY_TYPE.INVITE_TURNTABLE]: dialog('promotions.invite-turntable'),
  [ACTIVITY_TYPE.INVITE_BONUS]: route('/invitation'),
  [ACTIVITY_TYPE.INVITE_USER_AWARD]: route('/invitation'),
  [ACTIVITY_TYPE.BLIND_BOX]: dialog('promotions.lucky-box'),
  [ACTIVITY_TYPE.FISSION_BLIND_BOX]: route('/blindBox'),
  [ACTIVITY_TYPE.GAME_BLIND_BOX]: route('/blindBox'),
  [ACTIVITY_TYPE.DOWNLOAD]: route('/download'),
  [ACTIVITY_TYPE.GIFT_PACKET]: dialog('promotions.gift-packet'),
};

export function activityTarget(item: Pick<ActivityItem, 'activity_type'>): ActivityTarget {
  return TARGETS[item.activity_type] ?? route('/activity');
}
