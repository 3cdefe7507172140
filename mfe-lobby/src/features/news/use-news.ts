import { useEffect, useMemo, useState } from 'react';
import { casinoApi } from '@casino/shared-kernel/api';
import { useLobbyInfo } from '../lobby-info/use-lobby-info.ts';
import { useNow } from '@casino/shared-kernel/ui-core';
import { allNews, gameNews, promotionNews, type NewsItem } from './news-rules.ts';

/** `notice_type` of the game notices in `GET /api/notice/getMoodGroup`. */
export const GAME_NOTICE_TYPE = 3;

// The page's game notices: the three news pages share one answer.
let cached: NewsItem[] | null = null;
let inFlight: Promise<NewsItem[]> | null = null;

function loadGameNews(): Promise<NewsItem[]> {
  inFlight ??= casinoApi
    .get('noticeMoodGroup', { notice_type: GAME_NOTICE_TYPE }, { hideErrorMsg: true })
    .then((groups) => {
      cached = gameNews(groups.game_notice);
      return cached;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Forgets the page's answer (tests). */
export function forgetNews(): void {
  cached = null;
  inFlight = null;
}

export interface NewsState {
  /** null while nothing is known yet. */
  items: NewsItem[] | null;
  /** The game notices failed: the events still show. */
  gameNewsFailed: boolean;
}

/** The news: the events from the lobby info at once, the game notices when they answer (asked once per page visit). */
export function useNews(): NewsState {
  const { info } = useLobbyInfo();
  const now = useNow();
  const [games, setGames] = useState<NewsItem[] | null>(cached);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    loadGameNews().then(
      (loaded) => {
        if (current) setGames(loaded);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, []);
  const items = useMemo(() => {
    if (!info && games === null) return null;
    // Without the game notices (still loading), the events wait too unless the call failed: the list does not reorder under the player.
    if (games === null && !failed) return null;
    return allNews(games ?? [], promotionNews(info?.activity_list, now));
  }, [info, games, failed, now]);
  return { items, gameNewsFailed: failed };
}
