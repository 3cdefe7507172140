import {
  createStorageItem,
  safeSessionStorage,
  storedGamePath,
  storedGameToken,
  storedRandomUserId,
  type KeyValueStorage,
} from '@casino/shared-kernel/storage';
import { channelIdForCode, readInvitationCode, readQueryParameter, type QuerySource } from '@casino/shared-kernel/query';

/** The query names of the values spec 2 stores before each navigation (kernel storage keys of the same name). */
export const GAME_TOKEN_PARAMETER = 'gameToken';
export const RANDOM_USER_ID_PARAMETER = 'randomUserId';
/** A sign-in link's token: `?token=` signs in with a token login at start (then leaves the URL). */
export const SIGN_IN_TOKEN_PARAMETER = 'token';
/** The channel code's names (spec 5), as the kernel's `readChannelId` reads them. */
const CHANNEL_PARAMETERS = ['channel_id', 'cid'];

/** Where the link's channel and invitation code are kept for registration (session storage). */
export const REFERRAL_KEY = 'referral';

/** The channel code and invitation code of the link the player came by. */
export interface Referral {
  /** The raw channel code (`channel_id` or `cid`), e.g. `B8C37E`; null without one. */
  channelCode: string | null;
  invitationCode: string | null;
}

const isReferral = (value: unknown): value is Referral =>
  typeof value === 'object' &&
  value !== null &&
  ['channelCode', 'invitationCode'].every((key) => {
    const field = (value as Record<string, unknown>)[key];
    return field === null || typeof field === 'string';
  });

const referralItem = (storage: KeyValueStorage) => createStorageItem(storage, REFERRAL_KEY, isReferral);

/**
 * Spec 2, before each navigation: `randomUserId` and `gameToken` are stored from the query when
 * present; the link's channel code and invitation code are kept (for this tab) so registration has
 * them after the hash query is gone, each replaced only by a new one.
 */
export function storeQueryKeys(source: QuerySource, storage: KeyValueStorage = safeSessionStorage): void {
  markWebGame(source);
  const gameToken = readQueryParameter(source, [GAME_TOKEN_PARAMETER]);
  if (gameToken) storedGameToken.set(gameToken);
  const randomUserId = readQueryParameter(source, [RANDOM_USER_ID_PARAMETER]);
  if (randomUserId) storedRandomUserId.set(randomUserId);

  const channelCode = readQueryParameter(source, CHANNEL_PARAMETERS);
  const invitationCode = readInvitationCode(source);
  if (channelCode === null && invitationCode === null) return;
  const item = referralItem(storage);
  const kept = item.get();
  item.set({ channelCode: channelCode ?? kept?.channelCode ?? null, invitationCode: invitationCode ?? kept?.invitationCode ?? null });
}

/** The web-game route (spec 2) and the query names of its game (`?id=`, or the lobby's `?game_id=`). */
const WEB_GAME_ROUTE = '/webgame';
const WEB_GAME_ID_PARAMETERS = ['id', 'game_id'];

/**
 * Spec 2, before each navigation: "the web-game state is marked for the WebGame route". A
 * navigation to `/webgame` naming a game keeps its path (session storage `gamePath`), so a reload
 * or a bare `/webgame` in this tab returns to that game; a bare `/webgame` keeps what was marked.
 */
export function markWebGame(source: QuerySource): void {
  if (source instanceof URLSearchParams) return;
  const route = source.hash.replace(/^#/, '');
  const [path = '', query = ''] = route.split('?', 2);
  if (path !== WEB_GAME_ROUTE || readQueryParameter(new URLSearchParams(query), WEB_GAME_ID_PARAMETERS) === null) return;
  storedGamePath.set(route);
}

/**
 * For registration (spec 5): the channel id and invitation code of the link, read from the current
 * URL first, then from what {@link storeQueryKeys} kept; channel id 1 and no code without one.
 */
export function keptReferral(source: QuerySource = location, storage: KeyValueStorage = safeSessionStorage): { channelId: number; invitationCode: string | null } {
  const kept = referralItem(storage).get();
  const channelCode = readQueryParameter(source, CHANNEL_PARAMETERS) ?? kept?.channelCode ?? null;
  return { channelId: channelIdForCode(channelCode), invitationCode: readInvitationCode(source) ?? kept?.invitationCode ?? null };
}

/** The token of a sign-in link (`?token=`), or null. */
export const signInTokenOf = (source: QuerySource): string | null => readQueryParameter(source, [SIGN_IN_TOKEN_PARAMETER]);

/** `url` without the query parameter `name`, in the search part and in the hash's query. */
export function withoutQueryParameter(url: URL, name: string): string {
  const next = new URL(url.href);
  next.searchParams.delete(name);
  const [path, query] = next.hash.split('?', 2) as [string, string | undefined];
  if (query !== undefined) {
    const params = new URLSearchParams(query);
    params.delete(name);
    const rest = params.toString();
    next.hash = rest ? `${path}?${rest}` : path;
  }
  return next.href;
}
