import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Game } from '@casino/shared-kernel/api-contract';
import { Link } from '@casino/shared-kernel/routing';
import { GameTile, Skeleton } from '@casino/shared-kernel/ui-core';
import { useLobbyText } from '../../i18n/lobby-texts.ts';
import { useGameTile } from './use-game-tile.ts';
import styles from './game-lists.module.css';

/** A section's title row: its icon and name, and a "See all" link when there is more. */
export function SectionHeader({
  id,
  icon,
  title,
  seeAll,
  children,
}: {
  id: string;
  icon?: ReactNode;
  title: string;
  seeAll?: { to: string; count?: number };
  children?: ReactNode;
}) {
  const t = useLobbyText();
  return (
    <header className={styles.header}>
      <h2 id={id} className={styles.title}>
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        {title}
      </h2>
      <div className={styles.actions}>
        {seeAll ? (
          <Link className={styles.seeAll} to={seeAll.to} aria-label={`${t('see_all')}: ${title}`}>
            {seeAll.count !== undefined ? t('see_all_count', { count: seeAll.count }) : t('see_all')}
          </Link>
        ) : null}
        {children}
      </div>
    </header>
  );
}

/** A grid of game tiles, as many columns as fit (three on a phone). */
export function GameGrid({ games, testId = 'lobby.game-grid' }: { games: readonly Game[]; testId?: string }) {
  const { openGame, nameOf, favoriteOf } = useGameTile();
  return (
    <ul className={styles.grid} data-testid={testId}>
      {games.map((game) => (
        <li key={game.id}>
          <GameTile game={game} name={nameOf(game)} onOpen={openGame} favorite={favoriteOf(game)} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholders in the shape of game tiles while a list loads: the page does not move when it arrives. */
export function GameGridSkeleton({ count = 12, rail = false }: { count?: number; rail?: boolean }) {
  return (
    <ul className={rail ? styles.track : styles.grid} aria-hidden="true" data-testid="lobby.game-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.skeletonTile}>
          <Skeleton shape="rect" className={styles.skeletonPicture} />
          <Skeleton shape="text" lines={2} />
        </li>
      ))}
    </ul>
  );
}

/** A tile this much in the rail's view counts as shown: its end's button has nothing left to show. */
const END_SHOWN_RATIO = 0.95;

/**
 * Scroll buttons of a rail, each disabled at its end. Which ends show comes from an
 * IntersectionObserver on the first and last tiles: measuring the track in an effect would force a
 * layout of the whole page (a dozen rails) straight after the first render, and of rails the
 * browser is skipping while they are off screen.
 */
function useRailScroll(tilesKey: string) {
  const track = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ start: true, end: false });
  useEffect(() => {
    const element = track.current;
    const first = element?.firstElementChild;
    const last = element?.lastElementChild;
    if (!element || !first || !last || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        setEnds((previous) => {
          let { start, end } = previous;
          for (const entry of entries) {
            const shown = entry.intersectionRatio >= END_SHOWN_RATIO;
            if (entry.target === first) start = shown;
            if (entry.target === last) end = shown;
          }
          return previous.start === start && previous.end === end ? previous : { start, end };
        });
      },
      { root: element, threshold: [0, END_SHOWN_RATIO, 1] },
    );
    observer.observe(first);
    observer.observe(last);
    return () => observer.disconnect();
    // Observed again when the end tiles change (another list, a refreshed lobby).
  }, [tilesKey]);
  const scroll = (direction: -1 | 1) => {
    const element = track.current;
    element?.scrollBy({ left: direction * Math.max(element.clientWidth * 0.85, 120), behavior: 'smooth' });
  };
  return { track, ends, scroll };
}

export interface GameRailProps {
  title: string;
  icon?: ReactNode;
  games: readonly Game[];
  /** Where "See all" leads; left out when the rail shows the whole list. */
  seeAll?: { to: string; count?: number };
  /** At most this many tiles; the rest are behind "See all". */
  limit?: number;
  testId: string;
}

/** A titled row of game tiles that scrolls sideways (swipe, shift-wheel, or the arrow buttons). */
export function GameRail({ title, icon, games, seeAll, limit = 18, testId }: GameRailProps) {
  const id = useId();
  const t = useLobbyText();
  const { openGame, nameOf, favoriteOf } = useGameTile();
  const shown = games.slice(0, limit);
  const { track, ends, scroll } = useRailScroll(`${shown[0]?.id}:${shown.at(-1)?.id}:${shown.length}`);
  if (games.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={testId}>
      <SectionHeader id={id} icon={icon} title={title} seeAll={seeAll}>
        <span className={styles.arrows}>
          <button type="button" className={styles.arrow} onClick={() => scroll(-1)} disabled={ends.start} aria-label={t('scroll_back', { title })}>
            ‹
          </button>
          <button type="button" className={styles.arrow} onClick={() => scroll(1)} disabled={ends.end} aria-label={t('scroll_forward', { title })}>
            ›
          </button>
        </span>
      </SectionHeader>
      <ul ref={track} className={styles.track}>
        {shown.map((game) => (
          <li key={game.id}>
            <GameTile game={game} name={nameOf(game)} onOpen={openGame} favorite={favoriteOf(game)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A "show more" row under a paged list: how many show, and the button for the next page. */
export function MoreButton({ shown, total, onMore }: { shown: number; total: number; onMore: () => void }) {
  const t = useLobbyText();
  return (
    <div className={styles.more}>
      <p className={styles.count} aria-live="polite">
        {t('showing_of', { shown, total })}
      </p>
      {shown < total ? (
        <button type="button" className={styles.moreButton} onClick={onMore} data-testid="lobby.show-more">
          {t('show_more')}
        </button>
      ) : null}
      <progress className={styles.progress} max={total} value={shown} aria-hidden="true" />
    </div>
  );
}
