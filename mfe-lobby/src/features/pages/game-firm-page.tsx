import { Link, useSearchParams } from '@casino/shared-kernel/routing';
import { LazyImage } from '@casino/shared-kernel/ui-core';
import { LobbyPage } from '../../app/lobby-page.tsx';
import { useLobbyText } from '../../i18n/lobby-texts.ts';
import { GameGrid, GameGridSkeleton, MoreButton } from '../games/game-lists.tsx';
import { providerPath } from '../games/game-routes.ts';
import { ProviderGrid } from '../games/provider-card.tsx';
import { providerIcon, providers } from '../lobby-info/catalogue.ts';
import { firstPages, gamesOfProvider } from '../lobby-info/page-lists.ts';
import { LobbyError } from '../lobby-info/lobby-error.tsx';
import { useLobbyInfo } from '../lobby-info/use-lobby-info.ts';
import { NotFound } from './not-found.tsx';
import { GAMES_PAGE_SIZE, pageNumber, queryText, withQuery } from './page-query.ts';
import styles from './pages.module.css';

/**
 * `/gameFirm`: the game providers (the lobby's bottom list); `/gameFirm?provider=<name>`: that
 * provider's games, paged like `/moreGameList`.
 */
export default function GameFirmPage() {
  const t = useLobbyText();
  const [query, setQuery] = useSearchParams();
  const { info, view, retry } = useLobbyInfo();
  const name = queryText(query.get('provider'));
  const all = providers(info);
  const provider = name === null ? null : (all.find((candidate) => candidate.name === name) ?? null);

  if (name === null) {
    return (
      <LobbyPage
        name="game-firm"
        title={t('providers_title')}
        aside={<span className={styles.count}>{info ? t('providers_count', { count: all.length }) : null}</span>}
      >
        {view === 'failed' ? <LobbyError onRetry={retry} /> : info ? <ProviderGrid providers={all} /> : <GameGridSkeleton count={10} />}
      </LobbyPage>
    );
  }

  const games = gamesOfProvider(info, name);
  const pages = pageNumber(query.get('page'));
  const { shown, total } = firstPages(games, pages, GAMES_PAGE_SIZE);
  const icon = provider ? providerIcon(provider) : '';
  let body;
  if (view === 'failed') body = <LobbyError onRetry={retry} />;
  else if (!info) body = <GameGridSkeleton count={GAMES_PAGE_SIZE} />;
  else if (!provider) body = <NotFound text={t('provider_not_found')} linkText={t('all_providers')} to={providerPath()} />;
  else {
    body = (
      <>
        <div className={styles.providerHead}>
          {icon ? <LazyImage src={icon} alt="" aspectRatio="5 / 2" className={styles.providerLogo} delayMs={0} /> : null}
          <span className={styles.count}>{t('games_count', { count: total })}</span>
        </div>
        <GameGrid games={shown} testId="lobby.provider-games" />
        <MoreButton shown={shown.length} total={total} onMore={() => setQuery(withQuery(query, { page: pages + 1 }), { replace: true })} />
      </>
    );
  }
  return (
    <LobbyPage
      name="game-firm"
      title={name}
      aside={
        <Link className={styles.back} to={providerPath()}>
          ‹ {t('all_providers')}
        </Link>
      }
    >
      {body}
    </LobbyPage>
  );
}
