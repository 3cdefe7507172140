import { useCallback, useId, useMemo, useState } from 'react';
import type { GameType, LobbyInfo } from '@casino/shared-kernel/api-contract';
import { categoryName, useKernelText } from '@casino/shared-kernel/i18n';
import { Link } from '@casino/shared-kernel/routing';
import { Skeleton, Tabs } from '@casino/shared-kernel/ui-core';
import { langKeyAsWords, useLangKeyText, useLobbyText } from '../../i18n/lobby-texts.ts';
import { CategoryIcon } from '../games/category-icons.tsx';
import { FilterChips } from '../games/filter-chips.tsx';
import { GameGrid, GameGridSkeleton, GameRail, SectionHeader } from '../games/game-lists.tsx';
import { moreGamesPath, providerPath } from '../games/game-routes.ts';
import { ProviderGrid } from '../games/provider-card.tsx';
import { useRevealedCount } from '../games/use-revealed-count.ts';
import { gamesOfType, gameTypes, popularGames, POPULAR_LIST, providers, PROVIDERS_CATEGORY, secondTypes } from '../lobby-info/catalogue.ts';
import styles from './dashboard.module.css';

/** A category tab shows this many games; "See all" leads to the whole list (`/moreGameList`). */
export const CATEGORY_PANEL_GAMES = 24;

/** The first tab: every category as a rail. */
const LOBBY_TAB = 'lobby';
const tabIdOf = (type: GameType) => `type-${type.id}`;

/** The name of a category key (spec 9) in the player's language; an unknown key reads as words. */
export function useCategoryName(): (langKey: string) => string {
  const langKeyText = useLangKeyText();
  const kernelText = useKernelText();
  return useCallback((langKey: string) => categoryName(langKey, kernelText) ?? langKeyText(langKey, langKeyAsWords), [langKeyText, kernelText]);
}

/** The Lobby tab's rails drawn with the rest of the first screen; the others follow, one at a time. */
const FIRST_RAILS = 1;

function LobbyRails({ info, types }: { info: LobbyInfo; types: readonly GameType[] }) {
  const t = useLobbyText();
  const categoryName = useCategoryName();
  const popular = popularGames(info);
  // Below the first screen: each further rail is drawn when the page is idle, a rail at a time,
  // so no long task holds the page; until then a box of a rail's height keeps its place.
  const revealed = useRevealedCount(types.length, FIRST_RAILS);
  return (
    <div className={styles.rails}>
      <GameRail
        title={t('popular_title')}
        icon={<CategoryIcon category={POPULAR_LIST} />}
        games={popular}
        seeAll={{ to: moreGamesPath(POPULAR_LIST), count: popular.length }}
        testId="lobby.rail.poputar_list"
      />
      {types.map((type, index) => {
        if (index >= revealed) return <div key={type.id} className={styles.railPlaceholder} aria-hidden="true" />;
        if (type.lang_key === PROVIDERS_CATEGORY) return <ProvidersSection key={type.id} info={info} title={categoryName(type.lang_key)} />;
        const games = gamesOfType(type);
        return (
          <GameRail
            key={type.id}
            title={categoryName(type.lang_key)}
            icon={<CategoryIcon category={type.lang_key} />}
            games={games}
            seeAll={{ to: moreGamesPath(type.lang_key), count: games.length }}
            testId={`lobby.rail.${type.lang_key}`}
          />
        );
      })}
    </div>
  );
}

/** The providers (the lobby's bottom list, spec 9's `game_manufacturer`): each opens its games. */
export function ProvidersSection({ info, title }: { info: LobbyInfo; title: string }) {
  const titleId = useId();
  const list = providers(info);
  if (list.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="lobby.rail.game_manufacturer">
      <SectionHeader id={titleId} icon={<CategoryIcon category={PROVIDERS_CATEGORY} />} title={title} seeAll={{ to: providerPath() }} />
      <ProviderGrid providers={list} />
    </section>
  );
}

/**
 * One category: its second-level lists as filter chips (spec 4: the game type chosen sets the
 * second-level list; on this server they are the category's providers), then its games.
 */
function CategoryPanel({ type, secondId, onSecond }: { type: GameType; secondId: number | null; onSecond: (id: number | null) => void }) {
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

/**
 * The game type tabs (`game_type_list`): a Lobby tab with every category as a rail, then one tab per
 * category. The chosen tab and each category's chosen second-level list are kept while the
 * Dashboard lives (it is kept alive, so a round trip to a game keeps them).
 */
export function CategoryTabs({ info }: { info: LobbyInfo | null }) {
  const t = useLobbyText();
  const categoryName = useCategoryName();
  const [selected, setSelected] = useState(LOBBY_TAB);
  const [secondByType, setSecondByType] = useState<Readonly<Record<number, number | null>>>({});
  const types = useMemo(() => gameTypes(info), [info]);

  if (!info) {
    return (
      <div className={styles.rails} aria-busy="true" data-testid="lobby.categories-loading">
        <div className={styles.tabsSkeleton}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} shape="rect" className={styles.tabSkeleton} />
          ))}
        </div>
        <GameGridSkeleton count={8} rail />
        <GameGridSkeleton count={8} rail />
      </div>
    );
  }

  const label = (category: string, text: string) => (
    <span className={styles.tabLabel}>
      <CategoryIcon category={category} />
      {text}
    </span>
  );
  const items = [
    { id: LOBBY_TAB, label: label(LOBBY_TAB, t('tab_lobby')), content: <LobbyRails info={info} types={types} /> },
    ...types.map((type) => ({
      id: tabIdOf(type),
      label: label(type.lang_key, categoryName(type.lang_key)),
      content:
        type.lang_key === PROVIDERS_CATEGORY ? (
          <ProviderGrid providers={providers(info)} />
        ) : (
          <CategoryPanel
            type={type}
            secondId={secondByType[type.id] ?? null}
            onSecond={(id) => setSecondByType((previous) => ({ ...previous, [type.id]: id }))}
          />
        ),
    })),
  ];
  // A category gone from a refreshed lobby falls back to the Lobby tab.
  const current = items.some((item) => item.id === selected) ? selected : LOBBY_TAB;
  return <Tabs label={t('categories_label')} items={items} selectedId={current} onSelect={setSelected} testId="lobby.category-tabs" className={styles.tabs} />;
}
