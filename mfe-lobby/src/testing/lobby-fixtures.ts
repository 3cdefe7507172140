// Lobby data for the tests: complete, valid shapes (as the api-server answers them); override
// what a test is about.
import type { ActivityItem, Game, GameType, LobbyInfo, WinningNotice } from '@casino/shared-kernel/api-contract';

export function gameFixture(overrides: Partial<Game> & { id: number }): Game {
  return {
    provider: 'PGSoft',
    url: `/Gamedetail?game_id=${overrides.id}`,
    icon_url: `/api/assets/games/${overrides.id}.svg`,
    lang_key: `Game ${overrides.id}`,
    rtp: 96.5,
    rtp_wave: 1.5,
    is_favorite: false,
    is_show_name: true,
    is_pic_need_cut: false,
    third_game_id: `g-${overrides.id}`,
    ...overrides,
  };
}

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
    left_icon1: `/api/assets/activities/${overrides.activity_id}-icon.svg`,
    left_icon2: `/api/assets/activities/${overrides.activity_id}-icon-active.svg`,
    left_title: `Entry ${overrides.activity_id}`,
    banner_url: `/api/assets/activities/${overrides.activity_id}-banner.svg`,
    list_title: `Event ${overrides.activity_id}`,
    des: `About event ${overrides.activity_id}`,
    activity_detail: `How event ${overrides.activity_id} works.\n\nTerms apply.`,
    is_open: true,
    ...overrides,
  };
}

// A small catalogue in the server's shape: Originals (2), Slots by PGSoft (3) and JILI (2), Live by EVO (1).
export const DICE = gameFixture({ id: 1, provider: 'Originals', lang_key: 'Dice' });
export const CRASH = gameFixture({ id: 2, provider: 'Originals', lang_key: 'Crash' });
export const FORTUNE_TIGER = gameFixture({ id: 9, provider: 'PGSoft', lang_key: 'Fortune Tiger' });
export const ROYAL_OX = gameFixture({ id: 10, provider: 'PGSoft', lang_key: 'Royal Ox' });
export const WILD_PARTY = gameFixture({ id: 11, provider: 'PGSoft', lang_key: 'Wild Party' });
export const SUPER_ACE = gameFixture({ id: 40, provider: 'JILI', lang_key: 'Super Ace' });
export const GOLDEN_EMPIRE = gameFixture({ id: 41, provider: 'JILI', lang_key: 'Golden Empire' });
export const ROULETTE = gameFixture({ id: 70, provider: 'EVO', lang_key: 'Roulette' });

export const ALL_GAMES = [DICE, CRASH, FORTUNE_TIGER, ROYAL_OX, WILD_PARTY, SUPER_ACE, GOLDEN_EMPIRE, ROULETTE];

export function gameTypesFixture(): GameType[] {
  const byProvider = (id: number, games: Game[]) =>
    [...new Set(games.map((game) => game.provider))].map((provider, index) => ({
      id: id * 100 + index + 1,
      lang_key: provider,
      sort_index: index + 1,
      game_list: games.filter((game) => game.provider === provider),
    }));
  return [
    { id: 2, lang_key: 'lobby_slots', sort_index: 2, second_type_list: byProvider(2, [FORTUNE_TIGER, ROYAL_OX, WILD_PARTY, SUPER_ACE, GOLDEN_EMPIRE]) },
    { id: 1, lang_key: 'lobby_Original', sort_index: 1, second_type_list: byProvider(1, [DICE, CRASH]) },
    { id: 3, lang_key: 'lobby_live', sort_index: 3, second_type_list: byProvider(3, [ROULETTE]) },
    { id: 9, lang_key: 'game_manufacturer', sort_index: 9, second_type_list: byProvider(9, ALL_GAMES) },
  ];
}

export function lobbyFixture(overrides: Partial<LobbyInfo> = {}): LobbyInfo {
  const events = [
    activityFixture({ activity_id: 22, name: 'First Deposit Bonus', left_title: 'First Deposit' }),
    activityFixture({ activity_id: 19, name: 'Blind Box', left_title: 'Blind Box' }),
  ];
  return {
    activity_cfg: {},
    poputar_list: [DICE, FORTUNE_TIGER, SUPER_ACE],
    self_list: [DICE, CRASH],
    bottom_list: [
      { id: 1, name: 'PGSoft', lang_key: 'PGSoft', icon_url: '/api/assets/providers/PGSoft.svg', url: '/gameFirm?provider=PGSoft', game_num: 3, sort_index: 1 },
      { id: 2, name: 'JILI', lang_key: 'JILI', icon_url: '/api/assets/providers/JILI.svg', url: '/gameFirm?provider=JILI', game_num: 2, sort_index: 2 },
      { id: 3, name: 'EVO', lang_key: 'EVO', icon_url: '/api/assets/providers/EVO.svg', url: '/gameFirm?provider=EVO', game_num: 1, sort_index: 3 },
      {
        id: 4,
        name: 'Originals',
        lang_key: 'Originals',
        icon_url: '/api/assets/providers/Originals.svg',
        url: '/gameFirm?provider=Originals',
        game_num: 2,
        sort_index: 4,
      },
    ],
    game_type_list: gameTypesFixture(),
    act_list: events,
    banner_list: events,
    activity_list: events,
    server_cfg: { report_url: '', loginConfig: { loginMethodArr: [0, 1] }, language_num: 2 },
    country_info: {},
    reward_center_status: true,
    activity_center: { mode: 1, activity: events, LabelType: 0, LabelId: 0 },
    download_award: 1000,
    regist_gift: 2000,
    download_show: true,
    game_platform_show: true,
    public_save_str: 'fixture',
    ...overrides,
  };
}

export function winningNoticeFixture(overrides: Partial<WinningNotice> = {}): WinningNotice {
  return {
    group: [
      { nickname: 'Rajesh', amount: 12_345, game_id: 9, face_id: 3, uid: 100_001 },
      { nickname: 'Priya007', amount: 5_000, game_id: 1, face_id: 1, uid: 0 },
      { nickname: 'Anu', amount: 2_500, game_id: 40, face_id: 2, uid: 0 },
    ],
    config: { intervalTime: 3_000, afterPlayTime: 2_000, amountInterval: [20, 1000] },
    ...overrides,
  };
}
