// The news of `/news`, `/moreNews` and `/newsDetail` (spec 2 names the pages, not their data): the
// operator's game notices (`game_notice` of `/api/notice/getMoodGroup`: a game and why to play it
// now) and the running events with a detail page (`activity_list` items with `is_detail_show`).
import type { ActivityItem } from '@casino/shared-kernel/api-contract';
import { showingActivities } from '@casino/shared-kernel/api-constants';

export type NewsKind = 'game' | 'promotion';

/** One article. */
export interface NewsItem {
  kind: NewsKind;
  /** The notice's id, or the event's `activity_id`. */
  id: number;
  title: string;
  /** One or two lines for a list. */
  summary: string;
  /** The full text; paragraphs split by blank lines. */
  body: string;
  imageUrl: string;
  /** Unix seconds the news started (game notices), 0 when not known. */
  publishedAt: number;
  /** Unix seconds the event stops (promotions), 0 when open-ended. */
  endsAt: number;
  /** The game a game notice announces. */
  gameId: number | null;
  /** The event a promotion describes. */
  activity: ActivityItem | null;
}

/** Articles per page of `/moreNews`; `/news` shows the latest few. */
export const NEWS_PAGE_SIZE = 10;
export const NEWS_LATEST = 6;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const whole = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);

/** Game notices as articles: newest first; an entry without an id, a game or a text is skipped. */
export function gameNews(notices: readonly unknown[] | undefined): NewsItem[] {
  const items: NewsItem[] = [];
  for (const notice of Array.isArray(notices) ? notices : []) {
    if (typeof notice !== 'object' || notice === null) continue;
    const record = notice as Record<string, unknown>;
    const id = whole(record.id);
    const gameId = whole(record.game_id);
    const content = text(record.content);
    if (id === null || gameId === null || content === '') continue;
    items.push({
      kind: 'game',
      id,
      title: text(record.title) || text(record.name),
      summary: content,
      body: content,
      imageUrl: text(record.icon_url),
      publishedAt: whole(record.start_time) ?? 0,
      endsAt: whole(record.end_time) ?? 0,
      gameId,
      activity: null,
    });
  }
  return items.sort((a, b) => b.publishedAt - a.publishedAt || b.id - a.id);
}

/** The events showing now that have a detail text, in their `sort_id` order. */
export function promotionNews(activities: readonly ActivityItem[] | undefined, nowMs: number): NewsItem[] {
  return showingActivities(activities, nowMs)
    .filter((item) => item.is_detail_show && (item.activity_detail.trim() !== '' || item.des.trim() !== ''))
    .map((item) => ({
      kind: 'promotion' as const,
      id: item.activity_id,
      title: item.list_title || item.name,
      summary: item.des,
      body: item.activity_detail.trim() || item.des,
      imageUrl: item.img_url || item.banner_url,
      publishedAt: 0,
      endsAt: item.show_end_time > 0 ? item.show_end_time : 0,
      gameId: null,
      activity: item,
    }));
}

/** All news: game news first (they are dated), then the events. */
export function allNews(games: readonly NewsItem[], promotions: readonly NewsItem[]): NewsItem[] {
  return [...games, ...promotions];
}

export function newsDetailPath(item: Pick<NewsItem, 'kind' | 'id'>): string {
  return `/newsDetail?${new URLSearchParams({ type: item.kind, id: String(item.id) }).toString()}`;
}

/** The article of `/newsDetail?type=&id=`, if the news has it. */
export function findNews(items: readonly NewsItem[], type: string | null, id: string | null): NewsItem | undefined {
  const number = Number(id);
  return items.find((item) => item.kind === type && item.id === number);
}

/** A body as paragraphs: split at blank lines, empty ones dropped. */
export function paragraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
