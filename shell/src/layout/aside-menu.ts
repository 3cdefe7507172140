import { ACTIVITY_TYPE } from '@casino/shared-kernel/api-constants';
import type { AsideMenuEntry, RedDots } from '@casino/shared-kernel/api-contract';
import { AGENCY_PATH, hasAgencyRedDot } from '@casino/shared-kernel/state';

/** One side-menu entry as the layout draws it. */
export interface AsideMenuItem {
  url: string;
  /** Translation key of the label (shell namespace). */
  key: string;
  /** An address outside the site: opens in a new tab instead of the router. */
  external: boolean;
  /** Whether its red dot shows now. */
  dot: boolean;
}

/** The events each page gathers (spec 3 red dots carry an `activity_id` per running event). */
const PAGE_EVENTS: Readonly<Record<string, readonly number[]>> = {
  '/invitation': [ACTIVITY_TYPE.INVITE_TURNTABLE, ACTIVITY_TYPE.INVITE_BONUS, ACTIVITY_TYPE.INVITE_USER_AWARD],
  '/blindBox': [ACTIVITY_TYPE.BLIND_BOX, ACTIVITY_TYPE.FISSION_BLIND_BOX, ACTIVITY_TYPE.GAME_BLIND_BOX],
};

/** The events whose red flag is up (`actnew_list` counts only the ones it shows). */
function redEvents(dots: RedDots): Set<number> {
  const red = new Set<number>();
  for (const entry of dots.activity_list) if (entry.is_show_red) red.add(entry.activity_id);
  for (const entry of dots.actnew_list) if (entry.is_show_red && entry.is_show) red.add(entry.activity_id);
  return red;
}

/**
 * Whether the page at `url` has something to collect, from the red dots (spec 3): `/download` while
 * the download award waits (`down_load_status` 1), `/activity` when any event is red, the
 * invitation and blind-box pages when one of their events is, the agency page (`/proxy`) by the
 * kernel's agency rule. Other pages have no dot.
 */
export function hasRedDot(url: string, dots: RedDots | null): boolean {
  if (!dots) return false;
  const path = url.split(/[?#]/, 1)[0] ?? url;
  if (path === '/download') return dots.down_load_status === 1;
  if (path === AGENCY_PATH) return hasAgencyRedDot(dots);
  const red = redEvents(dots);
  if (path === '/activity') return red.size > 0;
  return (PAGE_EVENTS[path] ?? []).some((id) => red.has(id));
}

/** Whether a menu address leaves the site (`https://…`, `//cdn…`), rather than naming a route. */
export function isExternalUrl(url: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(url);
}

/**
 * The side menu from the site settings' `asideMenu` (the kernel already kept only complete url/key
 * pairs, spec 4) and the red dots: an entry whose `badgeHidden` is set never shows its dot.
 */
export function asideMenuItems(entries: readonly AsideMenuEntry[], dots: RedDots | null): AsideMenuItem[] {
  return entries.map(({ url, key, badgeHidden }) => ({
    url,
    key,
    external: isExternalUrl(url),
    dot: !badgeHidden && hasRedDot(url, dots),
  }));
}
