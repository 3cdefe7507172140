/**
 * How the game frame is locked down, and which messages from it are believed.
 *
 * A game on another origin (a provider's) keeps its own origin (`allow-same-origin`: its storage and
 * cookies) and its messages must come from exactly that origin. A game served from the site's own
 * origin (the api-server's demo page behind `/api/`, as nginx and the start command serve it) must
 * not: `allow-scripts` together with `allow-same-origin` on a same-origin page could reach into the
 * casino's page and remove its own sandbox. It runs in an opaque origin instead, and the browser
 * writes its messages' origin as "null", so that exact string is the one accepted, and only from
 * that frame's window. Nothing else is granted: no forms, popups, top navigation or modals.
 */
export interface GameFrameSecurity {
  /** The iframe's `sandbox` tokens. */
  sandbox: string;
  /** The exact `MessageEvent.origin` the frame's messages carry. */
  messageOrigin: string;
}

/** What the api-server's game page needs: its script (reads its state, plays rounds by fetch). */
export const SAME_ORIGIN_SANDBOX = 'allow-scripts';
/** A provider on its own origin also keeps that origin (its storage, its cookies). */
export const OTHER_ORIGIN_SANDBOX = 'allow-scripts allow-same-origin';
/** The origin a browser gives the messages of a frame sandboxed without `allow-same-origin`. */
export const OPAQUE_ORIGIN = 'null';

/** The frame's sandbox and message origin for `gameUrl`; null for a URL that is not http(s) (never framed). */
export function gameFrameSecurity(gameUrl: string, siteOrigin: string): GameFrameSecurity | null {
  let url: URL;
  try {
    url = new URL(gameUrl, siteOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.origin === siteOrigin) return { sandbox: SAME_ORIGIN_SANDBOX, messageOrigin: OPAQUE_ORIGIN };
  return { sandbox: OTHER_ORIGIN_SANDBOX, messageOrigin: url.origin };
}

/** The messages a game page posts to the casino (`source` names the protocol). */
export type GameMessage = { source: 'casino-game'; type: 'ready' } | { source: 'casino-game'; type: 'round-settled' };

const GAME_MESSAGE_TYPES: readonly string[] = ['ready', 'round-settled'];

/**
 * The game's message in `event`, or null when it is not one to believe: it must come from the
 * expected origin exactly (no prefix or suffix match), from the game frame's own window, and be of
 * the protocol's shape.
 */
export function gameMessageOf(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  frame: Window | null | undefined,
  security: Pick<GameFrameSecurity, 'messageOrigin'>,
): GameMessage | null {
  if (event.origin !== security.messageOrigin) return null;
  if (!frame || event.source !== frame) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const { source, type } = data as { source?: unknown; type?: unknown };
  if (source !== 'casino-game' || typeof type !== 'string' || !GAME_MESSAGE_TYPES.includes(type)) return null;
  return { source, type } as GameMessage;
}
