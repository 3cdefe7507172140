import { Link, useSearchParams } from '@casino/shared-kernel/routing';
import { LobbyPage } from '../../app/lobby-page.tsx';
import { useLobbyText } from '../../i18n/lobby-texts.ts';
import { FilterChips } from '../games/filter-chips.tsx';
import { MoreButton } from '../games/game-lists.tsx';
import { firstPages } from '../lobby-info/page-lists.ts';
import { pageNumber, withQuery } from '../pages/page-query.ts';
import { NewsCard, NewsSkeleton } from './news-card.tsx';
import { NEWS_PAGE_SIZE, type NewsKind } from './news-rules.ts';
import { useNews } from './use-news.ts';
import styles from './news.module.css';

const KINDS: readonly NewsKind[] = ['game', 'promotion'];
const isKind = (value: string | null): value is NewsKind => KINDS.some((kind) => kind === value);

/** `/moreNews?kind=game|promotion&page=<n>`: every article, filtered by kind, ten more at a time. */
export default function MoreNewsPage() {
  const t = useLobbyText();
  const [query, setQuery] = useSearchParams();
  const { items } = useNews();
  const requested = query.get('kind');
  const kind = isKind(requested) ? requested : null;
  const pages = pageNumber(query.get('page'));
  const filtered = items?.filter((item) => kind === null || item.kind === kind) ?? null;
  const paged = filtered ? firstPages(filtered, pages, NEWS_PAGE_SIZE) : null;
  return (
    <LobbyPage
      name="more-news"
      title={t('more_news')}
      aside={
        <Link className={styles.more} to="/news">
          ‹ {t('news_title')}
        </Link>
      }
    >
      <FilterChips
        label={t('news_filter_label')}
        allLabel={t('all')}
        options={KINDS.map((key) => ({ key, label: t(key === 'game' ? 'news_kind_game' : 'news_kind_promotion') }))}
        selected={kind}
        onSelect={(next) => setQuery(withQuery(query, { kind: next, page: null }), { replace: true })}
        testId="lobby.news-filter"
      />
      {paged === null ? (
        <NewsSkeleton count={6} />
      ) : paged.total === 0 ? (
        <p className={styles.empty}>{t('news_empty')}</p>
      ) : (
        <>
          <ul className={styles.list} data-testid="lobby.more-news">
            {paged.shown.map((item) => (
              <NewsCard key={`${item.kind}:${item.id}`} item={item} />
            ))}
          </ul>
          <MoreButton shown={paged.shown.length} total={paged.total} onMore={() => setQuery(withQuery(query, { page: pages + 1 }), { replace: true })} />
        </>
      )}
    </LobbyPage>
  );
}
