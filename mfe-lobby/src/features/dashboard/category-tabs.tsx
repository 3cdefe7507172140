import { useCallback, useId, useMemo, useState, type SyntheticEvent } from 'react';
import type { GameType, LobbyInfo } from '@casino/shared-kernel/api-contract';
import { categoryName, useKernelText } from '@casino/shared-kernel/i18n';
import { Skeleton, Tabs } from '@casino/shared-kernel/ui-core';
import { langKeyAsWords, useLangKeyText, useLobbyText } from '../../i18n/lobby-texts.ts';
import { CategoryIcon } from '../games/category-icons.tsx';
import { GameGridSkeleton, GameRail, SectionHeader, type GameRailProps } from '../games/game-lists.tsx';
import { moreGamesPath, providerPath } from '../games/game-routes.ts';
import { ProviderGrid } from '../games/provider-card.tsx';
import { useOnDemand } from '../../app/on-demand.ts';
import { RAIL_NEAR_MARGIN, useNearViewport } from '../../app/use-near-viewport.ts';
import { dashboardLater } from './dashboard-later-code.ts';
import type { CategoryPanelProps } from './category-panel.tsx';
import { dashboardTypes, gamesOfType, popularGames, POPULAR_LIST, providers, PROVIDERS_CATEGORY } from '../lobby-info/catalogue.ts';
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

/** The Lobby tab's rails drawn with the rest of the first screen; the others when the player nears them. */
const FIRST_RAILS = 1;

/**
 * A rail below the first screen: a box of a rail's height holds its place until the place comes
 * within a quarter of a viewport's height of the viewport (or the player tabs through the page);
 * then the rail.
 * The rails are most of the Dashboard's elements, and a phone's first screen shows one or two: drawn
 * before the player scrolls, even at idle, they were seconds of layout and paint on a phone's
 * first visit.
 */
function RailWhenNear(props: GameRailProps) {
  const [place, near] = useNearViewport<HTMLDivElement>(RAIL_NEAR_MARGIN);
  if (!near) return <div ref={place} className={styles.railPlaceholder} aria-hidden="true" data-testid="lobby.rail-place" />;
  return <GameRail {...props} />;
}

function LobbyRails({ info, types }: { info: LobbyInfo; types: readonly GameType[] }) {
  const t = useLobbyText();
  const categoryName = useCategoryName();
  const popular = popularGames(info);
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
        // The providers are a dozen cards, not a rail of tiles: drawn at once, as no placeholder of a
        // rail's height would hold their grid's place (on a phone it is twice as tall).
        if (type.lang_key === PROVIDERS_CATEGORY) return <ProvidersSection key={type.id} info={info} title={categoryName(type.lang_key)} />;
        const games = gamesOfType(type);
        const rail: GameRailProps = {
          title: categoryName(type.lang_key),
          icon: <CategoryIcon category={type.lang_key} />,
          games,
          seeAll: { to: moreGamesPath(type.lang_key), count: games.length },
          testId: `lobby.rail.${type.lang_key}`,
        };
        return index < FIRST_RAILS ? <GameRail key={type.id} {...rail} /> : <RailWhenNear key={type.id} {...rail} />;
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

/** A category's panel: its code is in the later chunk (category-panel.tsx), skeleton tiles until it comes. */
function LaterCategoryPanel(props: CategoryPanelProps) {
  const later = useOnDemand(dashboardLater, true);
  return later ? <later.CategoryPanel {...props} /> : <GameGridSkeleton count={CATEGORY_PANEL_GAMES} />;
}

/** A press on a tab, or a tab focused: the player is about to choose one. */
const isTab = (target: EventTarget) => target instanceof Element && target.closest('[role="tab"]') !== null;

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
  // The operator may hide the providers (`game_platform_show` false): no rail, no tab.
  const types = useMemo(() => dashboardTypes(info), [info]);

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
          <LaterCategoryPanel
            type={type}
            secondId={secondByType[type.id] ?? null}
            onSecond={(id) => setSecondByType((previous) => ({ ...previous, [type.id]: id }))}
          />
        ),
    })),
  ];
  // A category gone from a refreshed lobby falls back to the Lobby tab.
  const current = items.some((item) => item.id === selected) ? selected : LOBBY_TAB;
  // A category's panel is not on the first screen: its code is fetched as the player reaches for a
  // tab (a press or focus on one, before the click lands), or else when one is chosen.
  const reach = (event: SyntheticEvent) => {
    if (isTab(event.target)) dashboardLater.load().catch(() => undefined);
  };
  return (
    <div onPointerDown={reach} onFocus={reach}>
      <Tabs label={t('categories_label')} items={items} selectedId={current} onSelect={setSelected} testId="lobby.category-tabs" className={styles.tabs} />
    </div>
  );
}
