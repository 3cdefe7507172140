import { describe, expect, it } from 'vitest';
import { activityFixture } from '../../testing/lobby-fixtures.ts';
import { allNews, findNews, gameNews, newsDetailPath, paragraphs, promotionNews } from './news-rules.ts';

const notice = (id: number, start: number, overrides: Record<string, unknown> = {}) => ({
  id,
  game_id: id + 100,
  title: `Game ${id}`,
  name: `Game ${id}`,
  content: `Game ${id} is live.`,
  icon_url: `/api/assets/games/${id + 100}.svg`,
  start_time: start,
  end_time: 0,
  ...overrides,
});

describe('the news', () => {
  it('reads game notices as dated articles, newest first, skipping broken entries', () => {
    const items = gameNews([notice(1, 100), notice(2, 300), { id: 3 }, null, 'text', notice(4, 200, { content: '' })]);
    expect(items.map((item) => [item.kind, item.id, item.publishedAt, item.gameId])).toEqual([
      ['game', 2, 300, 102],
      ['game', 1, 100, 101],
    ]);
    expect(gameNews(undefined)).toEqual([]);
  });

  it('reads running events with a detail text as promotion articles, in their order', () => {
    const now = 1_700_000_000_000;
    const items = promotionNews(
      [
        activityFixture({ activity_id: 8, sort_id: 2 }),
        activityFixture({ activity_id: 22, sort_id: 1, show_end_time: now / 1000 + 60 }),
        activityFixture({ activity_id: 17, is_detail_show: false }),
        activityFixture({ activity_id: 19, show_end_time: now / 1000 - 1 }),
      ],
      now,
    );
    expect(items.map((item) => item.id)).toEqual([22, 8]);
    expect(items[0]).toMatchObject({ kind: 'promotion', endsAt: now / 1000 + 60, title: 'Event 22', body: 'How event 22 works.\n\nTerms apply.' });
  });

  it('finds an article by the detail page’s query', () => {
    const items = allNews(gameNews([notice(1, 100)]), promotionNews([activityFixture({ activity_id: 1 })], 0));
    expect(items.map((item) => item.kind)).toEqual(['game', 'promotion']);
    expect(newsDetailPath(items[1]!)).toBe('/newsDetail?type=promotion&id=1');
    expect(findNews(items, 'promotion', '1')?.kind).toBe('promotion');
    expect(findNews(items, 'game', '1')?.kind).toBe('game');
    expect(findNews(items, 'game', '2')).toBeUndefined();
    expect(findNews(items, null, null)).toBeUndefined();
  });

  it('splits a body into paragraphs at blank lines', () => {
    expect(paragraphs('One.\n\n  Two,\nstill two.\n\n\n')).toEqual(['One.', 'Two,\nstill two.']);
  });
});
