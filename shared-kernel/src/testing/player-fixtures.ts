// Complete, valid API data for tests: override what a test is about.
import type { LobbyInfo, UserInfo } from '@casino/shared-kernel/api-contract';

export function userInfoFixture(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 1,
    uid: 1001,
    name: 'asha',
    nick_name: 'Asha',
    coin: 200,
    money: 5000,
    gold: 0,
    vip_level: 0,
    top_agent: 0,
    top_agent_level: 0,
    channel_id: 1,
    pay_count: 0,
    pay_total: 0,
    gold_amount: 0,
    first_pay_date: '',
    create_time: 1_763_800_000,
    mobile: '',
    is_need_opt: false,
    parent_invitation_code: '',
    second_parent: 0,
    third_parent: 0,
    ip: '',
    regist_device_code: '',
    regist_finger: '',
    login_ip: '',
    login_device_code: '',
    login_finger: '',
    state: 0,
    classify: 0,
    fcm_token: '',
    ...overrides,
  };
}

export function lobbyInfoFixture(overrides: Partial<LobbyInfo> = {}): LobbyInfo {
  return {
    activity_cfg: {},
    poputar_list: [],
    self_list: [],
    bottom_list: [],
    game_type_list: [],
    act_list: [],
    banner_list: [],
    activity_list: [],
    server_cfg: { report_url: '', loginConfig: { loginMethodArr: [] }, language_num: 2, show_task: 1 },
    country_info: {},
    reward_center_status: false,
    activity_center: { mode: 0, activity: [], LabelType: 0, LabelId: 0 },
    download_award: 0,
    regist_gift: 0,
    download_show: false,
    game_platform_show: false,
    public_save_str: '',
    ...overrides,
  };
}
