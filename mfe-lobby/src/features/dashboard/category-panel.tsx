import type { GameType } from '@casino/shared-kernel/api-contract';
import { Link } from '@casino/shared-kernel/routing';
import { useLangKeyText, useLobbyText } from '../../i18n/lobby-texts.ts';
import { FilterChips } from '../games/filter-chips.tsx';
import { GameGrid } from '../games/game-lists.tsx';
import { moreGamesPath } from '../games/game-routes.ts';
import { gamesOfType, secondTypes } from '../lobby-info/catalogue.ts';
import { CATEGORY_PANEL_GAMES, useCategoryName } from './category-tabs.tsx';
import styles from './dashboard.module.css';

/**
 * One category: its second-level lists as filter chips (spec 4: the game type chosen sets the
 * second-level list; on this server they are the category's providers), then its games. Not on the
 * first screen (the Lobby tab is): it comes with the later chunk (dashboard-later.ts) when the
 * player reaches for the tabs (category-tabs.tsx).
 */
export interface CategoryPanelProps {
  type: GameType;
  secondId: number | null;
  onSecond: (id: number | null) => void;
}

export function CategoryPanel({ type, secondId, onSecond }: CategoryPanelProps) {
  const t = useLobbyText();
  const langKeyText = useLangKeyText();
  const categoryName = useCategoryName();
  const seconds = secondTypes(type);
  const chosen = seconds.find((second) => second.id === secondId) ?? null;
  const games = gamesOfType(type, chosen?.id ?? null);
  return (
    <div className={styles.panel}>
      {seconds.length > 1 ? (
        <FilterChips
          label={t('second_types_label', { category: categoryName(type.lang_key) })}
          allLabel={t('all')}
          options={seconds.map((second) => ({ key: String(second.id), label: langKeyText(second.lang_key), count: second.game_list.length }))}
          selected={chosen ? String(chosen.id) : null}
          onSelect={(key) => onSecond(key === null ? null : Number(key))}
          testId="lobby.second-types"
        />
      ) : null}
      <GameGrid games={games.slice(0, CATEGORY_PANEL_GAMES)} testId="lobby.category-games" />
      {games.length > CATEGORY_PANEL_GAMES ? (
        <p className={styles.panelMore}>
          <Link className={styles.sectionLink} to={moreGamesPath(type.lang_key, chosen?.lang_key)}>
            {t('see_all_count', { count: games.length })}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
