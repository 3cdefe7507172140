import { describe, expect, it } from 'vitest';
import type { ActivityItem } from '@casino/shared-kernel/api-contract';
import { rewardCenterOpen, rewardEntries } from './reward-center-rules.ts';

describe('the reward center list', () => {
  it('follows the server’s sort, names each entry after its event, and keeps entries whose event is unknown', () => {
    const gold = { activity_id: 17, name: 'Gold Rush' } as ActivityItem;
    const entries = rewardEntries(
      {
        activity_list: [
          { activity_id: 17, red: false, sort: 2 },
          { activity_id: 8, red: true, sort: 1 },
          { activity_id: 99, red: true, sort: 2 },
        ],
      },
      [gold],
    );
    expect(entries.map((entry) => entry.activityId)).toEqual([8, 99, 17]);
    expect(entries[2]?.item).toBe(gold);
    expect(entries[0]?.item).toBeUndefined();
  });
});

describe('the operator’s switch (reward_center_status)', () => {
  it('closes the reward center only when the lobby says false', () => {
    expect(rewardCenterOpen({ reward_center_status: false })).toBe(false);
    expect(rewardCenterOpen({ reward_center_status: true })).toBe(true);
    expect(rewardCenterOpen(null)).toBe(true);
  });
});
