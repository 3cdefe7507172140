import { useMemo } from 'react';
import type { LobbyInfo } from '@casino/shared-kernel/api-contract';
import { showingActivities } from '@casino/shared-kernel/api-constants';
import { isSignedInAtom, useAtomValue } from '@casino/shared-kernel/state';
import { useNow } from '@casino/shared-kernel/ui-core';
import { useOnDemand } from '../../app/on-demand.ts';
import { useNearViewport } from '../../app/use-near-viewport.ts';
import { dashboardLater } from './dashboard-later-code.ts';
import styles from './dashboard.module.css';

// The events and the join banners end the Dashboard, screens below the first: their code is not
// the first screen's. It is fetched when the place of either comes within a viewport's height of
// the viewport (the player scrolling down), and until it has come a box of their height holds that
// place, so nothing on the page moves when they are drawn.

/** The events (`activity_center`) showing now; nothing when there are none. */
export function ActivityCenterWhenNear({ info }: { info: LobbyInfo | null }) {
  const now = useNow();
  const events = useMemo(() => showingActivities(info?.activity_center?.activity, now), [info, now]);
  const [place, near] = useNearViewport<HTMLDivElement>();
  const code = useOnDemand(dashboardLater, near);
  if (events.length === 0) return null;
  if (code) return <code.ActivityCenter events={events} />;
  return <div ref={place} className={styles.eventsPlaceholder} aria-hidden="true" data-testid="lobby.events-place" />;
}

/** Which join banners show: sign-up for visitors when it pays a gift, download while the lobby offers its award. */
export interface JoinBannersShown {
  register: boolean;
  download: boolean;
}

export function joinBannersShown(info: LobbyInfo, signedIn: boolean): JoinBannersShown {
  return { register: !signedIn && info.regist_gift > 0, download: info.download_show && info.download_award > 0 };
}

/** The sign-up and download banners; nothing when neither shows. */
export function JoinBannersWhenNear({ info }: { info: LobbyInfo | null }) {
  const signedIn = useAtomValue(isSignedInAtom);
  const [place, near] = useNearViewport<HTMLDivElement>();
  const code = useOnDemand(dashboardLater, near);
  if (!info) return null;
  const shown = joinBannersShown(info, signedIn);
  if (!shown.register && !shown.download) return null;
  if (code) return <code.JoinBanners info={info} {...shown} />;
  // A card's box for each banner to come, in the banners' grid: side by side on a desktop, one
  // under the other on a phone.
  return (
    <div ref={place} className={styles.joinPlaceholder} aria-hidden="true" data-testid="lobby.join-banners-place">
      {shown.register ? <div className={styles.joinCardPlaceholder} /> : null}
      {shown.download ? <div className={styles.joinCardPlaceholder} /> : null}
    </div>
  );
}
