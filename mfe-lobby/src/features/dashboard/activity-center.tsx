import { useId } from 'react';
import type { ActivityItem } from '@casino/shared-kernel/api-contract';
import { Link } from '@casino/shared-kernel/routing';
import { LazyImage } from '@casino/shared-kernel/ui-core';
import { useLobbyText } from '../../i18n/lobby-texts.ts';
import { useOpenActivity } from './use-open-activity.ts';
import styles from './events-and-join.module.css';
import sections from './dashboard.module.css';

function EventCard({ item, onOpen }: { item: ActivityItem; onOpen: (item: ActivityItem) => void }) {
  return (
    <li>
      <button type="button" className={styles.eventCard} onClick={() => onOpen(item)} data-testid="lobby.event">
        <LazyImage src={item.img_url} alt="" aspectRatio="5 / 2" className={styles.eventImage} />
        <span className={styles.eventText}>
          <span className={styles.eventName}>{item.list_title || item.name}</span>
          <span className={styles.eventDes}>{item.des}</span>
        </span>
      </button>
    </li>
  );
}

/**
 * The activity centre (`activity_center`): the events showing now (`showingActivities`) as cards on a
 * rail, "See all" on the activity page. Below the first screen: its code comes when its place nears
 * the viewport (last-sections.tsx).
 */
export function ActivityCenter({ events }: { events: readonly ActivityItem[] }) {
  const t = useLobbyText();
  const openActivity = useOpenActivity();
  const titleId = useId();
  return (
    <section className={sections.section} aria-labelledby={titleId} data-testid="lobby.activity-center">
      <header className={sections.sectionHeader}>
        <h2 id={titleId} className={sections.sectionTitle}>
          {t('events_title')}
        </h2>
        <Link className={sections.sectionLink} to="/activity">
          {t('see_all')}
        </Link>
      </header>
      <ul className={styles.eventTrack}>
        {events.map((item) => (
          <EventCard key={item.activity_id} item={item} onOpen={openActivity} />
        ))}
      </ul>
    </section>
  );
}
