// The lobby data rules (spec 3 and 7), as pure functions: which call loads the lobby info, when the
// lobby asks again, and what the lobby shows meanwhile. The loader (lobby-info-loader.ts) applies them.

/** The two calls that answer the lobby info, by their names in the kernel's ENDPOINTS. */
export type LobbyCall = 'lobbyPreload' | 'lobbyIndex';

/**
 * The lobby asks again when it is entered and its last answer is older than this: a tab left open
 * for hours shows new games and events without a reload, while moving between lobby pages costs nothing.
 */
export const LOBBY_REFRESH_AFTER_MS = 5 * 60_000;

/**
 * Spec 7: `GET /api/preload` on the first call of the page, `GET /api/index` after. On the composed
 * site the shell makes the first call (at the first navigation), so every call of the lobby is
 * `index`; on the lobby's standalone page the lobby makes the first call itself.
 */
export function lobbyCallFor({ shellLoadsPreload, callsThisPage }: { shellLoadsPreload: boolean; callsThisPage: number }): LobbyCall {
  return !shellLoadsPreload && callsThisPage === 0 ? 'lobbyPreload' : 'lobbyIndex';
}

/** What the loader knows of this page's answers. */
export interface LobbyAnswerState {
  /** When the lobby's last call answered (ms), null before its first answer in this page. */
  answeredAt: number | null;
  /** The token that answer was for: favourite flags are per player. */
  answeredForToken: string | null;
  /** A call is in flight. */
  pending: boolean;
}

/**
 * Whether entering a lobby page asks for the lobby info: the first time in the page (the cached
 * copy and the shell's preload are shown at once, then refreshed), then only when the last answer is
 * older than {@link LOBBY_REFRESH_AFTER_MS}. The kept-alive Dashboard shown again is no entry: it is
 * never remounted, so it never asks.
 */
export function refreshOnEntry(state: LobbyAnswerState, now: number): boolean {
  if (state.pending) return false;
  return state.answeredAt === null || now - state.answeredAt > LOBBY_REFRESH_AFTER_MS;
}

/**
 * Whether a sign-in or sign-out asks for the lobby info again: the favourite flags in it belong to
 * whoever's token asked. Before the lobby's first answer there is nothing to redo (its first call
 * comes with the new token).
 */
export function refreshOnAuthChange(state: LobbyAnswerState, token: string): boolean {
  return state.answeredAt !== null && state.answeredForToken !== token;
}

/** Whether an answer may be shown: one asked for by a player who has since signed out (or in) is dropped. */
export function answerStillValid(askedWithToken: string, currentToken: string): boolean {
  return askedWithToken === currentToken;
}

/**
 * What the lobby shows:
 * - `ready` — lobby info is there: the cached copy (`indexInfo`) at once, the server's when it
 *   answers; a failed refresh keeps it on screen;
 * - `loading` — none yet (first visit, or the 24-hour rule cleared the cache): skeletons until the
 *   answer;
 * - `failed` — none, and the last call failed: an error with Retry.
 */
export type LobbyView = 'ready' | 'loading' | 'failed';

export function lobbyView({ hasInfo, failed }: { hasInfo: boolean; failed: boolean }): LobbyView {
  if (hasInfo) return 'ready';
  return failed ? 'failed' : 'loading';
}
