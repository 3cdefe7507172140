import { Link } from '@casino/shared-kernel/routing';
import { BackButton } from '../../app/back-button.tsx';
import { GamesPage } from '../../app/games-page.tsx';
import { useGamesText } from '../../app/games-text.ts';
import styles from './fairness.module.css';

/**
 * `/fairness`: the provably fair scheme explained to players (the page a game frame's panel and the
 * game record point to). It is read before playing, so it needs no sign-in and loads no crypto.
 */
export function FairnessPage() {
  const t = useGamesText();
  return (
    <GamesPage title={t('fair_how_title')} page="games.fairness" back={<BackButton fallback="/gameRecord" testId="games.fairness-back" />}>
      <div className={styles.explainedPage} data-testid="games.fairness-explained">
        <p>{t('fair_how_seeds')}</p>
        <p>{t('fair_how_hmac')}</p>
        <p>{t('fair_how_games')}</p>
        <p>{t('fair_how_rotate')}</p>
        <p>
          <Link to="/gameRecord">{t('fair_page_records')}</Link>
        </p>
      </div>
    </GamesPage>
  );
}
