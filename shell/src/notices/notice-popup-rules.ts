import type { NoticeCounter } from '@casino/shared-kernel/storage';

/** `notice_type` 1: the marquee notices, which the popup shows in full (api-server's mail domain). */
export const MARQUEE_NOTICE_TYPE = 1;

/** What decides whether the notice popup opens (spec 4, "Notice popup"). */
export interface NoticePopupFacts {
  /** The lobby server answered in this page (lobby info loaded, not only the cached copy). */
  lobbyUp: boolean;
  /** The signed-in player's uid; none for a visitor (the counters are per player). */
  uid: number | undefined;
  /** How many notices the server has for the player now. */
  noticeCount: number;
  /** The player's stored counter. */
  counter: NoticeCounter;
  /** The session was renewed from the stored token (a token login), not a login in this page. */
  tokenLogin: boolean;
  /** The local day, `yyyy-mm-dd` (the kernel format's `localDay`). */
  today: string;
}

/**
 * Spec 4: shown only if the lobby server is up, the player has not dismissed all notices, and, after
 * a token login, it was not opened already today. A login or registration in this page shows it
 * again the same day: the player came back on purpose.
 */
export function shouldOpenNoticePopup({ lobbyUp, uid, noticeCount, counter, tokenLogin, today }: NoticePopupFacts): boolean {
  if (!lobbyUp || uid === undefined) return false;
  if (counter.dismissed >= noticeCount) return false;
  return !(tokenLogin && counter.openedOn === today);
}

/**
 * The counter's `dismissed` counts notices in the server's order: the popup starts at the first
 * one not dismissed yet.
 */
export function noticesToShow<T>(notices: readonly T[], counter: NoticeCounter): readonly T[] {
  return notices.slice(counter.dismissed);
}

/** The counter once the popup has opened today. */
export function markOpened(counter: NoticeCounter, today: string): NoticeCounter {
  return { ...counter, openedOn: today };
}

/** The counter once the player dismissed the notice at `position` (0-based among those shown). */
export function markDismissed(counter: NoticeCounter, firstShown: number, position: number): NoticeCounter {
  return { ...counter, dismissed: Math.max(counter.dismissed, firstShown + position + 1) };
}
