import { useCallback, useState, type ReactNode } from 'react';
import { isApiError } from '@casino/shared-kernel/api';
import type { Game } from '@casino/shared-kernel/api-contract';
import { Link, useSearchParams } from '@casino/shared-kernel/routing';
import { tokenAtom, useAtomValue } from '@casino/shared-kernel/state';
import { Button, Skeleton } from '@casino/shared-kernel/ui-core';
import { BackButton } from '../../app/back-button.tsx';
import { failureText } from '../../app/failure-text.ts';
import { GamesPage, LoadFailed, Notice } from '../../app/games-page.tsx';
import { useGamesText } from '../../app/games-text.ts';
import { useNumberFormat } from '../../app/money.ts';
import { useLoad } from '../../app/use-load.ts';
import { fetchGameDetail, gameIdOf } from '../launch/find-game.ts';
import { LowBalanceNotice } from '../launch/low-balance-notice.tsx';
import { useFavorite } from '../launch/use-favorite.ts';
import { usePlayGame } from '../launch/use-play-game.ts';
import { LatestBets } from './latest-bets.tsx';
import { RtpGauge } from './rtp-gauge.tsx';
import styles from './game-detail.module.css';

/**
 * `/Gamedetail?id=` (or `?game_id=`, the lobby's link): the game's picture, name, provider, RTP and
 * its wave, the favourite heart and Play; under them the game's latest bets.
 */
export function GameDetailPage() {
  const t = useGamesText();
  const [search] = useSearchParams();
  const gameId = gameIdOf(search);
  // The token is part of the key: signing in reloads the favourite flag, which is the player's.
  const token = useAtomValue(tokenAtom);
  const detail = useLoad(gameId === null ? null : `detail:${gameId}:${token}`, (signal) => fetchGameDetail(gameId ?? 0, signal));
  const back = <BackButton fallback="/" testId="games.detail-back" />;

  if (gameId === null) {
    return (
      <GamesPage title={t('detail_title')} page="games.detail" back={back}>
        <Notice text={t('detail_no_game')} action={<Link to="/">{t('common_to_lobby')}</Link>} />
      </GamesPage>
    );
  }
  // The server refused the id (its envelope answered): a retry would get the same refusal, so the
  // player is told the game is not there and sent to the lobby. Only a failed transport retries.
  if (detail.status === 'failed' && isApiError(detail.error, 'envelope')) {
    return (
      <GamesPage title={t('detail_title')} page="games.detail" back={back}>
        <Notice text={t('detail_not_found')} action={<Link to="/">{t('common_to_lobby')}</Link>} />
      </GamesPage>
    );
  }
  if (detail.status === 'failed') {
    return (
      <GamesPage title={t('detail_title')} page="games.detail" back={back}>
        <LoadFailed text={failureText(detail.error, t('detail_failed'))} onRetry={detail.retry} testId="games.detail-failed" />
      </GamesPage>
    );
  }
  if (detail.status === 'loading') {
    return (
      <GamesPage title={t('detail_title')} page="games.detail" back={back}>
        <div className={styles.hero} aria-busy="true">
          <Skeleton shape="rect" className={styles.art} />
          <Skeleton shape="text" lines={4} />
        </div>
      </GamesPage>
    );
  }
  return <GameDetail key={`${detail.data.id}:${token}`} game={detail.data} back={back} />;
}

function GameDetail({ game, back }: { game: Game; back: ReactNode }) {
  const t = useGamesText();
  const { percent } = useNumberFormat();
  const [isFavorite, setFavorite] = useState(game.is_favorite);
  const onFavoriteChanged = useCallback((_id: number, flag: boolean) => setFavorite(flag), []);
  const favorite = useFavorite(onFavoriteChanged);
  const { play, checking, lowBalance } = usePlayGame();
  const name = game.lang_key;

  return (
    <GamesPage title={name} page="games.detail" back={back}>
      <section className={styles.hero} data-testid="games.detail" data-game-id={game.id}>
        <div className={styles.art}>
          <img src={game.icon_url} alt="" className={game.is_pic_need_cut ? styles.cut : styles.whole} />
        </div>
        <div className={styles.info}>
          <p className={styles.provider} data-testid="games.detail-provider">
            {game.provider}
          </p>
          <dl className={styles.figures}>
            <div>
              <dt>{t('detail_rtp')}</dt>
              <dd data-testid="games.detail-rtp">{percent(game.rtp)}</dd>
            </div>
            <div>
              <dt>{t('detail_rtp_wave')}</dt>
              <dd data-testid="games.detail-rtp-wave">±{percent(game.rtp_wave)}</dd>
            </div>
          </dl>
          <RtpGauge rtp={game.rtp} wave={game.rtp_wave} />
          <p className={styles.note}>{t('detail_rtp_note')}</p>
          <div className={styles.buttons}>
            <Button className={styles.play} busy={checking === game.id} onClick={() => void play(game)} data-testid="games.detail-play">
              {t('detail_play')}
            </Button>
            <Button
              variant="secondary"
              aria-pressed={isFavorite}
              busy={favorite.pending.has(game.id)}
              onClick={() => void favorite.toggle(game)}
              data-testid="games.detail-favorite"
            >
              <span aria-hidden="true" className={styles.heart}>
                {isFavorite ? '♥' : '♡'}
              </span>{' '}
              {isFavorite ? t('detail_favorite_remove') : t('detail_favorite_add')}
            </Button>
          </div>
          {lowBalance ? <LowBalanceNotice /> : null}
        </div>
      </section>
      <LatestBets gameId={game.id} />
    </GamesPage>
  );
}
