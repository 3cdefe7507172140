import { useEffect, useState } from 'react';
import type { Game, GameList } from '@casino/shared-kernel/api-contract';
import { casinoApi } from '@casino/shared-kernel/api';
import { useKernelText } from '@casino/shared-kernel/i18n';
import { useSearchParams } from '@casino/shared-kernel/routing';
import { openDialog, tokenAtom, useAtomValue } from '@casino/shared-kernel/state';
import { Button, Tabs } from '@casino/shared-kernel/ui-core';
import { LobbyPage } from '../../app/lobby-page.tsx';
import { useLobbyText } from '../../i18n/lobby-texts.ts';
import { favorites, type FavoriteChange, type Favorites } from '../games/favorites.ts';
import { GameGrid, GameGridSkeleton } from '../games/game-lists.tsx';
import type { UserGameListTab } from '../games/game-routes.ts';
import { uniqueGames } from '../lobby-info/catalogue.ts';
import { withQuery } from './page-query.ts';
import styles from './pages.module.css';

const TABS: readonly UserGameListTab[] = ['favorites', 'recents'];
const isTab = (value: string | null): value is UserGameListTab => TABS.some((tab) => tab === value);

type ListState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; games: Game[] };

/**
 * A list after a confirmed favourite change: the favourites gain the game (first) or lose it;
 * any list updates the game's heart.
 */
export function afterFavoriteChange(tab: UserGameListTab, games: readonly Game[], { game, isFavorite }: FavoriteChange): Game[] {
  if (tab === 'favorites') return isFavorite ? uniqueGames([game, ...games]) : games.filter((listed) => listed.id !== game.id);
  return games.map((listed) => (listed.id === game.id ? { ...listed, is_favorite: isFavorite } : listed));
}

/** `GET /api/user/favorites` or `GET /api/user/recents`. */
function loadList(tab: UserGameListTab, signal: AbortSignal): Promise<GameList> {
  return casinoApi.get(tab, undefined, { signal, hideErrorMsg: true });
}

/** One tab's games: asked for when shown, kept in step with the hearts pressed anywhere on the page. */
function PlayerGames({ tab, store = favorites }: { tab: UserGameListTab; store?: Favorites }) {
  const t = useLobbyText();
  const kernelText = useKernelText();
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    loadList(tab, controller.signal).then(
      ({ list }) => setState({ status: 'ready', games: uniqueGames(Array.isArray(list) ? list : []) }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [tab, attempt]);

  useEffect(
    () =>
      store.onChange((change) =>
        setState((previous) => (previous.status === 'ready' ? { status: 'ready', games: afterFavoriteChange(tab, previous.games, change) } : previous)),
      ),
    [store, tab],
  );

  if (state.status === 'loading') return <GameGridSkeleton count={12} />;
  if (state.status === 'failed') {
    return (
      <div className={styles.empty} role="alert">
        <p>{t('list_failed')}</p>
        <Button
          variant="secondary"
          onClick={() => {
            setState({ status: 'loading' });
            setAttempt((count) => count + 1);
          }}
        >
          {kernelText('retry')}
        </Button>
      </div>
    );
  }
  if (state.games.length === 0) {
    return (
      <div className={styles.empty} data-testid={`lobby.${tab}-empty`}>
        <p>{t(tab === 'favorites' ? 'favorites_empty' : 'recents_empty')}</p>
      </div>
    );
  }
  return <GameGrid games={state.games} testId={`lobby.${tab}`} />;
}

/** A visitor has no favourites or recents: sign in, or sign up (spec 6). */
function SignInPrompt() {
  const t = useLobbyText();
  return (
    <div className={styles.empty} data-testid="lobby.user-games-sign-in">
      <p>{t('user_games_sign_in')}</p>
      <div className={styles.emptyActions}>
        <Button onClick={() => openDialog('shell.login')}>{t('log_in')}</Button>
        <Button variant="secondary" onClick={() => openDialog('shell.register')}>
          {t('register_button')}
        </Button>
      </div>
    </div>
  );
}

/**
 * `/userGameList?tab=favorites|recents`: the player's favourites and recently played games. A heart
 * pressed here or anywhere else updates the lists after the server confirms it; the flag lives on
 * the server, so it survives a reload. Each sign-in shows that player's lists (the tab remounts).
 */
export default function UserGameListPage() {
  const t = useLobbyText();
  const token = useAtomValue(tokenAtom);
  const [query, setQuery] = useSearchParams();
  const requested = query.get('tab');
  const tab: UserGameListTab = isTab(requested) ? requested : 'favorites';
  return (
    <LobbyPage name="user-games" title={t('user_games_title')}>
      {token === '' ? (
        <SignInPrompt />
      ) : (
        <Tabs
          label={t('user_games_title')}
          items={TABS.map((id) => ({
            id,
            label: t(id === 'favorites' ? 'favorites_tab' : 'recents_tab'),
            content: <PlayerGames key={`${token}:${id}`} tab={id} />,
          }))}
          selectedId={tab}
          onSelect={(id) => setQuery(withQuery(query, { tab: id }), { replace: true })}
          testId="lobby.user-games-tabs"
          className={styles.tabs}
        />
      )}
    </LobbyPage>
  );
}
