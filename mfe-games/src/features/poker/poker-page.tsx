import { casinoApi } from '@casino/shared-kernel/api';
import type { Game, PokerHand, PokerStats } from '@casino/shared-kernel/api-contract';
import { isSignedInAtom, kernelStore, lobbyInfoAtom, requireLogin, tokenAtom, useAtomValue } from '@casino/shared-kernel/state';
import { Button, Skeleton } from '@casino/shared-kernel/ui-core';
import { BackButton } from '../../app/back-button.tsx';
import { failureText } from '../../app/failure-text.ts';
import { GamesPage, LoadFailed } from '../../app/games-page.tsx';
import { useGamesText } from '../../app/games-text.ts';
import { useNumberFormat } from '../../app/money.ts';
import { useLoad, type Loaded } from '../../app/use-load.ts';
import { fetchGameDetail, findLobbyGame } from '../launch/find-game.ts';
import { LowBalanceNotice } from '../launch/low-balance-notice.tsx';
import { usePlayGame } from '../launch/use-play-game.ts';
import { HandList } from './hand-list.tsx';
import { PlayingCard } from './playing-card.tsx';
import { POKER_TABLES, pokerStatRows, type PokerTableId } from './poker-stats.ts';
import styles from './poker.module.css';

/** The three poker games: from the lobby info when it lists them, else `GET /api/game/detail` each. */
function loadPokerGames(signal: AbortSignal): Promise<Game[]> {
  const lobby = kernelStore.get(lobbyInfoAtom);
  return Promise.all(POKER_TABLES.map(({ id }) => findLobbyGame(lobby, id) ?? fetchGameDetail(id, signal)));
}

/** The player's stats of the three games (`POST /api/user/vip/gameStat {gameCode}`), by game id. */
async function loadPokerStats(signal: AbortSignal): Promise<Record<PokerTableId, PokerStats>> {
  const answers = await Promise.all(
    POKER_TABLES.map(async ({ id }) => [id, await casinoApi.post('vipGameStat', { gameCode: id }, { hideErrorMsg: true, signal })] as const),
  );
  return Object.fromEntries(answers) as Record<PokerTableId, PokerStats>;
}

/** How many of a game's last hands the page lists (the server keeps every hand; the table shows a session's). */
const LAST_HANDS = 5;

/** The player's last hands of the three games (`POST /api/user/vip/pokerHands {gameCode}`), by game id. */
async function loadPokerHands(signal: AbortSignal): Promise<Record<PokerTableId, PokerHand[]>> {
  const answers = await Promise.all(
    POKER_TABLES.map(async ({ id }) => [id, (await casinoApi.post('pokerHands', { gameCode: id }, { hideErrorMsg: true, signal })).list] as const),
  );
  return Object.fromEntries(answers) as Record<PokerTableId, PokerHand[]>;
}

/** `/poker`: NLH, 6+ and AOF (spec 9), each with its hand, Play, and the player's stats as percentages. */
export function PokerPage() {
  const t = useGamesText();
  const signedIn = useAtomValue(isSignedInAtom);
  const token = useAtomValue(tokenAtom);
  const games = useLoad('poker-games', loadPokerGames);
  const stats = useLoad(signedIn ? `poker-stats:${token}` : null, loadPokerStats);
  const hands = useLoad(signedIn ? `poker-hands:${token}` : null, loadPokerHands);
  const { play, checking, lowBalance } = usePlayGame();

  return (
    <GamesPage title={t('poker_title')} page="games.poker" back={<BackButton fallback="/" testId="games.poker-back" />}>
      <p className={styles.intro}>{t('poker_intro')}</p>
      {games.status === 'failed' ? <LoadFailed text={failureText(games.error, t('poker_failed'))} onRetry={games.retry} /> : null}
      {lowBalance ? <LowBalanceNotice /> : null}
      <div className={styles.tables}>
        {POKER_TABLES.map((table, index) => {
          const game = games.status === 'ready' ? games.data[index] : undefined;
          return (
            <section key={table.id} className={styles.table} data-testid="games.poker-game" data-game-id={table.id} aria-labelledby={`poker-${table.id}`}>
              <div className={styles.felt}>
                <span className={styles.short}>{table.short}</span>
                <div className={styles.hand}>
                  {table.hand.map((code) => (
                    <PlayingCard key={code} code={code} />
                  ))}
                </div>
              </div>
              <div className={styles.body}>
                <h2 id={`poker-${table.id}`} className={styles.name}>
                  {game ? game.lang_key : <Skeleton shape="text" width="60%" />}
                </h2>
                <p className={styles.describe}>{t(table.describe)}</p>
                <PokerStatsList id={table.id} signedIn={signedIn} stats={stats} />
                {signedIn ? <LastHands id={table.id} hands={hands} /> : null}
                <Button block busy={checking === table.id} disabled={!game} onClick={() => game && void play(game)} data-testid="games.poker-play">
                  {t('poker_play', { name: table.short })}
                </Button>
              </div>
            </section>
          );
        })}
      </div>
    </GamesPage>
  );
}

function PokerStatsList({
  id,
  signedIn,
  stats,
}: {
  id: PokerTableId;
  signedIn: boolean;
  stats: Loaded<Record<PokerTableId, PokerStats>> & { retry: () => void };
}) {
  const t = useGamesText();
  const { locale } = useNumberFormat();
  if (!signedIn) {
    return (
      <div className={styles.statsNote}>
        <p>{t('poker_sign_in')}</p>
        <Button variant="secondary" onClick={() => requireLogin()} data-testid="games.poker-sign-in">
          {t('common_sign_in')}
        </Button>
      </div>
    );
  }
  if (stats.status === 'loading') return <Skeleton shape="text" lines={5} />;
  if (stats.status === 'failed') return <LoadFailed text={failureText(stats.error, t('poker_stats_failed'))} onRetry={stats.retry} />;
  const rows = pokerStatRows(stats.data[id], locale);
  return (
    <dl className={styles.stats} data-testid="games.poker-stats" aria-label={t('poker_stats')}>
      {rows.map((row) => (
        <div key={row.id} data-stat={row.id}>
          <dt>{t(row.label)}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function LastHands({ id, hands }: { id: PokerTableId; hands: Loaded<Record<PokerTableId, PokerHand[]>> & { retry: () => void } }) {
  const t = useGamesText();
  return (
    <section className={styles.lastHands} aria-labelledby={`poker-hands-${id}`} data-testid="games.poker-last-hands">
      <h3 id={`poker-hands-${id}`}>{t('poker_last_hands')}</h3>
      {hands.status === 'loading' ? <Skeleton shape="text" lines={2} /> : null}
      {hands.status === 'failed' ? <LoadFailed text={failureText(hands.error, t('poker_hands_failed'))} onRetry={hands.retry} /> : null}
      {hands.status === 'ready' ? <HandList hands={hands.data[id].slice(0, LAST_HANDS)} empty={t('poker_no_hands')} testId="games.poker-hands" /> : null}
    </section>
  );
}
