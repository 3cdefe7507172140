import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { Game, LobbyInfo } from '@casino/shared-kernel/api-contract';
import { LazyImage } from '@casino/shared-kernel/ui-core';
import { useLobbyText } from '../../i18n/lobby-texts.ts';
import { useGameTile } from '../games/use-game-tile.ts';
import { catalogueGames } from '../lobby-info/catalogue.ts';
import { SEARCH_DEBOUNCE_MS, SEARCH_RESULTS_SHOWN, searchGames } from './search-games.ts';
import styles from './game-search.module.css';

/**
 * Search over the whole catalogue by name and provider, results as the player types (after a
 * 250 ms pause). A combobox (WAI-ARIA 1.2): Down and Up move through the results, Enter opens the
 * active game, Escape closes the list and then clears the box; a status line says how many matched.
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

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(text);
      setActive(-1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const results = useMemo(() => searchGames(catalogueGames(info), query, nameOf), [info, query, nameOf]);
  const shown = results.slice(0, SEARCH_RESULTS_SHOWN);
  const searching = query.trim() !== '';
  const expanded = open && searching;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (game: Game) => {
    setOpen(false);
    openGame(game);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
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
      else setText('');
      setActive(-1);
    }
  };

  const status = !searching ? '' : shown.length === 0 ? t('search_no_results', { query: query.trim() }) : t('search_results_count', { count: results.length });

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
        onFocus={() => setOpen(true)}
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
          {expanded
            ? shown.map((game, index) => (
                <li
                  key={game.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={styles.option}
                  // The box keeps focus (and the list stays open) while a result is pressed.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => choose(game)}
                  data-game-id={game.id}
                >
                  <LazyImage src={game.icon_url} alt="" width={40} height={40} delayMs={0} className={styles.thumb} />
                  <span className={styles.optionText}>
                    <span className={styles.optionName}>{nameOf(game)}</span>
                    <span className={styles.optionProvider}>{game.provider}</span>
                  </span>
                </li>
              ))
            : null}
        </ul>
      </div>
    </div>
  );
}
