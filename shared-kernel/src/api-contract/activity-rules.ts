import type { ActivityItem } from './promotions.ts';

/** Spec 3: an event shows until `show_end_time` (Unix seconds; 0 = no end) and while `is_open`. */
export function isActivityShowing(item: Pick<ActivityItem, 'is_open' | 'show_end_time'>, nowMs: number): boolean {
  return item.is_open !== false && (!(item.show_end_time > 0) || item.show_end_time * 1000 > nowMs);
}

/** Activity items in `sort_id` order, only those showing now, each once (by `activity_id`). */
export function showingActivities(items: readonly ActivityItem[] | undefined, nowMs: number): ActivityItem[] {
  const seen = new Set<number>();
  return [...(Array.isArray(items) ? items : [])]
    .filter((item) => isActivityShowing(item, nowMs))
    .sort((a, b) => a.sort_id - b.sort_id)
    .filter((item) => {
      if (seen.has(item.activity_id)) return false;
      seen.add(item.activity_id);
      return true;
    });
}

/** The Dashboard's banners (`banner_list`): the events showing now that have a picture, in order. */
export function showingBanners(items: readonly ActivityItem[] | undefined, nowMs: number): ActivityItem[] {
  return showingActivities(items, nowMs).filter((item) => item.banner_url !== '');
}
