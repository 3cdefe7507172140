import { useSearchParams } from '@casino/shared-kernel/routing';
import type { ActivityItem } from '@casino/shared-kernel/api-contract';
import { redDotsAtom, useAtomValue } from '@casino/shared-kernel/state';
import { Badge, Button, Countdown, LazyImage, Skeleton } from '@casino/shared-kernel/ui';
import { PromotionsPage } from '../../app/promotions-page.tsx';
import { usePromotionsText } from '../../i18n/promotions-texts.ts';
import { LoadFailed } from '../common/load-failed.tsx';
import { RewardCenterEntry } from '../reward-center/reward-center-entry.tsx';
import { useOpenAction } from '../common/open-action.ts';
import { useLobbyActivities } from '../common/use-lobby-activities.ts';
import { activityAction, detailParagraphs, hasRedDot } from './activity-rules.ts';
import styles from './activity-page.module.css';

/**
 * The activity page (`/activity`): every event the brand runs, in `sort_id` order, each with its
 * picture, title, end countdown and red dot; `?id=<activity_id>` shows one event's detail, from
 * which the player joins or claims (a dialog, a page, or the wallet for the deposit offers).
 */
export default function ActivityPage() {
  const t = usePromotionsText();
  const { activities, failed } = useLobbyActivities();
  const [params, setParams] = useSearchParams();
  const openAction = useOpenAction();
  const selectedId = Number(params.get('id'));
  const selected = activities?.find((item) => item.activity_id === selectedId);
  return (
    <PromotionsPage path="/activity" actions={<RewardCenterEntry />}>
      {failed && !activities ? <LoadFailed onRetry={() => window.location.reload()} /> : null}
      {!activities && !failed ? <ActivityListSkeleton /> : null}
      {activities && selected ? <ActivityDetail item={selected} onBack={() => setParams({})} /> : null}
      {activities && !selected ? (
        activities.length === 0 ? (
          <p>{t('no_activities')}</p>
        ) : (
          <ActivityList
            items={activities}
            onOpen={(item) => {
              // An event without a detail page (`is_detail_show` off) opens what it is at once.
              const action = activityAction(item);
              if (!item.is_detail_show && action.kind !== 'none') openAction(action, { activity_id: item.activity_id });
              else setParams({ id: String(item.activity_id) });
            }}
          />
        )
      ) : null}
    </PromotionsPage>
  );
}

function ActivityListSkeleton() {
  return (
    <div className={styles.grid} aria-hidden="true">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} shape="rect" className={styles.cardSkeleton} />
      ))}
    </div>
  );
}

function EndsIn({ item }: { item: ActivityItem }) {
  const t = usePromotionsText();
  if (!(item.show_end_time > 0)) return null;
  return (
    <span className={styles.ends}>
      {t('ends_in')} <Countdown to={item.show_end_time * 1000} label={t('ends_in')} />
    </span>
  );
}

function ActivityList({ items, onOpen }: { items: readonly ActivityItem[]; onOpen: (item: ActivityItem) => void }) {
  const t = usePromotionsText();
  const dots = useAtomValue(redDotsAtom);
  return (
    <ul className={styles.grid} aria-label={t('activity_list_label')} data-testid="promotions.activity-list">
      {items.map((item) => (
        <li key={item.activity_id} className={styles.card}>
          <button type="button" className={styles.cardButton} onClick={() => onOpen(item)} aria-describedby={`activity-${item.activity_id}-des`}>
            <LazyImage src={item.img_url || item.banner_url} alt="" aspectRatio="5 / 2" className={styles.picture} />
            <span className={styles.cardTitle}>
              {item.name}
              {hasRedDot(dots, item.activity_id) ? <Badge dot label={t('red_dot')} /> : null}
            </span>
          </button>
          <p id={`activity-${item.activity_id}-des`} className={styles.cardText}>
            {item.list_title || item.des}
          </p>
          <EndsIn item={item} />
        </li>
      ))}
    </ul>
  );
}

function ActivityDetail({ item, onBack }: { item: ActivityItem; onBack: () => void }) {
  const t = usePromotionsText();
  const openAction = useOpenAction();
  const action = activityAction(item);
  return (
    <section className={styles.detail} aria-labelledby="activity-detail-title" data-testid="promotions.activity-detail">
      <Button variant="ghost" onClick={onBack}>
        {t('back_to_activities')}
      </Button>
      <LazyImage src={item.banner_url || item.img_url} alt="" aspectRatio="5 / 2" priority className={styles.picture} />
      <h2 id="activity-detail-title">{item.name}</h2>
      <EndsIn item={item} />
      <p className={styles.des}>{item.des}</p>
      {detailParagraphs(item.activity_detail).map((paragraph, index) => (
        <p key={index} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      {action.kind === 'none' ? null : (
        <Button block onClick={() => openAction(action, { activity_id: item.activity_id })}>
          {t('join_now')}
        </Button>
      )}
    </section>
  );
}
