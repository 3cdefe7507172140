import { useEffect, useRef, useState } from 'react';
import { casinoApi } from '@casino/shared-kernel/api';
import { gameLaunchPayload } from '@casino/shared-kernel/api-constants';
import { layoutAtom, lobbyInfoAtom, tokenAtom, useAtomValue, type Layout } from '@casino/shared-kernel/state';
import { storedPreLoaded } from '@casino/shared-kernel/storage';
import styles from './preload-frame.module.css';

/** The frame's height (spec 2): 700 px on a phone, 750 px on a desktop. */
export const PRELOAD_FRAME_HEIGHT: Record<Layout, number> = { phone: 700, desktop: 750 };

/**
 * The hidden pre-load frame of a first visit (spec 2, 4, 6): before `preLoaded` is set, once a user
 * token is there, the first game of the lobby's Original list (`self_list[0]`) is launched through
 * `gameUrl` in a hidden frame, so its files are cached before the player opens it. It loads once
 * (a later token change does not reload it) and `preLoaded` is set when it has loaded.
 */
export function PreloadFrame() {
  const token = useAtomValue(tokenAtom);
  const lobby = useAtomValue(lobbyInfoAtom);
  const layout = useAtomValue(layoutAtom);
  // Read once: the visit that sets the flag keeps its frame.
  const [firstVisit] = useState(() => storedPreLoaded.get() !== true);
  const [frame, setFrame] = useState<{ url: string; height: number } | null>(null);
  const launched = useRef(false);
  const game = lobby?.self_list[0];

  useEffect(() => {
    if (!firstVisit || launched.current || token === '' || !game) return;
    const payload = gameLaunchPayload(game, layout);
    if (!payload) return;
    launched.current = true;
    casinoApi
      .get('gameUrl', payload, { hideErrorMsg: true })
      .then(({ game_url }) => {
        if (game_url) setFrame({ url: game_url, height: PRELOAD_FRAME_HEIGHT[layout] });
      })
      .catch(() => {
        // Tried again at the next visit: the flag is not set.
      });
  }, [firstVisit, token, game, layout]);

  if (!frame) return null;
  return (
    <iframe
      className={styles.frame}
      data-testid="startup.preload-frame"
      src={frame.url}
      title="preload"
      // The game page comes from the site's own origin: with allow-same-origin it could reach into
      // the casino page and lift its own sandbox, so it gets scripts only (as the games' player does).
      sandbox="allow-scripts"
      aria-hidden="true"
      tabIndex={-1}
      style={{ height: frame.height }}
      onLoad={() => storedPreLoaded.set(true)}
    />
  );
}
