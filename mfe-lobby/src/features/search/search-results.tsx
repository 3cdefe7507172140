// The search's results machinery: the matching, the keys that move through the results, the list.
// Not on the first screen: the box (game-search.tsx) is drawn with it, and this comes (in the chunk
// of dashboard-later.ts) when the player first touches the box.
import type { Dispatch, KeyboardEvent, SetStateAction } from 'react';
import type { Game, LobbyInfo } from '@casino/shared-kernel/api-contract';
import { LazyImage } from '@casino/shared-kernel/ui-core';
import { catalogueGames } from '../lobby-info/catalogue.ts';
import { SEARCH_RESULTS_SHOWN, searchGames } from './search-games.ts';
import styles from './search-results.module.css';

export interface FoundGames {
  /** The results the list shows, best first. */
  shown: Game[];
  /** How many matched. */
  count: number;
}

/** The games of the whole catalogue matching `query`; an empty query finds nothing. */
export function findGames(info: LobbyInfo | null, query: string, nameOf: (game: Game) => string): FoundGames {
  const found = searchGames(catalogueGames(info), query, nameOf);
  return { shown: found.slice(0, SEARCH_RESULTS_SHOWN), count: found.length };
}

/** What the keys read and change: the box's state, held by the box (game-search.tsx). */
export interface SearchKeys {
  shown: readonly Game[];
  /** The active result; -1 is the box itself. */
  active: number;
  expanded: boolean;
  setOpen: (open: boolean) => void;
  setActive: Dispatch<SetStateAction<number>>;
  clear: () => void;
  choose: (game: Game) => void;
}

/** The combobox's keys (WAI-ARIA 1.2): Down and Up move through the results, Enter opens the active game, Escape closes the list and then clears the box. */
export function onSearchKey(event: KeyboardEvent<HTMLInputElement>, { shown, active, expanded, setOpen, setActive, clear, choose }: SearchKeys): void {
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    setOpen(true);
    if (shown.length === 0) return;
    const step = event.key === 'ArrowDown' ? 1 : -1;
    setActive((current) => {
      // -1 is the box itself: Down from the last result and Up from the first come back to it.
      const next = current + step;
      if (next >= shown.length) return -1;
      if (next < -1) return shown.length - 1;
      return next;
    });
  } else if (event.key === 'Enter') {
    const game = shown[active] ?? (shown.length === 1 ? shown[0] : undefined);
    if (game && expanded) {
      event.preventDefault();
      choose(game);
    }
  } else if (event.key === 'Escape') {
    if (expanded) setOpen(false);
    else clear();
    setActive(-1);
  }
}

/** The results as the listbox's options: a picture, the name and the provider each. */
export function SearchOptions({
  shown,
  active,
  optionId,
  nameOf,
  onActive,
  onChoose,
}: {
  shown: readonly Game[];
  active: number;
  optionId: (index: number) => string;
  nameOf: (game: Game) => string;
  onActive: (index: number) => void;
  onChoose: (game: Game) => void;
}) {
  return shown.map((game, index) => (
    <li
      key={game.id}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      className={styles.option}
      // The box keeps focus (and the list stays open) while a result is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onMouseEnter={() => onActive(index)}
      onClick={() => onChoose(game)}
      data-game-id={game.id}
    >
      <LazyImage src={game.icon_url} alt="" width={40} height={40} delayMs={0} className={styles.thumb} />
      <span className={styles.optionText}>
        <span className={styles.optionName}>{nameOf(game)}</span>
        <span className={styles.optionProvider}>{game.provider}</span>
      </span>
    </li>
  ));
}
