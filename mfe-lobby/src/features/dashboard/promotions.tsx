import { useMemo } from 'react';
import type { LobbyInfo } from '@casino/shared-kernel/api-contract';
import { Carousel, LazyImage, Skeleton, useNow } from '@casino/shared-kernel/ui-core';
import { useLobbyText } from '../../i18n/lobby-texts.ts';
import { showingActivities, showingBanners } from '@casino/shared-kernel/api-constants';
import { useOpenActivity } from './use-open-activity.ts';
import styles from './dashboard.module.css';

/** Banners move on by themselves this often (paused on hover and focus by the kernel's carousel). */
export const BANNER_AUTOPLAY_MS = 5_000;

/**
 * The banner carousel (`banner_list`): each banner opens its event. Banners are the first thing on
 * screen, so their pictures start at once (neighbours too, for the slide in), in a fixed 5:2 box;
 * the first is the page's main picture and loads before anything else is drawn.
 */
export function BannerCarousel({ info }: { info: LobbyInfo | null }) {
  const t = useLobbyText();
  const openActivity = useOpenActivity();
  const now = useNow();
  const banners = useMemo(() => showingBanners(info?.banner_list, now), [info, now]);
  if (!info) return <Skeleton shape="rect" className={styles.bannerSkeleton} />;
  if (banners.length === 0) return null;
  const slides = banners.map((item, index) => ({
    id: String(item.activity_id),
    content: (
      <button type="button" className={styles.banner} onClick={() => openActivity(item)} aria-label={item.name} data-testid="lobby.banner">
        <LazyImage
          src={item.banner_url}
          alt=""
          aspectRatio="5 / 2"
          delayMs={0}
          rootMargin="0px 100% 0px 100%"
          priority={index === 0}
          secondary={index > 0}
          className={styles.bannerImage}
        />
      </button>
    ),
  }));
  return <Carousel label={t('banners_label')} slides={slides} autoplayMs={BANNER_AUTOPLAY_MS} className={styles.banners} testId="lobby.banners" />;
}

/** The quick activity entries (`act_list`): an icon and a short title each. */
export function ActivityEntries({ info }: { info: LobbyInfo | null }) {
  const t = useLobbyText();
  const openActivity = useOpenActivity();
  const now = useNow();
  const entries = useMemo(() => showingActivities(info?.act_list, now), [info, now]);
  if (!info) {
    return (
      <div className={styles.entries} aria-hidden="true">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} shape="rect" className={styles.entrySkeleton} />
        ))}
      </div>
    );
  }
  if (entries.length === 0) return null;
  return (
    <nav className={styles.entries} aria-label={t('activity_entries_label')} data-testid="lobby.activity-entries">
      {entries.map((item) => (
        <button key={item.activity_id} type="button" className={styles.entry} onClick={() => openActivity(item)}>
          <LazyImage src={item.left_icon1} alt="" width={44} height={44} delayMs={0} secondary className={styles.entryIcon} />
          <span className={styles.entryTitle}>{item.left_title || item.name}</span>
        </button>
      ))}
    </nav>
  );
}
