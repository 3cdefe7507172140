import { ORDER_STATUS } from '@casino/shared-kernel/api-constants';

/** Spec 9: order and withdraw history pages hold 20. */
export const HISTORY_PAGE_SIZE = 20;

/** The history's tabs. */
export type HistoryKind = 'deposits' | 'withdrawals';

/** Filters by status: the `type` of `order/list` (0 all, 1 success, 2 failed) and `withdraw/list` (also 3 processing). */
export const HISTORY_FILTERS: Readonly<Record<HistoryKind, readonly number[]>> = {
  deposits: [0, 1, 2],
  withdrawals: [0, 3, 1, 2],
};

/** Spec 4: 0 processing, 1 success (green), 2 fail (red). */
export function statusKey(status: number): 'status_processing' | 'status_success' | 'status_fail' {
  if (status === ORDER_STATUS.SUCCESS) return 'status_success';
  if (status === ORDER_STATUS.FAIL) return 'status_fail';
  return 'status_processing';
}

/** One page more of a history paged by `last_id`: rows appended (never twice), and whether more remain. */
export function appendPage<T extends { id: number }>(rows: readonly T[], page: { list: readonly T[]; last_id: number }): { rows: T[]; lastId: number; done: boolean } {
  const seen = new Set(rows.map((row) => row.id));
  return { rows: [...rows, ...page.list.filter((row) => !seen.has(row.id))], lastId: page.last_id, done: page.last_id === 0 };
}
