import { useCallback, useEffect, useRef, useState } from 'react';
import { casinoApi } from '@casino/shared-kernel/api';
import type { Game, GameType } from '@casino/shared-kernel/api-contract';
import type { ReactNode } from 'react';
import { useKernelText } from '@casino/shared-kernel/i18n';
import { useNavigate, useSearchParams } from '@casino/shared-kernel/routing';
import { isSignedInAtom, lobbyInfoAtom, useAtomValue } from '@casino/shared-kernel/state';
import { Button, GameTile, Input, Skeleton, Tabs } from '@casino/shared-kernel/ui';
import { BackButton } from '../../app/back-button.tsx';
import { failureText } from '../../app/failure-text.ts';
import { categoryTitle } from '../../app/game-names.ts';
import { GamesPage, LoadFailed, Notice } from '../../app/games-page.tsx';
import { useGamesText } from '../../app/games-text.ts';
import { useLoad } from '../../app/use-load.ts';
import { useFavorite } from '../launch/use-favorite.ts';
import { TILES_PER_PAGE, categoryGames, chosenCategory, sortedCategories } from './category-games.ts';
import styles from './game-category.module.css';

/**
 * `/game?type=<category id or lang_key>&sub=<group id>`: one lobby category (slots, live, sports —
 * the "game sport page" —, …) with its provider groups, a search and the games as tiles. The
 * categories come from the lobby info the shell loaded, else from `GET /api/index`.
 */
export function GameCategoryPage() {
  const t = useGamesText();
  const stored = useAtomValue(lobbyInfoAtom);
  const fetched = useLoad(stored ? null : 'lobby-index', (signal) => casinoApi.get('lobbyIndex', undefined, { hideErrorMsg: true, signal }));
  const lobby = stored ?? (fetched.status === 'ready' ? fetched.data : null);
  const [search, setSearch] = useSearchParams();
  const back = <BackButton fallback="/" testId="games.category-back" />;

  if (!lobby) {
    return (
      <GamesPage title={t('category_title')} page="games.category" back={back}>
        {fetched.status === 'failed' ? (
          <LoadFailed text={failureText(fetched.error, t('category_failed'))} onRetry={fetched.retry} />
        ) : (
          <div className={styles.grid} aria-busy="true">
            {Array.from({ length: 12 }, (_, index) => (
              <Skeleton key={index} shape="rect" className={styles.tileSkeleton} />
            ))}
          </div>
        )}
      </GamesPage>
    );
  }

  const categories = sortedCategories(lobby.game_type_list);
  const category = chosenCategory(categories, search.get('type'));
  if (!category) {
    return (
      <GamesPage title={t('category_title')} page="games.category" back={back}>
        <Notice text={t('category_empty')} />
      </GamesPage>
    );
  }
  return <CategoryTabs categories={categories} category={category} back={back} subText={search.get('sub')} onChange={setSearch} />;
}

function CategoryTabs({
  categories,
  category,
  back,
  subText,
  onChange,
}: {
  categories: GameType[];
  category: GameType;
  back: ReactNode;
  subText: string | null;
  onChange: (query: Record<string, string>) => void;
}) {
  const t = useGamesText();
  const kernelText = useKernelText();
  const tabs = useRef<HTMLDivElement>(null);
  // A phone shows a few tabs at a time: the chosen one is scrolled into view (a link to /game?type=lobby_sports).
  useEffect(() => {
    tabs.current?.querySelector('[role="tab"][aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [category.id]);
  const sub = Number(subText);
  const subId = category.second_type_list.some((group) => group.id === sub) ? sub : null;

  return (
    <GamesPage title={categoryTitle(category.lang_key, kernelText)} page="games.category" back={back}>
      <div ref={tabs}>
        <Tabs
          label={t('category_tabs')}
          testId="games.categories"
          className={styles.tabs}
          selectedId={String(category.id)}
          onSelect={(id) => onChange({ type: id })}
          items={categories.map((type) => ({
            id: String(type.id),
            label: categoryTitle(type.lang_key, kernelText),
            content:
              type.id === category.id ? (
                <CategoryGames
                  key={`${type.id}:${subId ?? 'all'}`}
                  category={type}
                  subId={subId}
                  onSub={(id) => onChange(id === null ? { type: String(type.id) } : { type: String(type.id), sub: String(id) })}
                />
              ) : null,
          }))}
        />
      </div>
    </GamesPage>
  );
}

function CategoryGames({ category, subId, onSub }: { category: GameType; subId: number | null; onSub: (id: number | null) => void }) {
  const t = useGamesText();
  const navigate = useNavigate();
  const signedIn = useAtomValue(isSignedInAtom);
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(TILES_PER_PAGE);
  const [favorites, setFavorites] = useState<ReadonlyMap<number, boolean>>(new Map());
  const onFavoriteChanged = useCallback((id: number, flag: boolean) => setFavorites((map) => new Map(map).set(id, flag)), []);
  const favorite = useFavorite(onFavoriteChanged);
  const games = categoryGames(category, subId, query);
  const groups = [...category.second_type_list].sort((a, b) => a.sort_index - b.sort_index);
  const open = (game: Game) => void navigate(`/Gamedetail?id=${game.id}`);

  return (
    <div className={styles.panel}>
      <div className={styles.tools}>
        {groups.length > 1 ? (
          <div className={styles.chips} role="group" aria-label={t('category_providers')}>
            <button type="button" className={styles.chip} aria-pressed={subId === null} onClick={() => onSub(null)}>
              {t('category_all')}
            </button>
            {groups.map((group) => (
              <button key={group.id} type="button" className={styles.chip} aria-pressed={subId === group.id} onClick={() => onSub(group.id)}>
                {group.lang_key}
              </button>
            ))}
          </div>
        ) : null}
        <Input
          className={styles.search}
          label={t('category_search')}
          type="search"
          value={query}
          placeholder={t('category_search_hint')}
          onChange={(event) => {
            setQuery(event.target.value);
            setShown(TILES_PER_PAGE);
          }}
          data-testid="games.category-search"
        />
      </div>
      {games.length === 0 ? (
        <Notice text={query.trim() === '' ? t('category_empty') : t('category_no_match', { query: query.trim() })} />
      ) : (
        <>
          <p className={styles.count} role="status">
            {t('category_count', { count: games.length })}
          </p>
          <div className={styles.grid} data-testid="games.category-games">
            {games.slice(0, shown).map((game) => {
              const flagged = { ...game, is_favorite: favorites.get(game.id) ?? game.is_favorite };
              return (
                <GameTile
                  key={game.id}
                  game={flagged}
                  onOpen={open}
                  testId="games.game-tile"
                  favorite={
                    signedIn ? { label: t('tile_favorite'), onToggle: (item) => void favorite.toggle(item), pending: favorite.pending.has(game.id) } : undefined
                  }
                />
              );
            })}
          </div>
          {games.length > shown ? (
            <div className={styles.more}>
              <Button variant="secondary" onClick={() => setShown(shown + TILES_PER_PAGE)} data-testid="games.category-more">
                {t('category_more', { shown, total: games.length })}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
