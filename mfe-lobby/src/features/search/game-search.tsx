import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { Game, LobbyInfo } from '@casino/shared-kernel/api-contract';
import { useOnDemand } from '../../app/on-demand.ts';
import { useLobbyText } from '../../i18n/lobby-texts.ts';
import { dashboardLater } from '../dashboard/dashboard-later-code.ts';
import { useGameTile } from '../games/use-game-tile.ts';
import styles from './game-search.module.css';

/** The box waits this long after the last key before it searches, so fast typing searches once. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * Search over the whole catalogue by name and provider, results as the player types (after a
 * 250 ms pause). A combobox (WAI-ARIA 1.2): Down and Up move through the results, Enter opens the
 * active game, Escape closes the list and then clears the box; a status line says how many matched.
 * The box holds the state (what was typed is the box's, kept while the results' code is on its
 * way); search-results.tsx does the rest.
 */
export function GameSearch({ info }: { info: LobbyInfo | null }) {
  const t = useLobbyText();
  const { openGame, nameOf } = useGameTile();
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [touched, setTouched] = useState(false);
  // The box is on the first screen; what it does with a query (the matching, the keys, the list:
  // search-results.tsx) is not until the player touches it. Its code, in the chunk of the
  // Dashboard's later parts, is fetched on the box's first focus, press or key.
  const results = useOnDemand(dashboardLater, touched);

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(text);
      setActive(-1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const found = useMemo(() => results?.findGames(info, query, nameOf), [results, info, query, nameOf]);
  // Until the results' code has arrived nothing has been searched: no list and no status yet. The
  // query typed meanwhile is searched as soon as it comes.
  const searching = found !== undefined && query.trim() !== '';
  const shown = found?.shown ?? [];
  const expanded = open && searching;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (game: Game) => {
    setOpen(false);
    openGame(game);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    setTouched(true);
    if (results) results.onSearchKey(event, { shown, active, expanded, setOpen, setActive, clear: () => setText(''), choose });
    // Before it: no list to move through or close, so Escape clears the box, as with the list closed.
    else if (event.key === 'Escape') setText('');
  };

  const status = !searching
    ? ''
    : shown.length === 0
      ? t('search_no_results', { query: query.trim() })
      : t('search_results_count', { count: found?.count ?? 0 });

  return (
    <div className={styles.search} role="search" data-testid="lobby.search">
      <label htmlFor={inputId} className={styles.visuallyHidden}>
        {t('search_label')}
      </label>
      <span className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
          <path d="M10.5 3a7.5 7.5 0 0 1 6 12l4.3 4.3-1.5 1.5-4.3-4.3A7.5 7.5 0 1 1 10.5 3zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11z" fill="currentColor" />
        </svg>
      </span>
      <input
        id={inputId}
        className={styles.input}
        type="text"
        role="combobox"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('search_placeholder')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          setTouched(true);
          setOpen(true);
        }}
        onPointerDown={() => setTouched(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        data-testid="lobby.search-input"
      />
      {text !== '' ? (
        <button
          type="button"
          className={styles.clear}
          aria-label={t('search_clear')}
          onClick={() => {
            setText('');
            setQuery('');
            setActive(-1);
          }}
        >
          ×
        </button>
      ) : null}
      <p className={styles.visuallyHidden} role="status">
        {status}
      </p>
      <div className={styles.popup} hidden={!expanded}>
        <p className={styles.summary} aria-hidden="true">
          {status}
        </p>
        <ul id={listId} role="listbox" aria-label={t('search_results_label')} className={styles.list} data-testid="lobby.search-results">
          {expanded && results ? (
            <results.SearchOptions shown={shown} active={active} optionId={optionId} nameOf={nameOf} onActive={setActive} onChoose={choose} />
          ) : null}
        </ul>
      </div>
    </div>
  );
}
