import { ACTIVITY_TYPE, type ActivityItem, type ActivityType } from '@casino/shared-kernel/api-contract';
import type { Brand } from '../brands/brands.ts';
import { RUNNING_ACTIVITIES, isActivityRunning } from '../catalogue/activities.ts';
import { ACTIVITY_ART_VERSION, type ActivityArtKind } from './activity-art.ts';
import { GENERAL_TERMS, activityTexts, type ActivityTexts, type TextFigures, type TextLanguage } from './activity-texts.ts';

/**
 * Where an event shows besides the activity page: the lobby's banner carousel, the side menu, and
 * the window that opens on entering the site. `sort` orders every list (1 first).
 */
interface Placement {
  sort: number;
  banner: boolean;
  sideMenu: boolean;
  enterWindow: boolean;
}

const PLACEMENTS: Readonly<Partial<Record<ActivityType, Placement>>> = {
  [ACTIVITY_TYPE.FIRST_RECHARGE]: {
    sort: 1,
    banner: true,
    sideMenu: true,
    enterWindow: true,
  },
  [ACTIVITY_TYPE.SECOND_RECHARGE]: {
    sort: 2,
    banner: false,
    sideMenu: false,
    enterWindow: false,
  },
  [ACTIVITY_TYPE.INVITE_TURNTABLE]: {
    sort: 3,
    banner: true,
    sideMenu: true,
    enterWindow: false,
  },
  [ACTIVITY_TYPE.REPEAT_PAY]: {
    sort: 4,
    banner: false,
    sideMenu: true,
    enterWindow: false,
  },
  [ACTIVITY_TYPE.RECHARGE_REWARD]: {
    sort: 5,
    banner: true,
    sideMenu: false,
    enterWindow: false,
  },
  [ACTIVITY_TYPE.GOLD_RUSHING]: {
    sort: 6,
    banner: true,
    sideMenu: true,
    enterWindow: false,
  },
  [ACTIVITY_TYPE.BLIND_BOX]: {
    sort: 7,
    banner: true,
    sideMenu: true,
    enterWindow: false,
  },
  [ACTIVITY_TYPE.CASH_BACK]: {
    sort: 8,
    banner: true,
    sideMenu: true,
    enterWindow: false,
  },
  [ACTIVITY_TYPE.DOWNLOAD]: {
    sort: 9,
    banner: true,
    sideMenu: false,
    enterWindow: false,
  },
  [ACTIVITY_TYPE.GIFT_PACKET]: {
    sort: 10,
    banner: false,
    sideMenu: false,
    enterWindow: false,
  },
};

/** The path of one of an event's pictures (served by lobby-assets.ts). */
/** An event's picture; the banner and the image carry its words, so the URL names their language. */
export const activityArtPath = (brand: string, activityId: number, kind: ActivityArtKind, language: TextLanguage) =>
  `/api/assets/activities/${encodeURIComponent(brand)}/${activityId}-${kind}.svg?v=${ACTIVITY_ART_VERSION}&lang=${language}`;

export interface ActivitySource {
  brand: Brand;
  publicUrl: string;
  figures: TextFigures;
  /** The language of the words. */
  language: TextLanguage;
  /** Unix seconds: when this season's events stop showing. */
  showEndTime: number;
}

/** An event the brand runs, with its words in one language. */
export interface RunningActivity {
  type: ActivityType;
  texts: ActivityTexts;
}

/** The brand's running events that have texts, in list order. */
export function runningActivities(brand: Brand, figures: TextFigures, language: TextLanguage): RunningActivity[] {
  const texts = activityTexts(language, figures);
  return RUNNING_ACTIVITIES.filter((type) => isActivityRunning(brand.brand, type))
    .flatMap((type) => {
      const entry = texts[type];
      return entry ? [{ type, texts: entry }] : [];
    })
    .sort((a, b) => (PLACEMENTS[a.type]?.sort ?? 99) - (PLACEMENTS[b.type]?.sort ?? 99));
}

/** The brand's events as spec 3's activity items, sorted by `sort_id`. */
export function activityItems(source: ActivitySource): ActivityItem[] {
  const { brand, publicUrl, figures, language, showEndTime } = source;
  const terms = GENERAL_TERMS[language];
  return runningActivities(brand, figures, language).map(({ type, texts }, index) => {
    const placement = PLACEMENTS[type] ?? {
      sort: 50 + index,
      banner: false,
      sideMenu: false,
      enterWindow: false,
    };
    const art = (kind: ActivityArtKind) => `${publicUrl}${activityArtPath(brand.brand, type, kind, language)}`;
    return {
      activity_id: type,
      activity_type: type,
      name: texts.name,
      sort_id: placement.sort,
      show_end_time: showEndTime,
      is_show_banner: placement.banner,
      is_left_show: placement.sideMenu,
      is_show_left_bannel: placement.sideMenu,
      is_enter_window: placement.enterWindow,
      is_detail_show: true,
      img_url: art('image'),
      left_icon1: art('icon'),
      left_icon2: art('icon-active'),
      left_title: texts.leftTitle,
      banner_url: art('banner'),
      list_title: texts.listTitle,
      des: texts.des,
      activity_detail: [...texts.detail, terms].join('\n\n'),
      is_open: true,
    };
  });
}
