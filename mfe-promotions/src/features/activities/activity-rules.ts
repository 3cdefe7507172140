// What the activity page does for each event (spec 4's activity types): the promotions' own
// dialogs and pages, the wallet's dialogs for the deposit offers, the account's VIP for cashback.
import { ACTIVITY_TYPE } from '@casino/shared-kernel/api-constants';
import type { ActivityItem } from '@casino/shared-kernel/api-contract';
import type { DialogName } from '@casino/shared-kernel/state';

export type ActivityAction =
  | { kind: 'route'; to: string; needsLogin: boolean }
  | { kind: 'dialog'; name: DialogName; needsLogin: boolean }
  /** The event has its detail only (nothing to join from this client). */
  | { kind: 'none' };

const route = (to: string, needsLogin = false): ActivityAction => ({ kind: 'route', to, needsLogin });
const dialog = (name: DialogName): ActivityAction => ({ kind: 'dialog', name, needsLogin: true });

const ACTIONS: Readonly<Partial<Record<number, ActivityAction>>> = {
  [ACTIVITY_TYPE.REPEAT_PAY]: dialog('promotions.daily-gift'),
  [ACTIVITY_TYPE.GOLD_RUSHING]: dialog('promotions.gold-panning'),
  [ACTIVITY_TYPE.TURNTABLE]: dialog('promotions.lucky-box'),
  [ACTIVITY_TYPE.BLIND_BOX]: route('/blindBox'),
  [ACTIVITY_TYPE.FISSION_BLIND_BOX]: route('/blindBox'),
  [ACTIVITY_TYPE.GAME_BLIND_BOX]: route('/blindBox'),
  [ACTIVITY_TYPE.INVITE_TURNTABLE]: route('/invitation'),
  [ACTIVITY_TYPE.INVITE_BONUS]: route('/invitation'),
  [ACTIVITY_TYPE.INVITE_USER_AWARD]: route('/invitation'),
  [ACTIVITY_TYPE.GIFT_PACKET]: dialog('promotions.gift-packet'),
  [ACTIVITY_TYPE.FIRST_RECHARGE]: dialog('wallet.first-recharge'),
  [ACTIVITY_TYPE.FIRST_PAY_REBATE]: dialog('wallet.first-recharge'),
  [ACTIVITY_TYPE.SECOND_RECHARGE]: dialog('wallet.deposit'),
  [ACTIVITY_TYPE.RECHARGE_REWARD]: dialog('wallet.deposit'),
  [ACTIVITY_TYPE.RECHARGE_REBATE]: dialog('wallet.deposit'),
  [ACTIVITY_TYPE.CASH_BACK]: dialog('account.vip'),
  [ACTIVITY_TYPE.DOWNLOAD]: route('/download'),
};

/** What joining or claiming an event opens. */
export function activityAction(item: Pick<ActivityItem, 'activity_type'>): ActivityAction {
  return ACTIONS[item.activity_type] ?? { kind: 'none' };
}

/** The detail text (`activity_detail`): plain text, paragraphs separated by blank lines. */
export function detailParagraphs(detail: string): string[] {
  return detail
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** Whether the red dots mark this event as having something new or claimable. */
export function hasRedDot(
  dots: { activity_list?: readonly { activity_id: number; is_show_red: boolean }[]; actnew_list?: readonly { activity_id: number; is_show_red: boolean; is_show: boolean }[] } | null,
  activityId: number,
): boolean {
  if (!dots) return false;
  return (
    (dots.activity_list ?? []).some((dot) => dot.activity_id === activityId && dot.is_show_red) ||
    (dots.actnew_list ?? []).some((dot) => dot.activity_id === activityId && dot.is_show && dot.is_show_red)
  );
}
