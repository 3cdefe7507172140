import { formatDateTime, fromEpochSeconds } from '@casino/shared-kernel/format';
import { Link } from '@casino/shared-kernel/routing';
import { LazyImage } from '@casino/shared-kernel/ui-core';
import { useLobbyText } from '../../i18n/lobby-texts.ts';
import { newsDetailPath, type NewsItem } from './news-rules.ts';
import styles from './news.module.css';

/** The date line of an article: when it was published, or until when the event runs. */
export function NewsDate({ item }: { item: NewsItem }) {
  const t = useLobbyText();
  if (item.publishedAt > 0) {
    const date = fromEpochSeconds(item.publishedAt);
    return <time dateTime={date.toISOString()}>{formatDateTime(date, 'y-m-d')}</time>;
  }
  if (item.endsAt > 0) {
    const date = fromEpochSeconds(item.endsAt);
    return <time dateTime={date.toISOString()}>{t('news_ends', { date: formatDateTime(date, 'y-m-d') })}</time>;
  }
  return null;
}

/** An article in a list: its picture (a fixed box), kind, title, summary and date; opens the article. */
export function NewsCard({ item, featured = false }: { item: NewsItem; featured?: boolean }) {
  const t = useLobbyText();
  return (
    <li className={featured ? `${styles.card} ${styles.featured}` : styles.card}>
      <Link className={styles.cardLink} to={newsDetailPath(item)} data-testid="lobby.news-item" data-news-kind={item.kind}>
        <span className={item.kind === 'game' ? `${styles.picture} ${styles.gamePicture}` : styles.picture}>
          {item.imageUrl ? <LazyImage src={item.imageUrl} alt="" aspectRatio={item.kind === 'game' ? '1 / 1' : '5 / 2'} className={styles.image} /> : null}
        </span>
        <span className={styles.cardText}>
          <span className={styles.kind} data-kind={item.kind}>
            {t(item.kind === 'game' ? 'news_kind_game' : 'news_kind_promotion')}
          </span>
          <span className={styles.cardTitle}>{item.title}</span>
          <span className={styles.summary}>{item.summary}</span>
          <span className={styles.date}>
            <NewsDate item={item} />
          </span>
        </span>
      </Link>
    </li>
  );
}

/** Placeholders shaped like news cards. */
export function NewsSkeleton({ count = 4 }: { count?: number }) {
  return (
    <ul className={styles.list} aria-hidden="true" data-testid="lobby.news-loading">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={`${styles.card} ${styles.skeleton}`} />
      ))}
    </ul>
  );
}
