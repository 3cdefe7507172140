import { ACTIVITY_TYPE, type ActivityType } from '@casino/shared-kernel/api-contract';

/**
 * The events every brand runs. An activity's `activity_id` is its `ACTIVITY_TYPE` value (one event
 * of a kind per brand), so the lobby's lists, the red dots, the reward center and the deposit offers
 * agree on ids without a table between them.
 */
export const RUNNING_ACTIVITIES: readonly ActivityType[] = [
  ACTIVITY_TYPE.FIRST_RECHARGE,
  ACTIVITY_TYPE.SECOND_RECHARGE,
  /** The daily gift pack (spec 4: shown from the second deposit on, once a day). */
  ACTIVITY_TYPE.REPEAT_PAY,
  ACTIVITY_TYPE.RECHARGE_REWARD,
  ACTIVITY_TYPE.INVITE_TURNTABLE,
  ACTIVITY_TYPE.GOLD_RUSHING,
  ACTIVITY_TYPE.BLIND_BOX,
  ACTIVITY_TYPE.CASH_BACK,
  ACTIVITY_TYPE.DOWNLOAD,
  ACTIVITY_TYPE.GIFT_PACKET,
];

/** Whether the brand runs the event (every brand runs the same set today). */
export function isActivityRunning(brand: string, type: ActivityType): boolean {
  void brand;
  return RUNNING_ACTIVITIES.includes(type);
}
