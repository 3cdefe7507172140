import { useDeferredValue } from 'react';
import { LobbyPage } from '../../app/lobby-page.tsx';
import { useLobbyText } from '../../i18n/lobby-texts.ts';
import { LobbyError } from '../lobby-info/lobby-error.tsx';
import { useLobbyInfo } from '../lobby-info/use-lobby-info.ts';
import { GameSearch } from '../search/game-search.tsx';
import { WinnersTicker } from '../winners/winners-ticker.tsx';
import { CategoryTabs } from './category-tabs.tsx';
import { ActivityCenterWhenNear, JoinBannersWhenNear } from './last-sections.tsx';
import { ActivityEntries, BannerCarousel } from './promotions.tsx';
import styles from './dashboard.module.css';

/**
 * The Dashboard (`/`, kept alive by the shell): search, banners, activity entries, the winners
 * ticker, the game type tabs with their rails, the events, the sign-up and download banners. It
 * draws the cached lobby info at once and skeletons when there is none; every box has its size
 * before its pictures arrive.
 */
export function DashboardPage() {
  const t = useLobbyText();
  const { info, view, retry } = useLobbyInfo();
  // What lies below the first screen (the tabs with a hundred tiles, the events) is drawn from its
  // skeletons in the background, in slices React yields between: the banners come first. The
  // events and join banners hold their place until it nears the viewport, then fetch their code.
  const infoBelow = useDeferredValue(info, null);
  return (
    <LobbyPage name="dashboard" title={t('lobby_title')} titleHidden>
      <GameSearch info={info} />
      {view === 'failed' ? <LobbyError onRetry={retry} /> : null}
      <div className={styles.hero}>
        <BannerCarousel info={info} />
        <ActivityEntries info={info} />
      </div>
      <WinnersTicker info={info} />
      <CategoryTabs info={infoBelow} />
      <ActivityCenterWhenNear info={infoBelow} />
      <JoinBannersWhenNear info={infoBelow} />
    </LobbyPage>
  );
}
