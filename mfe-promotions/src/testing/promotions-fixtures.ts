// Promotions data for the tests, in the server's shapes; override what a test is about.
import type { ActivityItem, LobbyInfo, UserInfo } from '@casino/shared-kernel/api-contract';
import { signIn } from '@casino/shared-kernel/state';

export function activityFixture(overrides: Partial<ActivityItem> & { activity_id: number }): ActivityItem {
  return {
    activity_type: overrides.activity_id,
    name: `Event ${overrides.activity_id}`,
    sort_id: overrides.activity_id,
    show_end_time: 0,
    is_show_banner: true,
    is_left_show: true,
    is_show_left_bannel: true,
    is_enter_window: false,
    is_detail_show: true,
    img_url: `/api/assets/activities/${overrides.activity_id}-image.svg`,
    left_icon1: '',
    left_icon2: '',
    left_title: `Entry ${overrides.activity_id}`,
    banner_url: `/api/assets/activities/${overrides.activity_id}-banner.svg`,
    list_title: `Event ${overrides.activity_id}`,
    des: `About event ${overrides.activity_id}`,
    activity_detail: `How event ${overrides.activity_id} works.\n\nTerms apply.`,
    is_open: true,
    ...overrides,
  };
}

/** The lobby info with these events (the rest empty). */
export function lobbyWithEvents(events: ActivityItem[]): LobbyInfo {
  return { activity_list: events, act_list: events, banner_list: events } as unknown as LobbyInfo;
}

/** Signs Asha in (as a login would). */
export function signInAsha(overrides: Partial<UserInfo> = {}): void {
  signIn({
    accessToken: 'token-of-asha',
    userInfo: { id: 7, uid: 100_007, name: 'asha', nick_name: 'Asha', coin: 0, money: 0, gold: 0, vip_level: 0, pay_count: 0, first_pay_date: '', ...overrides } as UserInfo,
  });
}
