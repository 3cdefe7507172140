import { useState } from 'react';
import { casinoApi } from '@casino/shared-kernel/api';
import type { Game } from '@casino/shared-kernel/api-contract';
import { formatDateTime, fromEpochSeconds } from '@casino/shared-kernel/format';
import { Link } from '@casino/shared-kernel/routing';
import { isSignedInAtom, layoutAtom, requireLogin, tokenAtom, useAtomValue, userInfoAtom } from '@casino/shared-kernel/state';
import { Button, Skeleton } from '@casino/shared-kernel/ui-core';
import { BackButton } from '../../app/back-button.tsx';
import { BetAmountCells, BetsTable, betMultiplier } from '../../app/bets-table.tsx';
import { failureText } from '../../app/failure-text.ts';
import { GamesPage, LoadFailed, Notice } from '../../app/games-page.tsx';
import { useGamesText, type GamesKey } from '../../app/games-text.ts';
import { useNumberFormat } from '../../app/money.ts';
import { useLoad } from '../../app/use-load.ts';
import { FairRounds } from '../fairness/fair-rounds.tsx';
import { DEFAULT_FILTERS, filterRecords, pageOf, recordTotals, type BetRecord, type RecordFilters } from './records.ts';
import styles from './game-record.module.css';

/**
 * The bets behind the record: the games the player played (`GET /api/user/recents`), then the
 * latest bets of each (`GET /api/latestBet/logs?id=`), which the server keeps per game for every
 * player of the brand.
 */
async function loadRecords(signal: AbortSignal): Promise<{ games: Game[]; records: BetRecord[] }> {
  const options = { hideErrorMsg: true, signal } as const;
  const { list: games } = await casinoApi.get('recents', undefined, options);
  const logs = await Promise.all(
    games.map(async (game) => {
      const { list } = await casinoApi.get('latestBetLogs', { id: game.id }, options);
      return list.map((log): BetRecord => ({ ...log, game: { id: game.id, lang_key: game.lang_key, provider: game.provider } }));
    }),
  );
  return { games, records: logs.flat() };
}

const PERIODS: readonly { id: RecordFilters['period']; key: GamesKey }[] = [
  { id: 'all', key: 'records_period_all' },
  { id: 'today', key: 'records_period_today' },
  { id: '7d', key: 'records_period_7d' },
  { id: '30d', key: 'records_period_30d' },
];
const RESULTS: readonly { id: RecordFilters['result']; key: GamesKey }[] = [
  { id: 'all', key: 'records_result_all' },
  { id: 'win', key: 'records_result_win' },
  { id: 'loss', key: 'records_result_loss' },
];

/** `/gameRecord`: the player's bets, filtered by whose, game, result and period, 20 a page. */
export function GameRecordPage() {
  const t = useGamesText();
  const signedIn = useAtomValue(isSignedInAtom);
  const token = useAtomValue(tokenAtom);
  const loaded = useLoad(signedIn ? `records:${token}` : null, loadRecords);
  const back = <BackButton fallback="/" testId="games.records-back" />;
  const title = t('records_title');

  if (!signedIn) {
    return (
      <GamesPage title={title} page="games.records" back={back}>
        <Notice
          text={t('records_sign_in')}
          action={
            <Button onClick={() => requireLogin()} data-testid="games.records-sign-in">
              {t('common_sign_in')}
            </Button>
          }
        />
      </GamesPage>
    );
  }
  return (
    <GamesPage
      title={title}
      page="games.records"
      back={back}
      actions={
        <Button variant="ghost" onClick={loaded.retry} disabled={loaded.status === 'loading'} data-testid="games.records-refresh">
          {t('records_refresh')}
        </Button>
      }
    >
      {loaded.status === 'loading' ? <Skeleton shape="text" lines={8} /> : null}
      {loaded.status === 'failed' ? <LoadFailed text={failureText(loaded.error, t('records_failed'))} onRetry={loaded.retry} /> : null}
      {loaded.status === 'ready' ? <Records games={loaded.data.games} records={loaded.data.records} /> : null}
      <FairRounds />
    </GamesPage>
  );
}

function Records({ games, records }: { games: readonly Game[]; records: readonly BetRecord[] }) {
  const t = useGamesText();
  const { money, times } = useNumberFormat();
  const layout = useAtomValue(layoutAtom);
  const uid = useAtomValue(userInfoAtom)?.uid ?? null;
  const [filters, setFilters] = useState<RecordFilters>(DEFAULT_FILTERS);
  const [page, setPage] = useState(1);
  // Read once per render: "today" is the day the list is looked at.
  const shown = filterRecords(records, filters, uid, new Date());
  const current = pageOf(shown, page);
  const totals = recordTotals(shown);
  const change = (next: Partial<RecordFilters>) => {
    setFilters({ ...filters, ...next });
    setPage(1);
  };
  const allPlayers = filters.scope === 'all';

  return (
    <>
      <form className={styles.filters} aria-label={t('records_filters')} onSubmit={(event) => event.preventDefault()}>
        <label>
          <span>{t('records_scope')}</span>
          <select
            value={filters.scope}
            onChange={(event) => change({ scope: event.target.value === 'all' ? 'all' : 'mine' })}
            data-testid="games.records-scope"
          >
            <option value="mine">{t('records_scope_mine')}</option>
            <option value="all">{t('records_scope_all')}</option>
          </select>
        </label>
        <label>
          <span>{t('records_game')}</span>
          <select
            value={filters.gameId ?? ''}
            onChange={(event) => change({ gameId: event.target.value === '' ? null : Number(event.target.value) })}
            data-testid="games.records-game"
          >
            <option value="">{t('records_game_all')}</option>
            {games.map((game) => (
              <option key={game.id} value={game.id}>
                {game.lang_key}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('records_result')}</span>
          <select
            value={filters.result}
            onChange={(event) => change({ result: event.target.value as RecordFilters['result'] })}
            data-testid="games.records-result"
          >
            {RESULTS.map(({ id, key }) => (
              <option key={id} value={id}>
                {t(key)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('records_period')}</span>
          <select
            value={filters.period}
            onChange={(event) => change({ period: event.target.value as RecordFilters['period'] })}
            data-testid="games.records-period"
          >
            {PERIODS.map(({ id, key }) => (
              <option key={id} value={id}>
                {t(key)}
              </option>
            ))}
          </select>
        </label>
      </form>

      <dl className={styles.totals} data-testid="games.records-totals">
        <div>
          <dt>{t('records_total_count')}</dt>
          <dd>{totals.count}</dd>
        </div>
        <div>
          <dt>{t('records_total_bet')}</dt>
          <dd>{money(totals.bet)}</dd>
        </div>
        <div>
          <dt>{t('records_total_win')}</dt>
          <dd>{money(totals.win)}</dd>
        </div>
        {allPlayers ? null : (
          <div>
            <dt>{t('records_total_net')}</dt>
            <dd className={totals.net > 0 ? styles.up : totals.net < 0 ? styles.down : undefined}>
              {totals.net > 0 ? '+' : totals.net < 0 ? '−' : ''}
              {money(Math.abs(totals.net))}
            </dd>
          </div>
        )}
      </dl>

      {shown.length === 0 ? (
        <Notice
          testId="games.records-empty"
          text={records.length === 0 ? t('records_none') : t('records_no_match')}
          action={records.length === 0 ? <Link to="/">{t('common_to_lobby')}</Link> : undefined}
        />
      ) : layout === 'phone' ? (
        <ol className={styles.cards} data-testid="games.records-list">
          {current.items.map((record, index) => (
            <li key={`${record.game.id}-${record.create_time}-${record.uid}-${index}`} className={styles.card} data-testid="games.record">
              <div className={styles.cardHead}>
                <Link to={`/Gamedetail?id=${record.game.id}`}>{record.game.lang_key}</Link>
                <span className={record.win_amount > 0 ? styles.up : undefined}>{money(record.win_amount)}</span>
              </div>
              <div className={styles.cardMeta}>
                <span>{formatDateTime(fromEpochSeconds(record.create_time), 'y-m-d h:i:s')}</span>
                <span>
                  {t('bets_bet')} {money(record.bet_amount)} · {times(betMultiplier(record))}
                </span>
                {allPlayers ? <span>{record.nickname}</span> : null}
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <BetsTable
          testId="games.records-list"
          leading={
            <>
              <th scope="col">{t('bets_time')}</th>
              <th scope="col">{t('records_game')}</th>
              {allPlayers ? <th scope="col">{t('bets_player')}</th> : null}
            </>
          }
        >
          {current.items.map((record, index) => (
            <tr key={`${record.game.id}-${record.create_time}-${record.uid}-${index}`} data-testid="games.record">
              <td>{formatDateTime(fromEpochSeconds(record.create_time), 'y-m-d h:i:s')}</td>
              <td>
                <Link to={`/Gamedetail?id=${record.game.id}`}>{record.game.lang_key}</Link>
                <span className={styles.provider}>{record.game.provider}</span>
              </td>
              {allPlayers ? <td>{record.nickname}</td> : null}
              <BetAmountCells bet={record} />
            </tr>
          ))}
        </BetsTable>
      )}

      {current.pages > 1 ? (
        <nav className={styles.pager} aria-label={t('records_pages')}>
          <Button variant="secondary" disabled={current.page <= 1} onClick={() => setPage(current.page - 1)} data-testid="games.records-previous">
            {t('records_previous')}
          </Button>
          <span data-testid="games.records-page">{t('records_page', { page: current.page, pages: current.pages })}</span>
          <Button variant="secondary" disabled={current.page >= current.pages} onClick={() => setPage(current.page + 1)} data-testid="games.records-next">
            {t('records_next')}
          </Button>
        </nav>
      ) : null}
      <p className={styles.note}>{t('records_note')}</p>
    </>
  );
}
