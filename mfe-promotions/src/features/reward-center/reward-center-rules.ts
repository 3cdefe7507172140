import type { ActivityItem, LobbyInfo, RewardCenter } from '@casino/shared-kernel/api-contract';

/** A reward center entry with the event it is about (from the lobby's events). */
export interface RewardEntry {
  activityId: number;
  red: boolean;
  item: ActivityItem | undefined;
}

/** The reward center's entries in their `sort` order, red-flagged ones first among equals. */
export function rewardEntries(center: Pick<RewardCenter, 'activity_list'>, activities: readonly ActivityItem[]): RewardEntry[] {
  return [...center.activity_list]
    .sort((a, b) => a.sort - b.sort || Number(b.red) - Number(a.red))
    .map((entry) => ({ activityId: entry.activity_id, red: entry.red, item: activities.find((item) => item.activity_id === entry.activity_id) }));
}

/**
 * Whether the operator has the reward center open (spec 3's `reward_center_status` of the lobby).
 * Until the lobby has answered, or from a cached copy written without the switch, it is open: the
 * server's default; only an explicit false closes it.
 */
export function rewardCenterOpen(info: Pick<LobbyInfo, 'reward_center_status'> | null | undefined): boolean {
  return info?.reward_center_status !== false;
}
