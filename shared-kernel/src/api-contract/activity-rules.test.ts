import { describe, expect, it } from 'vitest';
import { isActivityShowing, showingActivities, showingBanners } from './activity-rules.ts';
import type { ActivityItem } from './promotions.ts';

const item = (fields: Partial<ActivityItem> & Pick<ActivityItem, 'activity_id'>) =>
  ({ activity_type: 1, sort_id: 0, is_open: true, show_end_time: 0, banner_url: '', ...fields }) as ActivityItem;

describe('which events show', () => {
  const now = Date.UTC(2026, 10, 22);
  it('shows an open event until its show_end_time (0: no end)', () => {
    expect(isActivityShowing({ is_open: true, show_end_time: 0 }, now)).toBe(true);
    expect(isActivityShowing({ is_open: true, show_end_time: now / 1000 + 1 }, now)).toBe(true);
    expect(isActivityShowing({ is_open: true, show_end_time: now / 1000 }, now)).toBe(false);
    expect(isActivityShowing({ is_open: false, show_end_time: 0 }, now)).toBe(false);
  });

  it('sorts by sort_id and lists each event once', () => {
    const items = [
      item({ activity_id: 8, sort_id: 3 }),
      item({ activity_id: 22, sort_id: 1 }),
      item({ activity_id: 8, sort_id: 3 }),
      item({ activity_id: 17, sort_id: 2, is_open: false }),
    ];
    expect(showingActivities(items, now).map((each) => each.activity_id)).toEqual([22, 8]);
    expect(showingActivities(undefined, now)).toEqual([]);
  });

  it('shows as banners only the events showing now that have a picture', () => {
    const items = [
      item({ activity_id: 3, sort_id: 2, banner_url: '/b/3.png' }),
      item({ activity_id: 4, sort_id: 1, banner_url: '' }),
      item({ activity_id: 5, sort_id: 0, banner_url: '/b/5.png', show_end_time: now / 1000 - 1 }),
      item({ activity_id: 6, sort_id: 3, banner_url: '/b/6.png' }),
    ];
    expect(showingBanners(items, now).map((each) => each.activity_id)).toEqual([3, 6]);
  });
});
