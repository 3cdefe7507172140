import { Link } from '@casino/shared-kernel/routing';
import { LobbyPage } from '../../app/lobby-page.tsx';
import { useLobbyText } from '../../i18n/lobby-texts.ts';
import { NewsCard, NewsSkeleton } from './news-card.tsx';
import { NEWS_LATEST } from './news-rules.ts';
import { useNews } from './use-news.ts';
import styles from './news.module.css';

/** `/news`: the latest articles, the first one large; "More news" lists them all. */
export default function NewsPage() {
  const t = useLobbyText();
  const { items } = useNews();
  const latest = items?.slice(0, NEWS_LATEST) ?? null;
  return (
    <LobbyPage
      name="news"
      title={t('news_title')}
      aside={
        items && items.length > NEWS_LATEST ? (
          <Link className={styles.more} to="/moreNews">
            {t('more_news')} ›
          </Link>
        ) : null
      }
    >
      {latest === null ? (
        <NewsSkeleton />
      ) : latest.length === 0 ? (
        <p className={styles.empty}>{t('news_empty')}</p>
      ) : (
        <ul className={styles.list} data-testid="lobby.news">
          {latest.map((item, index) => (
            <NewsCard key={`${item.kind}:${item.id}`} item={item} featured={index === 0} />
          ))}
        </ul>
      )}
      {items && items.length > 0 ? (
        <p className={styles.footer}>
          <Link className={styles.more} to="/moreNews">
            {t('more_news')} ›
          </Link>
        </p>
      ) : null}
    </LobbyPage>
  );
}
