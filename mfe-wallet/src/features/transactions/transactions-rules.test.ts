import { describe, expect, it } from 'vitest';
import { appendPage, HISTORY_FILTERS, HISTORY_PAGE_SIZE, statusKey } from './transactions-rules.ts';

describe('the history', () => {
  it('pages 20 at a time (spec 9)', () => {
    expect(HISTORY_PAGE_SIZE).toBe(20);
  });
  it('names each status: 0 processing, 1 success, 2 fail (spec 4)', () => {
    expect([0, 1, 2].map(statusKey)).toEqual(['status_processing', 'status_success', 'status_fail']);
  });
  it('filters deposits by all, success, failed; withdrawals also by processing', () => {
    expect(HISTORY_FILTERS.deposits).toEqual([0, 1, 2]);
    expect(HISTORY_FILTERS.withdrawals).toEqual([0, 3, 1, 2]);
  });
  it('appends a page by last_id, never a row twice, and stops at last_id 0', () => {
    const first = appendPage([], { list: [{ id: 40 }, { id: 39 }], last_id: 39 });
    expect(first).toEqual({ rows: [{ id: 40 }, { id: 39 }], lastId: 39, done: false });
    const second = appendPage(first.rows, { list: [{ id: 39 }, { id: 12 }], last_id: 0 });
    expect(second).toEqual({ rows: [{ id: 40 }, { id: 39 }, { id: 12 }], lastId: 0, done: true });
  });
});
