/**
 * The page's push decisions as pure functions (spec 4, 5 and 7): when the "Turn on notifications"
 * prompt shows, when this browser's push token is saved again, what a push message for a visible
 * page says. The worker's own decisions are in `sw-rules.ts`.
 */
import { isPushTokenRefreshDue } from '../startup/version-rules.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Not now" on the prompt puts it aside for this long; the browser's own prompt is never shown unasked. */
export const PUSH_PROMPT_SNOOZE_MS = 7 * DAY_MS;

/** The browser's notification permission, or `unsupported` where push cannot work (no worker, no Push API). */
export type PushPermission = NotificationPermission | 'unsupported';

/** What the push decisions look at. */
export interface PushFacts {
  /** Spec 5's fcm flag: the brand's fcm block is configured (every value non-empty, spec 4). */
  fcmConfigured: boolean;
  /** The signed-in player's uid; `null` for a visitor (or before the user info is known). */
  uid: number | null;
  permission: PushPermission;
}

/**
 * Whether the "Turn on notifications" prompt shows: for a signed-in player of a brand with push,
 * while the browser has not been asked yet, unless "Not now" was chosen less than 7 days ago (a
 * time in the future, a clock set back, counts as long ago).
 */
export function shouldOfferPush(facts: PushFacts, dismissedAt: number | undefined, now: number): boolean {
  if (!facts.fcmConfigured || facts.uid === null || facts.permission !== 'default') return false;
  return dismissedAt === undefined || dismissedAt > now || now - dismissedAt > PUSH_PROMPT_SNOOZE_MS;
}

/** The token last saved with `POST /api/push/fcm` from this browser, for whom and when. */
export interface SavedPushToken {
  uid: number;
  token: string;
  savedAt: number;
}

export const isSavedPushToken = (value: unknown): value is SavedPushToken => {
  if (typeof value !== 'object' || value === null) return false;
  const { uid, token, savedAt } = value as Record<string, unknown>;
  return typeof uid === 'number' && typeof token === 'string' && typeof savedAt === 'number' && Number.isFinite(savedAt);
};

/**
 * Spec 5 and 7: the token is fetched and saved only when the fcm flag is on and permission is
 * already granted, for a signed-in player: when this browser never saved one for this player (a
 * first grant, another player signed in) or the last save is more than 7 days old.
 */
export function isPushTokenSaveDue(facts: PushFacts, saved: SavedPushToken | undefined, now: number): boolean {
  if (!facts.fcmConfigured || facts.uid === null || facts.permission !== 'granted') return false;
  if (!saved || saved.uid !== facts.uid) return true;
  // A save stamped in the future (a clock set back) is refreshed rather than trusted for ever.
  return saved.savedAt > now || isPushTokenRefreshDue(saved.savedAt, now);
}

/** The text of the toast a visible page shows for a push message: its title and body. */
export function pushToastText(message: { title: string; body: string }): string {
  const title = message.title.trim();
  const body = message.body.trim();
  if (title && body) return `${title}: ${body}`;
  return title || body;
}
