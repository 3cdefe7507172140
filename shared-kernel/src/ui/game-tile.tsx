import type { Game } from '@casino/shared-kernel/api-contract';
import { LazyImage } from './lazy-image.tsx';
import styles from './game-tile.module.css';

/** The favourite heart of a tile: shown only for a player who can keep favourites. */
export interface GameTileFavorite {
  /** Called when the heart is pressed; the caller calls `PUT /api/user/favorite` and flips `is_favorite` after it answers (spec 4). */
  onToggle: (game: Game) => void;
  /** Accessible name of the heart in the player's language, e.g. "Favourite". */
  label: string;
  /** True while the favourite call is in flight: the heart ignores presses. */
  pending?: boolean;
}

export interface GameTileProps {
  /** The game (spec 3). */
  game: Game;
  /** The game's name in the player's language: its `lang_key` translated by the caller's namespace; the `lang_key` when left out. */
  name?: string;
  /** Called when the player opens the game (click, Enter or Space on the tile). */
  onOpen: (game: Game) => void;
  /** The favourite heart; left out for visitors and lists that cannot change favourites. */
  favorite?: GameTileFavorite;
  /** Starts loading the picture this far before the tile scrolls into view (LazyImage's rootMargin). */
  rootMargin?: string;
  className?: string;
  /** Namespaced test id of the tile (`lobby.game-tile` by default); the tile also carries `data-game-id`. */
  testId?: string;
}

/**
 * A game of a lobby list: its picture in a square box that holds its size before the picture
 * arrives (lazy, spec 9's 500 ms), the name under it when `is_show_name` asks for it, a hover and
 * focus state with the RTP, and an optional favourite heart (beside the name, or on the picture).
 *
 * The spec names the flags without their effect; the kit reads them as:
 * - `is_show_name` — the tile writes the name under the picture; otherwise the picture carries it
 *   (the name stays the button's accessible name either way);
 * - `is_pic_need_cut` — the picture is cropped to fill the square box (cover); otherwise it is shown
 *   whole (contain), on the tile's own background.
 */
export function GameTile({ game, name = game.lang_key, onOpen, favorite, rootMargin = '200px', className, testId = 'lobby.game-tile' }: GameTileProps) {
  const captioned = game.is_show_name;
  const classes = [styles.tile, game.is_pic_need_cut ? styles.cut : styles.whole, favorite && captioned ? styles.withHeart : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} data-testid={testId} data-game-id={game.id}>
      <button type="button" className={styles.open} onClick={() => onOpen(game)} aria-label={`${name}, ${game.provider}`}>
        <span className={styles.picture}>
          <LazyImage src={game.icon_url} alt="" aspectRatio="1 / 1" rootMargin={rootMargin} className={styles.image} />
          {/* The hover state (a play button, the RTP) is drawn by CSS from this one box: a lobby has a
              hundred tiles, and four elements each for what shows on hover only weighed on its first render. */}
          <span className={styles.hover} aria-hidden="true" data-rtp={game.rtp > 0 ? `RTP ${game.rtp}%` : undefined} />
        </span>
        {captioned ? (
          <span className={styles.caption} aria-hidden="true">
            <span className={styles.name}>{name}</span>
            <span className={styles.provider}>{game.provider}</span>
          </span>
        ) : null}
      </button>
      {favorite ? (
        <button
          type="button"
          // Beside the name when there is a caption (the picture's corners carry its art), else on the picture.
          className={`${styles.favorite} ${captioned ? styles.favoriteBeside : styles.favoriteOver}`}
          aria-label={favorite.label}
          aria-pressed={game.is_favorite}
          aria-busy={favorite.pending || undefined}
          onClick={() => {
            if (!favorite.pending) favorite.onToggle(game);
          }}
        />
      ) : null}
    </div>
  );
}
