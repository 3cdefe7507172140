import { Link, useSearchParams } from '@casino/shared-kernel/routing';
import { LobbyPage } from '../../app/lobby-page.tsx';
import { useLobbyText } from '../../i18n/lobby-texts.ts';
import { useCategoryName } from '../dashboard/category-tabs.tsx';
import { CategoryIcon } from '../games/category-icons.tsx';
import { FilterChips } from '../games/filter-chips.tsx';
import { GameGrid, GameGridSkeleton, MoreButton } from '../games/game-lists.tsx';
import { POPULAR_LIST } from '../lobby-info/catalogue.ts';
import { categoryList, firstPages } from '../lobby-info/page-lists.ts';
import { LobbyError } from '../lobby-info/lobby-error.tsx';
import { useLobbyInfo } from '../lobby-info/use-lobby-info.ts';
import { NotFound } from './not-found.tsx';
import { GAMES_PAGE_SIZE, pageNumber, queryText, withQuery } from './page-query.ts';
import styles from './pages.module.css';

/**
 * `/moreGameList?category=<lobby key>&provider=<provider>&page=<n>`: one category's games (or the
 * popular list), filtered by provider, 24 more at each "Show more". Filter and pages are in the
 * URL, so Back from a game returns to the same place.
 */
export default function MoreGameListPage() {
  const t = useLobbyText();
  const categoryName = useCategoryName();
  const [query, setQuery] = useSearchParams();
  const { info, view, retry } = useLobbyInfo();
  const category = queryText(query.get('category')) ?? '';
  const list = categoryList(info, category, queryText(query.get('provider')));
  const pages = pageNumber(query.get('page'));
  const { shown, total } = firstPages(list.games, pages, GAMES_PAGE_SIZE);
  const title = category === POPULAR_LIST ? t('popular_title') : category === '' ? t('more_games_title') : categoryName(category);

  const back = (
    <Link className={styles.back} to="/">
      ‹ {t('back_to_lobby')}
    </Link>
  );
  let body;
  if (view === 'failed') body = <LobbyError onRetry={retry} />;
  else if (!info) body = <GameGridSkeleton count={GAMES_PAGE_SIZE} />;
  else if (!list.found) body = <NotFound text={t('category_not_found')} linkText={t('back_to_lobby')} to="/" />;
  else {
    body = (
      <>
        {list.filters.length > 1 ? (
          <FilterChips
            label={t('providers_filter_label')}
            allLabel={t('all')}
            options={list.filters.map((filter) => ({ key: filter.key, label: filter.key, count: filter.count }))}
            selected={list.filter}
            onSelect={(provider) => setQuery(withQuery(query, { provider, page: null }), { replace: true })}
            testId="lobby.provider-filter"
          />
        ) : null}
        {total === 0 ? <NotFound text={t('no_games')} linkText={t('back_to_lobby')} to="/" /> : <GameGrid games={shown} testId="lobby.more-games" />}
        {total > 0 ? <MoreButton shown={shown.length} total={total} onMore={() => setQuery(withQuery(query, { page: pages + 1 }), { replace: true })} /> : null}
      </>
    );
  }
  return (
    <LobbyPage
      name="more-games"
      title={
        <>
          <CategoryIcon category={category || POPULAR_LIST} />
          {title}
        </>
      }
      aside={back}
    >
      {body}
    </LobbyPage>
  );
}
