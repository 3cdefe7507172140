import { Link, useNavigate, useSearchParams } from '@casino/shared-kernel/routing';
import { Button, LazyImage, Skeleton } from '@casino/shared-kernel/ui-core';
import { LobbyPage } from '../../app/lobby-page.tsx';
import { useLobbyText } from '../../i18n/lobby-texts.ts';
import { useOpenActivity } from '../dashboard/use-open-activity.ts';
import { gameDetailPath } from '../games/game-routes.ts';
import { NotFound } from '../pages/not-found.tsx';
import { NewsDate } from './news-card.tsx';
import { findNews, paragraphs } from './news-rules.ts';
import { useNews } from './use-news.ts';
import styles from './news.module.css';

/** `/newsDetail?type=game|promotion&id=<id>`: one article in full, with its call to action. */
export default function NewsDetailPage() {
  const t = useLobbyText();
  const navigate = useNavigate();
  const openActivity = useOpenActivity();
  const [query] = useSearchParams();
  const { items } = useNews();
  const item = items ? findNews(items, query.get('type'), query.get('id')) : undefined;
  const back = (
    <Link className={styles.more} to="/news">
      ‹ {t('news_title')}
    </Link>
  );

  if (items === null) {
    return (
      <LobbyPage name="news-detail" title={<Skeleton shape="text" width={240} />} aside={back}>
        <Skeleton shape="rect" className={styles.detailImageSkeleton} />
        <Skeleton shape="text" lines={4} />
      </LobbyPage>
    );
  }
  if (!item) {
    return (
      <LobbyPage name="news-detail" title={t('news_not_found_title')} aside={back}>
        <NotFound text={t('news_not_found')} linkText={t('news_title')} to="/news" />
      </LobbyPage>
    );
  }
  const { gameId, activity } = item;
  return (
    <LobbyPage name="news-detail" title={item.title} aside={back}>
      <article className={styles.detail} data-testid="lobby.news-detail">
        <p className={styles.detailMeta}>
          <span className={styles.kind} data-kind={item.kind}>
            {t(item.kind === 'game' ? 'news_kind_game' : 'news_kind_promotion')}
          </span>
          <NewsDate item={item} />
        </p>
        {item.imageUrl ? (
          <span className={item.kind === 'game' ? `${styles.detailPicture} ${styles.gamePicture}` : styles.detailPicture}>
            <LazyImage src={item.imageUrl} alt="" aspectRatio={item.kind === 'game' ? '1 / 1' : '5 / 2'} delayMs={0} className={styles.image} />
          </span>
        ) : null}
        <div className={styles.body}>
          {paragraphs(item.body).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        {gameId !== null ? (
          <Button onClick={() => navigate(gameDetailPath({ id: gameId }))} data-testid="lobby.news-play">
            {t('play_now')}
          </Button>
        ) : null}
        {activity ? (
          <Button onClick={() => openActivity(activity)} data-testid="lobby.news-join">
            {t('join_now')}
          </Button>
        ) : null}
      </article>
    </LobbyPage>
  );
}
