import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { casinoApi } from '@casino/shared-kernel/api';
import type { Game, GameUrl } from '@casino/shared-kernel/api-contract';
import { casinoBus } from '@casino/shared-kernel/events';
import { isPokerGameId } from '@casino/shared-kernel/format';
import { Link, useSearchParams } from '@casino/shared-kernel/routing';
import { isSignedInAtom, kernelStore, layoutAtom, lobbyInfoAtom, requireLogin, tokenAtom, useAtomValue, type Layout } from '@casino/shared-kernel/state';
import { storedGamePath } from '@casino/shared-kernel/storage';
import { Button } from '@casino/shared-kernel/ui-core';
import { BackButton } from '../../app/back-button.tsx';
import { failureText } from '../../app/failure-text.ts';
import { GamesPage, LoadFailed, Notice } from '../../app/games-page.tsx';
import { useGamesText } from '../../app/games-text.ts';
import { useLoad } from '../../app/use-load.ts';
import { fetchGameDetail, findLobbyGame, gameIdOf } from '../launch/find-game.ts';
import { gameLaunchPayload } from '@casino/shared-kernel/api-constants';
import { gameFrameSecurity, gameMessageOf, type GameFrameSecurity } from './game-frame.ts';
import styles from './web-game.module.css';

/**
 * The game of `/webgame`: `?id=`, else the game this tab was playing (session storage `gamePath`,
 * which the shell's navigation guard marks before every `/webgame` navigation, spec 2).
 */
function playedGameId(search: URLSearchParams): number | null {
  const fromRoute = gameIdOf(search);
  if (fromRoute !== null) return fromRoute;
  const stored = storedGamePath.get();
  const query = stored?.split('?')[1];
  return query === undefined ? null : gameIdOf(new URLSearchParams(query));
}

/** A launch of `game`: the URL of its page from `GET /api/game/getGameUrl` (spec 7, with the random fields). */
async function launchGame(game: Game, layout: Layout, signal: AbortSignal): Promise<GameUrl & { game: Game }> {
  const payload = gameLaunchPayload(game, layout);
  if (!payload) throw new Error('not-launchable');
  const { randomFields } = await import('@casino/shared-kernel/device');
  const answer = await casinoApi.get('gameUrl', { ...payload, ...randomFields() }, { hideErrorMsg: true, signal });
  return { ...answer, game };
}

/**
 * `/webgame`: the game player. The game's page from getGameUrl in a sandboxed frame, full screen on a
 * phone, with a way back; the wallet is refreshed after every round the game reports and when the
 * player leaves (the shell's wallet sync listens to `wallet:changed`).
 */
export function WebGamePage() {
  const t = useGamesText();
  const [search] = useSearchParams();
  const gameId = playedGameId(search);
  const signedIn = useAtomValue(isSignedInAtom);
  const token = useAtomValue(tokenAtom);
  // The layout the game was launched for (`mod`): turning a phone does not launch it again.
  const [launchLayout] = useState(() => kernelStore.get(layoutAtom));
  const launch = useLoad(gameId === null || !signedIn ? null : `launch:${gameId}:${token}`, async (signal) => {
    const game = findLobbyGame(kernelStore.get(lobbyInfoAtom), gameId ?? 0) ?? (await fetchGameDetail(gameId ?? 0, signal));
    return launchGame(game, launchLayout, signal);
  });
  const back = <BackButton fallback={gameId === null ? '/' : `/Gamedetail?id=${gameId}`} onBack={() => storedGamePath.remove()} testId="games.webgame-back" />;

  if (gameId === null) {
    return (
      <GamesPage title={t('webgame_title')} page="games.webgame" back={back}>
        <Notice text={t('webgame_no_game')} action={<Link to="/">{t('common_to_lobby')}</Link>} />
      </GamesPage>
    );
  }
  if (!signedIn) {
    return (
      <GamesPage title={t('webgame_title')} page="games.webgame" back={back}>
        <Notice
          text={t('webgame_sign_in')}
          action={
            <Button onClick={() => requireLogin()} data-testid="games.webgame-sign-in">
              {t('common_sign_in')}
            </Button>
          }
        />
      </GamesPage>
    );
  }
  if (launch.status === 'failed') {
    const text =
      launch.error instanceof Error && launch.error.message === 'not-launchable' ? t('webgame_not_launchable') : failureText(launch.error, t('webgame_failed'));
    return (
      <GamesPage title={t('webgame_title')} page="games.webgame" back={back}>
        <LoadFailed text={text} onRetry={launch.retry} testId="games.webgame-failed" />
      </GamesPage>
    );
  }
  if (launch.status === 'loading') {
    return (
      <GamesPage title={t('webgame_title')} page="games.webgame" back={back} className={styles.player}>
        <div className={styles.stage} aria-busy="true">
          <Spinner label={t('webgame_loading')} />
        </div>
      </GamesPage>
    );
  }
  if (isPokerGameId(launch.data.game.id)) return <PokerPlayer key={launch.data.game_url} game={launch.data.game} gameUrl={launch.data.game_url} back={back} />;
  return <GamePlayer key={launch.data.game_url} game={launch.data.game} gameUrl={launch.data.game_url} back={back} />;
}

// The table is its own chunk: only a poker launch downloads it.
const PokerTable = lazy(() => import('../poker-table/poker-table.tsx'));

/**
 * A poker game (10001 NLH, 10002 6+, 10003 AOF): the table drawn by this remote from the launch's
 * table calls (the server deals, the bots play; the launch token in `gameUrl` is the credential).
 */
function PokerPlayer({ game, gameUrl, back }: { game: Game; gameUrl: string; back: ReactNode }) {
  const t = useGamesText();
  const layout = useAtomValue(layoutAtom);
  // Whatever the table moved (a cash-out by leaving mid-hand too) shows in the header once the player goes.
  useEffect(() => () => casinoBus.emit('wallet:changed', { reason: 'game-closed' }), []);
  return (
    <GamesPage title={game.lang_key} page="games.webgame" back={back} className={`${styles.player} ${layout === 'phone' ? styles.phone : ''}`}>
      <div className={`${styles.stage} ${styles.pokerStage}`} data-state="ready" data-testid="games.webgame-stage">
        <Suspense fallback={<Spinner label={t('webgame_loading')} />}>
          <PokerTable gameUrl={gameUrl} />
        </Suspense>
      </div>
    </GamesPage>
  );
}

function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

function GamePlayer({ game, gameUrl, back }: { game: Game; gameUrl: string; back: ReactNode }) {
  const t = useGamesText();
  const layout = useAtomValue(layoutAtom);
  const frame = useRef<HTMLIFrameElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [ready, setReady] = useState(false);
  const security: GameFrameSecurity | null = gameFrameSecurity(gameUrl, window.location.origin);
  const messageOrigin = security?.messageOrigin;

  // The balances moved while playing: refreshed when the game says a round settled and when the player leaves.
  useEffect(() => {
    if (messageOrigin === undefined) return;
    const onMessage = (event: MessageEvent) => {
      const message = gameMessageOf(event, frame.current?.contentWindow, { messageOrigin });
      if (!message) return;
      if (message.type === 'ready') setReady(true);
      else casinoBus.emit('wallet:changed', { reason: 'game-round' });
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      casinoBus.emit('wallet:changed', { reason: 'game-closed' });
    };
  }, [messageOrigin]);

  const toggleFullScreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void stage.current?.requestFullscreen?.();
  }, []);

  if (!security) {
    return (
      <GamesPage title={game.lang_key} page="games.webgame" back={back}>
        <Notice tone="error" text={t('webgame_not_launchable')} />
      </GamesPage>
    );
  }

  return (
    <GamesPage
      title={game.lang_key}
      page="games.webgame"
      back={back}
      className={`${styles.player} ${layout === 'phone' ? styles.phone : ''}`}
      actions={
        layout === 'desktop' ? (
          <Button variant="ghost" onClick={toggleFullScreen} data-testid="games.webgame-fullscreen">
            {t('webgame_full_screen')}
          </Button>
        ) : undefined
      }
    >
      <div ref={stage} className={styles.stage} data-state={ready ? 'ready' : loaded ? 'loaded' : 'loading'} data-testid="games.webgame-stage">
        {!loaded ? <Spinner label={t('webgame_loading')} /> : null}
        <iframe
          ref={frame}
          className={styles.frame}
          src={gameUrl}
          title={game.lang_key}
          sandbox={security.sandbox}
          referrerPolicy="no-referrer"
          data-testid="games.webgame-frame"
          onLoad={() => setLoaded(true)}
        />
      </div>
    </GamesPage>
  );
}
