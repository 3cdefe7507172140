import { describe, expect, it } from 'vitest';
import { pageNumber, queryText, withQuery } from './page-query.ts';

describe('query values of the lobby pages', () => {
  it('reads a page number from 1, capped; anything else is page 1', () => {
    expect(pageNumber('3')).toBe(3);
    expect(pageNumber(null)).toBe(1);
    expect(pageNumber('0')).toBe(1);
    expect(pageNumber('-2')).toBe(1);
    expect(pageNumber('2.5')).toBe(1);
    expect(pageNumber('abc')).toBe(1);
    expect(pageNumber('100000')).toBe(100);
  });

  it('reads text trimmed, empty as none', () => {
    expect(queryText(' PGSoft ')).toBe('PGSoft');
    expect(queryText('  ')).toBeNull();
    expect(queryText(null)).toBeNull();
  });

  it('changes some keys and removes the ones set to null', () => {
    const next = withQuery(new URLSearchParams('category=lobby_slots&provider=JILI&page=2'), { provider: 'PGSoft', page: null });
    expect(next.toString()).toBe('category=lobby_slots&provider=PGSoft');
  });
});
