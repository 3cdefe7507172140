import { casinoApi } from '@casino/shared-kernel/api';
import { formatDateTime, fromEpochSeconds } from '@casino/shared-kernel/format';
import { Skeleton } from '@casino/shared-kernel/ui-core';
import { BetAmountCells, BetsTable } from '../../app/bets-table.tsx';
import { failureText } from '../../app/failure-text.ts';
import { LoadFailed, Notice } from '../../app/games-page.tsx';
import { useGamesText } from '../../app/games-text.ts';
import { useLoad } from '../../app/use-load.ts';
import styles from './game-detail.module.css';

/** The latest bets of one game on this brand, every player's, names masked (`GET /api/latestBet/logs`). */
export function LatestBets({ gameId }: { gameId: number }) {
  const t = useGamesText();
  const bets = useLoad(`bets:${gameId}`, (signal) => casinoApi.get('latestBetLogs', { id: gameId }, { hideErrorMsg: true, signal }));

  return (
    <section className={styles.bets} aria-labelledby="games-latest-bets" data-testid="games.latest-bets">
      <h2 id="games-latest-bets">{t('detail_latest_bets')}</h2>
      {bets.status === 'loading' ? <Skeleton shape="text" lines={4} /> : null}
      {bets.status === 'failed' ? <LoadFailed text={failureText(bets.error, t('detail_bets_failed'))} onRetry={bets.retry} /> : null}
      {bets.status === 'ready' && bets.data.list.length === 0 ? <Notice text={t('detail_no_bets')} /> : null}
      {bets.status === 'ready' && bets.data.list.length > 0 ? (
        <BetsTable
          leading={
            <>
              <th scope="col">{t('bets_player')}</th>
              <th scope="col">{t('bets_time')}</th>
            </>
          }
        >
          {bets.data.list.map((bet, index) => (
            <tr key={`${bet.create_time}-${bet.uid}-${index}`} data-won={bet.win_amount > 0}>
              <td>{bet.nickname}</td>
              <td>{formatDateTime(fromEpochSeconds(bet.create_time), 'm-d h:i:s')}</td>
              <BetAmountCells bet={bet} />
            </tr>
          ))}
        </BetsTable>
      ) : null}
    </section>
  );
}
