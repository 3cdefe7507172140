import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { casinoApi } from '@casino/shared-kernel/api';
import { formatDateTime, fromEpochSeconds } from '@casino/shared-kernel/format';
import { Button, Skeleton, Tabs, useMoney } from '@casino/shared-kernel/ui-core';
import { useWalletText } from '../../i18n/wallet-texts.ts';
import styles from '../shared/wallet.module.css';
import { appendPage, HISTORY_FILTERS, HISTORY_PAGE_SIZE, statusKey, type HistoryKind } from './transactions-rules.ts';

/** A history row as both lists answer it (the api-server adds `id` to orders; withdrawals have it). */
interface HistoryRow {
  id: number;
  amount: number;
  status: number;
  create_time: number;
  order_no?: string;
  fee?: number;
  pay_method_name?: string;
}

const FILTER_KEYS: Readonly<Record<number, string>> = { 0: 'filter_all', 1: 'filter_success', 2: 'filter_fail', 3: 'filter_processing' };

/** `wallet.transactions`: deposit orders and withdrawals, 20 a page by `last_id`, more as the list scrolls. */
export function TransactionsDialog({ props }: { props: Record<string, unknown> }) {
  const t = useWalletText();
  const [tab, setTab] = useState<HistoryKind>(props.tab === 'withdrawals' ? 'withdrawals' : 'deposits');
  return (
    <div className={styles.stack} data-testid="wallet.transactions">
      <Tabs
        label={t('transactions_title')}
        selectedId={tab}
        onSelect={(id) => setTab(id === 'withdrawals' ? 'withdrawals' : 'deposits')}
        items={[
          { id: 'deposits', label: t('history_deposits'), content: tab === 'deposits' ? <History kind="deposits" /> : null },
          { id: 'withdrawals', label: t('history_withdrawals'), content: tab === 'withdrawals' ? <History kind="withdrawals" /> : null },
        ]}
      />
    </div>
  );
}

function History({ kind }: { kind: HistoryKind }) {
  const t = useWalletText();
  const filterId = useId();
  const [filter, setFilter] = useState(0);
  return (
    <div className={styles.stack}>
      <label htmlFor={filterId} className={styles.muted}>
        {t('filter_label')}
      </label>
      <select id={filterId} className={styles.select} value={filter} onChange={(event) => setFilter(Number(event.target.value))}>
        {HISTORY_FILTERS[kind].map((value) => (
          <option key={value} value={value}>
            {t(FILTER_KEYS[value] ?? 'filter_all')}
          </option>
        ))}
      </select>
      {/* A new filter starts again from the first page. */}
      <HistoryList key={filter} kind={kind} filter={filter} />
    </div>
  );
}

function HistoryList({ kind, filter }: { kind: HistoryKind; filter: number }) {
  const t = useWalletText();
  const money = useMoney();
  const [rows, setRows] = useState<HistoryRow[]>([]);
  const [lastId, setLastId] = useState(0);
  const [done, setDone] = useState(false);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const inFlight = useRef(false);

  const fetchPage = useCallback(
    async (from: number): Promise<{ list: HistoryRow[]; last_id: number }> => {
      const payload = { last_id: from, limit: HISTORY_PAGE_SIZE, type: filter };
      return kind === 'deposits'
        ? ((await casinoApi.post('orderList', payload, { hideErrorMsg: true })) as { list: HistoryRow[]; last_id: number })
        : casinoApi.post('withdrawList', payload, { hideErrorMsg: true });
    },
    [filter, kind],
  );

  const loadMore = useCallback(
    (from: number, current: HistoryRow[]) => {
      if (inFlight.current) return;
      inFlight.current = true;
      fetchPage(from)
        .then(
          (page) => {
            const next = appendPage(current, page);
            setRows(next.rows);
            setLastId(next.lastId);
            setDone(next.done);
          },
          () => setFailed(true),
        )
        .finally(() => {
          inFlight.current = false;
          setLoading(false);
        });
    },
    [fetchPage],
  );

  useEffect(() => {
    loadMore(0, []);
  }, [loadMore]);

  const more = () => {
    setLoading(true);
    setFailed(false);
    loadMore(lastId, rows);
  };

  // Infinite scroll: the next page loads when the end of the list comes into view.
  useEffect(() => {
    const element = sentinel.current;
    if (!element || done || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && lastId !== 0 && !inFlight.current) {
        setLoading(true);
        loadMore(lastId, rows);
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [done, lastId, loadMore, rows]);

  return (
    <>
      {rows.length === 0 && !loading && !failed ? <p>{t(kind === 'deposits' ? 'history_no_deposits' : 'history_no_withdrawals')}</p> : null}
      <ul className={styles.list} aria-busy={loading || undefined} data-testid={`wallet.history.${kind}`}>
        {rows.map((row) => {
          const status = statusKey(row.status);
          return (
            <li key={row.id} className={styles.item} data-status={row.status}>
              <span>
                {kind === 'deposits' ? t('history_deposit_row', { method: row.pay_method_name ?? '' }) : t('history_withdraw_row')}
              </span>
              <strong>{money(row.amount)}</strong>
              <span className={styles.muted}>
                {formatDateTime(fromEpochSeconds(row.create_time))}
                {row.order_no ? ` · ${row.order_no}` : ''}
                {row.fee ? ` · ${t('history_fee', { fee: money(row.fee) })}` : ''}
              </span>
              <span className={status === 'status_success' ? styles.statusSuccess : status === 'status_fail' ? styles.statusFail : styles.statusProcessing}>
                {t(status)}
              </span>
            </li>
          );
        })}
      </ul>
      {loading ? <Skeleton shape="text" lines={3} /> : null}
      {failed ? (
        <div role="alert" className={styles.stack}>
          <p>{t('load_failed')}</p>
          <Button variant="secondary" onClick={more}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      {!done && !loading && !failed && rows.length > 0 ? (
        <Button variant="secondary" onClick={more}>
          {t('history_more')}
        </Button>
      ) : null}
      <div ref={sentinel} aria-hidden="true" />
    </>
  );
}
