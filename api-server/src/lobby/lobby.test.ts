import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY_TYPE,
  API_HEADERS,
  ENVELOPE_CODE,
  LOGIN_TYPE,
  POKER_GAME_ID,
  gameSchema,
  type Game,
  type LobbyInfo,
} from '@casino/shared-kernel/api-contract';
import { RUNNING_ACTIVITIES } from '../catalogue/activities.ts';
import { GAME_PROVIDERS } from '../catalogue/game-catalogue.ts';
import { TOKEN_MESSAGES } from '../server/api-refusal.ts';
import { tempDirs } from '../testing/temp-dirs.ts';
import { dataOf, startTestApiServer, type TestApiServer } from '../testing/test-api-server.ts';
import { LOBBY_MESSAGES } from './lobby-domain.ts';
import { LOBBY_CATEGORIES } from './lobby-info.ts';

const dirs = tempDirs();
let server: TestApiServer;

beforeAll(async () => {
  server = await startTestApiServer(dirs);
});

afterAll(async () => {
  await server.close();
  dirs.cleanup();
});

let phones = 0;
/** A new player of the brand; returns the token. */
async function newPlayer(brand = 'india'): Promise<string> {
  phones += 1;
  const mobile = brand === 'brasil' ? `1195${String(phones).padStart(7, '0')}` : `93${String(phones).padStart(8, '0')}`;
  return dataOf(
    await server.register(
      {
        client_type: LOGIN_TYPE.PHONE,
        mobile,
        password: 'secret-1',
        channel_id: 1,
      },
      { brand },
    ),
  ).accessToken;
}

const lobbyOf = async (token = '', brand?: string, language?: string) =>
  dataOf(await server.call('lobbyIndex', {}, { token, ...(brand ? { brand } : {}), ...(language ? { headers: { [API_HEADERS.language]: language } } : {}) }));

/** Every game entry of the lobby's lists, with where it was found. */
function lobbyGames(info: LobbyInfo): { where: string; game: Game }[] {
  return [
    ...info.poputar_list.map((game) => ({ where: 'poputar_list', game })),
    ...info.self_list.map((game) => ({ where: 'self_list', game })),
    ...info.game_type_list.flatMap((type) =>
      type.second_type_list.flatMap((group) =>
        group.game_list.map((game) => ({
          where: `${type.lang_key}/${group.lang_key}`,
          game,
        })),
      ),
    ),
  ];
}

const favouriteIds = (info: LobbyInfo) =>
  new Set(
    lobbyGames(info)
      .filter(({ game }) => game.is_favorite)
      .map(({ game }) => game.id),
  );
const catalogueSize = () => server.services.catalogue.all().length;

describe('GET /api/preload and /api/index', () => {
  it('answers a visitor every category of spec 9, grouped by provider, with the whole catalogue', async () => {
    const info = dataOf(await server.call('lobbyPreload', {}));
    expect(info.game_type_list.map((type) => type.lang_key)).toEqual([...LOBBY_CATEGORIES]);
    expect(info.game_type_list.map((type) => type.sort_index)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const type of info.game_type_list) {
      expect(type.second_type_list.length, type.lang_key).toBeGreaterThan(0);
      for (const group of type.second_type_list) {
        expect(group.game_list.length).toBeGreaterThan(0);
        expect(new Set(group.game_list.map((game) => game.provider))).toEqual(new Set([group.lang_key]));
      }
    }
    const manufacturer = info.game_type_list.find((type) => type.lang_key === 'game_manufacturer');
    expect(manufacturer?.second_type_list.map((group) => group.lang_key)).toEqual([...GAME_PROVIDERS]);
    expect(manufacturer?.second_type_list.reduce((sum, group) => sum + group.game_list.length, 0)).toBe(catalogueSize());
    const poker = info.game_type_list.find((type) => type.lang_key === 'game_poker');
    expect(poker?.second_type_list.flatMap((group) => group.game_list.map((game) => game.id))).toEqual([
      POKER_GAME_ID.NLH,
      POKER_GAME_ID.SIX_PLUS,
      POKER_GAME_ID.AOF,
    ]);

    const games = lobbyGames(info);
    const ids = new Set(games.map(({ game }) => game.id));
    expect(ids.size).toBeGreaterThanOrEqual(150);
    expect(ids.size).toBe(catalogueSize());
    const secondIds = info.game_type_list.flatMap((type) => type.second_type_list.map((group) => group.id));
    expect(new Set(secondIds).size).toBe(secondIds.length);
    for (const { where, game } of games) {
      expect(gameSchema.parse(game), where).toEqual(game);
      expect(game.third_game_id, where).toMatch(/^[a-z0-9-]+$/);
      expect(game.is_favorite, where).toBe(false);
      expect(game.icon_url).toBe(`${server.config.publicUrl}/api/assets/games/${game.id}.svg?v=1`);
      expect(game.url).toBe(`/Gamedetail?game_id=${game.id}`);
      expect(game.rtp).toBeGreaterThan(90);
      expect(game.rtp).toBeLessThan(100);
    }
  });

  it('lists the popular games and the originals', async () => {
    const info = await lobbyOf();
    expect(info.poputar_list.length).toBeGreaterThanOrEqual(10);
    const popular = new Set(
      server.services.catalogue
        .all()
        .filter((game) => game.popular)
        .map((game) => game.id),
    );
    expect(new Set(info.poputar_list.map((game) => game.id))).toEqual(popular);
    expect(info.self_list.length).toBe(8);
    expect(new Set(info.self_list.map((game) => game.provider))).toEqual(new Set(['Originals']));
    expect(info.self_list[0]?.lang_key).toBe('Dice');
  });

  it('answers the same data on preload and index', async () => {
    const token = await newPlayer();
    dataOf(await server.call('favorite', { game_id: 2 }, { token }));
    expect(dataOf(await server.call('lobbyPreload', {}, { token }))).toEqual(dataOf(await server.call('lobbyIndex', {}, { token })));
    expect(dataOf(await server.call('lobbyPreload', {}))).toEqual(await lobbyOf());
  });

  it('lists every running event as activity items, dated past now', async () => {
    const info = await lobbyOf();
    const now = Math.floor(server.clock.now() / 1000);
    expect(info.activity_list.map((item) => item.activity_id).sort((a, b) => a - b)).toEqual([...RUNNING_ACTIVITIES].sort((a, b) => a - b));
    expect(info.activity_list.map((item) => item.sort_id)).toEqual([...info.activity_list.map((item) => item.sort_id)].sort((a, b) => a - b));
    for (const item of info.activity_list) {
      expect(item.activity_type).toBe(item.activity_id);
      expect(item.show_end_time).toBeGreaterThan(now);
      expect(item.show_end_time).toBeLessThanOrEqual(now + 32 * 24 * 3600);
      expect(item.name.length).toBeGreaterThan(3);
      expect(item.des.length).toBeGreaterThan(10);
      expect(item.activity_detail.split('\n\n').length).toBeGreaterThanOrEqual(3);
      expect(item.is_open).toBe(true);
      for (const url of [item.banner_url, item.img_url, item.left_icon1, item.left_icon2])
        expect(url.startsWith(`${server.config.publicUrl}/api/assets/activities/india/`)).toBe(true);
    }
    expect(info.banner_list.length).toBeGreaterThan(0);
    expect(info.banner_list.every((item) => item.is_show_banner)).toBe(true);
    expect(info.act_list.every((item) => item.is_left_show)).toBe(true);
    expect(info.activity_center).toEqual({
      mode: 1,
      activity: info.activity_list,
      LabelType: 0,
      LabelId: 0,
    });
    expect(info.activity_cfg).toMatchObject({
      activity_ids: info.activity_list.map((item) => item.activity_id),
      first_recharge_cycle: 21_600,
      daily_gift_min_pay_count: 2,
    });
  });

  it('moves the events’ end when the month is over', async () => {
    const before = (await lobbyOf()).activity_list[0]?.show_end_time ?? 0;
    server.clock.advance(40 * 24 * 3600 * 1000);
    try {
      const after = (await lobbyOf()).activity_list[0]?.show_end_time ?? 0;
      expect(after).toBeGreaterThan(before);
      expect(after).toBeGreaterThan(Math.floor(server.clock.now() / 1000));
    } finally {
      server.clock.advance(-40 * 24 * 3600 * 1000);
    }
  });

  it('answers the server and country configuration of the brand', async () => {
    const info = await lobbyOf();
    expect(info.server_cfg).toEqual({
      report_url: '',
      // The test server has a Google audience, so third-party sign-in is offered.
      loginConfig: {
        loginMethodArr: [LOGIN_TYPE.GUEST, LOGIN_TYPE.PHONE, LOGIN_TYPE.PHONECODE, LOGIN_TYPE.EMAILCODE, LOGIN_TYPE.EMAIL, LOGIN_TYPE.THIRD],
      },
      // The operator shows india all seven languages.
      language_num: 7,
      // Every brand runs bet tasks: the bonus task list shows (spec 6).
      show_task: 1,
    });
    expect(info.country_info).toEqual({
      country: 'India',
      country_code: 'IN',
      currency: 'INR',
      currency_symbol: '₹',
      area_code: '+91',
      language: 'en',
      time_zone: 'Asia/Kolkata',
      money_scale: 100,
    });
    expect(info).toMatchObject({
      reward_center_status: true,
      download_award: 2_000,
      regist_gift: 2_000,
      download_show: true,
      game_platform_show: true,
    });
    expect(info.public_save_str).toMatch(/^[0-9a-f]{16}$/);
    expect(info.bottom_list.map((entry) => entry['name'])).toEqual([...GAME_PROVIDERS]);
    expect(info.bottom_list[0]).toEqual({
      id: 1,
      name: 'PGSoft',
      lang_key: 'PGSoft',
      icon_url: `${server.config.publicUrl}/api/assets/providers/PGSoft.svg`,
      url: '/gameFirm?provider=PGSoft',
      game_num: 26,
      sort_index: 1,
    });
  });

  it('speaks the brand’s language and money on brasil', async () => {
    const [india, brasil] = [await lobbyOf(), await lobbyOf('', 'brasil', 'pt-br')];
    expect(brasil.country_info).toMatchObject({
      country: 'Brasil',
      country_code: 'BR',
      currency: 'BRL',
      currency_symbol: 'R$',
      area_code: '+55',
      language: 'pt-br',
    });
    expect(brasil).toMatchObject({ download_award: 200, regist_gift: 500 });
    // Spec 9's default number of languages; the reward center and the providers shown.
    expect(brasil).toMatchObject({ server_cfg: { language_num: 2 }, reward_center_status: true, game_platform_show: true });
    const name = (info: LobbyInfo, id: number) => info.activity_list.find((item) => item.activity_id === id);
    expect(name(india, ACTIVITY_TYPE.FIRST_RECHARGE)?.name).toBe('First Deposit Bonus');
    expect(name(brasil, ACTIVITY_TYPE.FIRST_RECHARGE)?.name).toBe('Bônus de Primeiro Depósito');
    expect(name(india, ACTIVITY_TYPE.DOWNLOAD)?.list_title).toBe('Install the app and get ₹20');
    expect(name(brasil, ACTIVITY_TYPE.DOWNLOAD)?.list_title).toBe('Instale o app e ganhe R$ 2');
    expect(name(brasil, ACTIVITY_TYPE.CASH_BACK)?.des).toContain('de 0,1% a 2,1%');
    expect(name(brasil, ACTIVITY_TYPE.GOLD_RUSHING)?.activity_detail).toContain('Jogue com responsabilidade');
    expect(name(brasil, ACTIVITY_TYPE.FIRST_RECHARGE)?.banner_url).toContain('/api/assets/activities/brasil/22-banner.svg');
    // The games are the same catalogue on every brand.
    expect(brasil.game_type_list).toEqual(india.game_type_list);
    expect(brasil.public_save_str).not.toBe(india.public_save_str);
  });

  it('writes the events in the language the request asks for, whatever the brand', async () => {
    const entry = (info: LobbyInfo, id: number) => info.act_list.find((item) => item.activity_id === id);
    const [english, spanish, chinese] = [await lobbyOf(), await lobbyOf('', 'india', 'es'), await lobbyOf('', 'india', 'zh')];
    expect(entry(english, ACTIVITY_TYPE.FIRST_RECHARGE)?.left_title).toBe('First Deposit');
    for (const other of [spanish, chinese]) {
      const first = entry(other, ACTIVITY_TYPE.FIRST_RECHARGE);
      expect(first?.left_title).not.toBe('First Deposit');
      expect(first?.name).not.toBe('First Deposit Bonus');
      // Every event has its words, and its pictures are drawn in that language.
      expect(other.activity_list).toHaveLength(english.activity_list.length);
      expect(first?.banner_url).toContain(`lang=${other === spanish ? 'es' : 'zh'}`);
    }
    // India's money, in the request's language.
    expect(spanish.activity_list.find((item) => item.activity_id === ACTIVITY_TYPE.DOWNLOAD)?.list_title).toContain('₹20');
    // A client comparing fingerprints sees the change.
    expect(spanish.public_save_str).not.toBe(english.public_save_str);
    // A language the site has no words for gets the brand's.
    expect(entry(await lobbyOf('', 'brasil', 'fr'), ACTIVITY_TYPE.FIRST_RECHARGE)?.name).toBe('Bônus de Primeiro Depósito');
  });
});

describe('GET /api/game/detail', () => {
  it('answers one game for a visitor', async () => {
    const detail = dataOf(await server.call('gameDetail', { game_id: POKER_GAME_ID.NLH }));
    expect(detail).toEqual({
      id: POKER_GAME_ID.NLH,
      provider: 'Popular',
      url: `/Gamedetail?game_id=${POKER_GAME_ID.NLH}`,
      icon_url: `${server.config.publicUrl}/api/assets/games/${POKER_GAME_ID.NLH}.svg?v=1`,
      lang_key: "Hold'em NLH",
      rtp: 99,
      rtp_wave: 0.5,
      is_favorite: false,
      is_show_name: true,
      is_pic_need_cut: false,
      third_game_id: 'poker-10001',
    });
  });

  it('refuses an unknown game and a malformed id', async () => {
    expect(await server.call('gameDetail', { game_id: 999_999 })).toEqual({
      code: ENVELOPE_CODE.SERVER_ERROR,
      msg: LOBBY_MESSAGES.unknownGame,
      data: null,
    });
    const malformed = await server.call('gameDetail', { game_id: 'abc' });
    expect(malformed.code).toBe(ENVELOPE_CODE.SERVER_ERROR);
    expect(malformed.msg).toMatch(/^game_id: /);
  });
});

describe('favourites', () => {
  it('toggles a game on and off, and every list and the detail follow', async () => {
    const token = await newPlayer();
    const id = server.services.catalogue.all().find((game) => game.popular && game.category === 'lobby_slots')?.id ?? 0;
    expect(await server.call('favorite', { game_id: id }, { token })).toEqual({
      code: 0,
      msg: 'ok',
      data: { is_favorite: true },
    });

    const list = dataOf(await server.call('favorites', {}, { token })).list;
    expect(list.map((game) => [game.id, game.is_favorite])).toEqual([[id, true]]);
    expect(gameSchema.parse(list[0])).toEqual(list[0]);
    expect(list[0]?.third_game_id).toBeTruthy();
    const info = await lobbyOf(token);
    const flagged = lobbyGames(info).filter(({ game }) => game.id === id);
    // popular list, its category and the provider list
    expect(flagged.map(({ where }) => where.split('/')[0])).toEqual(['poputar_list', 'lobby_slots', 'game_manufacturer']);
    expect(flagged.every(({ game }) => game.is_favorite)).toBe(true);
    expect(favouriteIds(info)).toEqual(new Set([id]));
    expect(dataOf(await server.call('gameDetail', { game_id: id }, { token })).is_favorite).toBe(true);

    expect(dataOf(await server.call('favorite', { game_id: id }, { token }))).toEqual({ is_favorite: false });
    expect(dataOf(await server.call('favorites', {}, { token })).list).toEqual([]);
    expect(favouriteIds(await lobbyOf(token))).toEqual(new Set());
    expect(dataOf(await server.call('gameDetail', { game_id: id }, { token })).is_favorite).toBe(false);
  });

  it('lists the newest favourite first', async () => {
    const token = await newPlayer();
    for (const id of [3, POKER_GAME_ID.AOF, 20]) dataOf(await server.call('favorite', { game_id: id }, { token }));
    expect(dataOf(await server.call('favorites', {}, { token })).list.map((game) => game.id)).toEqual([20, POKER_GAME_ID.AOF, 3]);
  });

  it('refuses an unknown game and stores nothing', async () => {
    const token = await newPlayer();
    expect(await server.call('favorite', { game_id: 999_999 }, { token })).toEqual({
      code: ENVELOPE_CODE.SERVER_ERROR,
      msg: LOBBY_MESSAGES.unknownGame,
      data: null,
    });
    expect((await server.call('favorite', { game_id: -1 }, { token })).code).toBe(ENVELOPE_CODE.SERVER_ERROR);
    expect(dataOf(await server.call('favorites', {}, { token })).list).toEqual([]);
  });

  it('needs a signed-in player', async () => {
    expect(await server.call('favorite', { game_id: 1 })).toEqual({
      code: ENVELOPE_CODE.TOKEN_INVALID,
      msg: TOKEN_MESSAGES.missing,
      data: null,
    });
    expect(await server.call('favorites', {})).toEqual({
      code: ENVELOPE_CODE.TOKEN_INVALID,
      msg: TOKEN_MESSAGES.missing,
      data: null,
    });
    // A dead token on the visitor calls is a visitor: no flags, no 1013.
    const info = await server.call('lobbyIndex', {}, { token: 'not-a-token' });
    expect(info.code).toBe(0);
    expect(favouriteIds(dataOf(info))).toEqual(new Set());
  });

  it('keeps one player’s favourites from another', async () => {
    const [alice, bob] = [await newPlayer(), await newPlayer()];
    dataOf(await server.call('favorite', { game_id: 5 }, { token: alice }));
    dataOf(await server.call('favorite', { game_id: 6 }, { token: bob }));
    expect(dataOf(await server.call('favorites', {}, { token: alice })).list.map((game) => game.id)).toEqual([5]);
    expect(dataOf(await server.call('favorites', {}, { token: bob })).list.map((game) => game.id)).toEqual([6]);
    expect(favouriteIds(await lobbyOf(alice))).toEqual(new Set([5]));
    expect(favouriteIds(await lobbyOf(bob))).toEqual(new Set([6]));
    expect(favouriteIds(await lobbyOf())).toEqual(new Set());
    expect(dataOf(await server.call('gameDetail', { game_id: 5 }, { token: bob })).is_favorite).toBe(false);
    // Bob toggling Alice's game starts his own favourite, it does not end hers.
    expect(dataOf(await server.call('favorite', { game_id: 5 }, { token: bob }))).toEqual({ is_favorite: true });
    expect(dataOf(await server.call('favorites', {}, { token: alice })).list.map((game) => game.id)).toEqual([5]);
  });

  it('applies toggles sent at once one after another: an even number ends where it began', async () => {
    const token = await newPlayer();
    const toggle = () => server.call('favorite', { game_id: 7 }, { token });
    const twice = await Promise.all([toggle(), toggle()]);
    expect(twice.map((answer) => dataOf(answer).is_favorite).sort()).toEqual([false, true]);
    expect(dataOf(await server.call('favorites', {}, { token })).list).toEqual([]);
    const thrice = await Promise.all([toggle(), toggle(), toggle()]);
    expect(thrice.map((answer) => dataOf(answer).is_favorite).sort()).toEqual([false, true, true]);
    expect(dataOf(await server.call('favorites', {}, { token })).list.map((game) => game.id)).toEqual([7]);
    // Different games at once all land.
    await Promise.all([8, 9, 10].map((game_id) => server.call('favorite', { game_id }, { token })));
    expect(new Set(dataOf(await server.call('favorites', {}, { token })).list.map((game) => game.id))).toEqual(new Set([7, 8, 9, 10]));
  });

  it('gives the demo player the favourites the seed wrote', async () => {
    const { accessToken } = await server.signInDemo();
    expect(dataOf(await server.call('favorites', {}, { token: accessToken })).list.map((game) => game.id)).toEqual([POKER_GAME_ID.NLH, 35, 9, 1]);
    const brasil = await server.signInDemo('brasil');
    expect(favouriteIds(await lobbyOf(brasil.accessToken, 'brasil'))).toEqual(new Set([2, 12, 60]));
  });
});

describe('restart', () => {
  it('keeps favourites over a restart', async () => {
    const restartDirs = tempDirs();
    try {
      const first = await startTestApiServer(restartDirs);
      const login = dataOf(
        await first.register({
          client_type: LOGIN_TYPE.PHONE,
          mobile: '9300099999',
          password: 'secret-1',
          channel_id: 1,
        }),
      );
      dataOf(await first.call('favorite', { game_id: 4 }, { token: login.accessToken }));
      dataOf(await first.call('favorite', { game_id: 40 }, { token: login.accessToken }));
      await first.close();
      const second = await startTestApiServer(restartDirs, {
        dataDir: first.dataDir,
      });
      try {
        expect(second.created).toBe(false);
        expect(dataOf(await second.call('favorites', {}, { token: login.accessToken })).list.map((game) => game.id)).toEqual([40, 4]);
        expect(favouriteIds(dataOf(await second.call('lobbyPreload', {}, { token: login.accessToken })))).toEqual(new Set([4, 40]));
      } finally {
        await second.close();
      }
    } finally {
      restartDirs.cleanup();
    }
  });
});
