import { createHash } from 'node:crypto';
import { LOGIN_TYPE, SITE_SETTINGS_GROUP, type Game, type GameType, type LobbyInfo, type SecondGameType } from '@casino/shared-kernel/api-contract';
import type { Brand } from '../brands/brands.ts';
import { GAME_CATEGORIES, GAME_PROVIDERS, type CatalogueGame } from '../catalogue/game-catalogue.ts';
import { real } from '../db/database.ts';
import { mailAmounts } from '../mail/mail-amounts.ts';
import { PromotionConfigs } from '../promotions/promotion-config.ts';
import type { DomainContext } from '../server/casino-domain.ts';
import { activityItems } from './activity-items.ts';
import { textLanguage, type TextFigures, type TextLanguage } from './activity-texts.ts';
import { formatAmount, lobbyBrandProfile, seasonEnd } from './brand-profiles.ts';
import { GAME_ICON_VERSION } from './game-icons.ts';

/** The first-level categories of spec 9, in the lobby's order; the last lists games by provider. */
export const LOBBY_CATEGORIES = [...GAME_CATEGORIES, 'game_manufacturer'] as const;

/**
 * Spec 6's global setting `show_task`: the bonus task list opens only when it is 1. Every brand runs
 * bet tasks here (a deposit opens its turnover, stakes advance it), so every brand shows the list.
 */
export const SHOW_TASK = 1;

/** Spec 4: the first-recharge offer counts down in repeating 6-hour cycles from sign-up. */
const FIRST_RECHARGE_CYCLE_SECONDS = 6 * 3600;
/** Spec 4 and 9: the daily gift pack needs two deposits; gold panning opens under 1 (minor units: 100). */
const DAILY_GIFT_MIN_PAY_COUNT = 2;
const GOLD_RUSHING_THRESHOLD = 100;

/** The path of a game's tile (served by lobby-assets.ts). */
export const gameIconPath = (id: number) => `/api/assets/games/${id}.svg?v=${GAME_ICON_VERSION}`;

/**
 * The site route of a game: `/Gamedetail` (owned by mfe-games) with the id the detail call takes.
 * `url` is where the lobby's tile leads, not a launch URL (getGameUrl answers that).
 */
export const gameRoute = (id: number) => `/Gamedetail?game_id=${id}`;

/** A catalogue game as spec 3's `Game`, wherever it is listed (lobby, favourites, recents). */
export function gameEntry(game: CatalogueGame, publicUrl: string, isFavorite = false): Game {
  return {
    id: game.id,
    provider: game.provider,
    url: gameRoute(game.id),
    icon_url: `${publicUrl}${gameIconPath(game.id)}`,
    lang_key: game.langKey,
    rtp: game.rtp,
    rtp_wave: game.rtpWave,
    is_favorite: isFavorite,
    is_show_name: game.isShowName,
    is_pic_need_cut: game.isPicNeedCut,
    third_game_id: game.thirdGameId,
  };
}

/** A cached answer is shared by every request: freezing it turns an accidental write into an error. */
/**
 * What the lobby advertises is what the paying domains pay: the download award from the brand's
 * promotion settings (ops may edit them), the sign-up gift from the welcome mail.
 */
function downloadAwardOf(context: DomainContext, brand: Brand): number {
  return new PromotionConfigs(context.db).of(brand.brand, brand.currency)?.download.bonus ?? 0;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Providers in spec 9's order, any other after them in catalogue order. */
function byProvider(games: readonly CatalogueGame[]): Map<string, CatalogueGame[]> {
  const groups = new Map<string, CatalogueGame[]>(GAME_PROVIDERS.map((provider) => [provider, []]));
  for (const game of games) {
    const group = groups.get(game.provider);
    if (group) group.push(game);
    else groups.set(game.provider, [game]);
  }
  for (const [provider, group] of groups) if (group.length === 0) groups.delete(provider);
  return groups;
}

/** The brand-independent part: every game entry, the categories, the popular and original lists. */
interface LobbyGames {
  games: ReadonlyMap<number, { source: CatalogueGame; entry: Game }>;
  gameTypes: GameType[];
  popular: Game[];
  originals: Game[];
  providers: { provider: string; games: number }[];
}

/**
 * The lobby's data. The catalogue is read-only while the service runs, so everything but the
 * player's favourite flags is built once (per brand, and again when a month's events end) and
 * shared by every request; a request with favourites copies only the lists that hold one.
 */
export class LobbyData {
  private readonly context: DomainContext;
  private built: LobbyGames | undefined;
  private readonly brandInfo = new Map<string, { seasonEnd: number; info: LobbyInfo }>();

  constructor(context: DomainContext) {
    this.context = context;
  }

  /** Built on first use: the domain is created before a new database is seeded. */
  private lobbyGames(): LobbyGames {
    if (this.built) return this.built;
    const publicUrl = this.context.config.publicUrl;
    const catalogue = this.context.catalogue.all();
    const games = new Map(catalogue.map((game) => [game.id, { source: game, entry: deepFreeze(gameEntry(game, publicUrl)) }]));
    const entryOf = (game: CatalogueGame) => games.get(game.id)?.entry ?? gameEntry(game, publicUrl);
    const secondTypes = (categoryId: number, members: readonly CatalogueGame[]): SecondGameType[] =>
      [...byProvider(members)].map(([provider, group], index) => {
        const known = (GAME_PROVIDERS as readonly string[]).indexOf(provider);
        return {
          // Stable per category and provider, so a client's remembered choice survives a restart.
          id: categoryId * 100 + (known >= 0 ? known + 1 : GAME_PROVIDERS.length + index + 1),
          lang_key: provider,
          sort_index: index + 1,
          game_list: group.map(entryOf),
        };
      });
    const gameTypes = LOBBY_CATEGORIES.map((category, index): GameType => {
      const id = index + 1;
      const members = category === 'game_manufacturer' ? catalogue : catalogue.filter((game) => game.category === category);
      return {
        id,
        lang_key: category,
        sort_index: id,
        second_type_list: secondTypes(id, members),
      };
    });
    this.built = deepFreeze({
      games,
      gameTypes,
      popular: catalogue.filter((game) => game.popular).map(entryOf),
      originals: catalogue.filter((game) => game.category === 'lobby_Original').map(entryOf),
      providers: [...byProvider(catalogue)].map(([provider, group]) => ({
        provider,
        games: group.length,
      })),
    });
    return this.built;
  }

  /** A game's lobby entry (not a favourite), or undefined for an id the catalogue lacks. */
  game(id: number): Game | undefined {
    return this.lobbyGames().games.get(id)?.entry;
  }

  /** The catalogue's record of a game (what its tile is drawn from). */
  catalogueGame(id: number): CatalogueGame | undefined {
    return this.lobbyGames().games.get(id)?.source;
  }

  /** The figures the events' texts name, formatted for the brand. */
  textFigures(brand: Brand): TextFigures {
    const profile = lobbyBrandProfile(brand);
    const rates = this.context.db
      .prepare('SELECT COALESCE(MIN(cashback_rate), 0) AS low, COALESCE(MAX(cashback_rate), 0) AS high FROM vip_levels WHERE brand = ?')
      .get(brand.brand);
    const percent = (rate: number) =>
      new Intl.NumberFormat(profile.locale, {
        style: 'percent',
        maximumFractionDigits: 2,
      }).format(rate / 100);
    return {
      downloadAward: formatAmount(brand, profile, downloadAwardOf(this.context, brand)),
      cashbackFrom: percent(rates ? real(rates, 'low') : 0),
      cashbackTo: percent(rates ? real(rates, 'high') : 0),
    };
  }

  /** The brand's lobby, without favourite flags, its events' words in `requestedLanguage` (`Accept-Language`) when the lobby has them. */
  info(brand: Brand, requestedLanguage: string): LobbyInfo {
    const language = textLanguage(requestedLanguage, brand.language);
    const end = seasonEnd(brand, this.context.now());
    const key = `${brand.brand}:${language}`;
    const cached = this.brandInfo.get(key);
    if (cached?.seasonEnd === end) return cached.info;
    const info = deepFreeze(this.build(brand, language, end));
    this.brandInfo.set(key, { seasonEnd: end, info });
    return info;
  }

  private build(brand: Brand, language: TextLanguage, showEndTime: number): LobbyInfo {
    const { config, siteSettings } = this.context;
    const profile = lobbyBrandProfile(brand);
    const lobby = this.lobbyGames();
    const activities = activityItems({
      brand,
      publicUrl: config.publicUrl,
      figures: this.textFigures(brand),
      language,
      showEndTime,
    });
    // Third-party sign-in is offered only where it can succeed: the brand has a Google client.
    const thirdParty = config.oauthAudience !== '' || siteSettings.value(brand.brand, 'client_id', SITE_SETTINGS_GROUP.google) !== '';
    const loginMethodArr: number[] = [LOGIN_TYPE.GUEST, LOGIN_TYPE.PHONE, LOGIN_TYPE.PHONECODE, LOGIN_TYPE.EMAILCODE, LOGIN_TYPE.EMAIL];
    if (thirdParty) loginMethodArr.push(LOGIN_TYPE.THIRD);
    const content: Omit<LobbyInfo, 'public_save_str'> = {
      activity_cfg: {
        activity_ids: activities.map((item) => item.activity_id),
        first_recharge_cycle: FIRST_RECHARGE_CYCLE_SECONDS,
        daily_gift_min_pay_count: DAILY_GIFT_MIN_PAY_COUNT,
        gold_rushing_threshold: GOLD_RUSHING_THRESHOLD,
      },
      poputar_list: lobby.popular,
      self_list: lobby.originals,
      bottom_list: lobby.providers.map(({ provider, games }, index) => ({
        id: index + 1,
        name: provider,
        lang_key: provider,
        icon_url: `${config.publicUrl}/api/assets/providers/${encodeURIComponent(provider)}.svg`,
        url: `/gameFirm?provider=${encodeURIComponent(provider)}`,
        game_num: games,
        sort_index: index + 1,
      })),
      game_type_list: lobby.gameTypes,
      act_list: activities.filter((item) => item.is_left_show),
      banner_list: activities.filter((item) => item.is_show_banner),
      activity_list: activities,
      server_cfg: {
        report_url: '',
        loginConfig: { loginMethodArr },
        language_num: profile.languageNum,
        show_task: SHOW_TASK,
      },
      country_info: {
        country: brand.region,
        country_code: profile.countryCode,
        currency: brand.currency,
        currency_symbol: brand.currencySymbol,
        area_code: `+${brand.areaCode}`,
        language: brand.language,
        time_zone: profile.timeZone,
        money_scale: 100,
      },
      reward_center_status: profile.rewardCenter,
      activity_center: {
        mode: 1,
        activity: activities,
        LabelType: 0,
        LabelId: 0,
      },
      download_award: downloadAwardOf(this.context, brand),
      regist_gift: mailAmounts(brand.brand).welcomeBonus,
      download_show: true,
      game_platform_show: profile.gamePlatformShow,
    };
    // The content's fingerprint: a client compares it with its cached indexInfo to see a change.
    const public_save_str = createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 16);
    return { ...content, public_save_str };
  }
}

/** The lobby with the player's favourite flags; lists without a favourite stay the shared copies. */
export function withFavourites(info: LobbyInfo, favourites: ReadonlySet<number>): LobbyInfo {
  if (favourites.size === 0) return info;
  const flag = (list: Game[]) =>
    list.some((game) => favourites.has(game.id)) ? list.map((game) => (favourites.has(game.id) ? { ...game, is_favorite: true } : game)) : list;
  return {
    ...info,
    poputar_list: flag(info.poputar_list),
    self_list: flag(info.self_list),
    game_type_list: info.game_type_list.map((type) => {
      const second = type.second_type_list.map((group) => {
        const list = flag(group.game_list);
        return list === group.game_list ? group : { ...group, game_list: list };
      });
      return second.every((group, index) => group === type.second_type_list[index]) ? type : { ...type, second_type_list: second };
    }),
  };
}
