// Start-up's first stage (api-start.ts) runs this before the renderer has arrived: no react-dom,
// no router here.
import { startTransition } from 'react';
import { casinoApi } from '@casino/shared-kernel/api';
import { showingBanners } from '@casino/shared-kernel/api-constants';
import { casinoBus } from '@casino/shared-kernel/events';
import { kernelStore, languageAtom, lobbyInfoAtom, lobbyInfoCallAtom, tokenAtom } from '@casino/shared-kernel/state';
import { preloadPicture, routeOfHash } from '../federation/preload-entry.ts';

/** The language of the lobby info on screen (its events' words are the server's, in the request's language). */
let answeredLanguage: string | null = null;

/**
 * The lobby info on the first navigation (spec 2): `GET /api/preload` (the first call of the page;
 * the lobby remote's later refreshes use `/api/index`) into the kernel's `lobbyInfoAtom`, which keeps
 * the `indexInfo` copy. A failure leaves the cached copy. Resolves once answered, or failed.
 */
export function loadLobbyInfo(call: 'lobbyPreload' | 'lobbyIndex' = 'lobbyPreload'): Promise<void> {
  const token = kernelStore.get(tokenAtom);
  const language = kernelStore.get(languageAtom);
  const pending = casinoApi.get(call, undefined, { hideErrorMsg: true }).then(
    (info) => {
      // A transition: the info draws the lobby's first screen, in slices rather than one long task.
      startTransition(() => kernelStore.set(lobbyInfoAtom, info));
      kernelStore.set(lobbyInfoCallAtom, { pending: null, answeredAt: Date.now(), answeredForToken: token });
      answeredLanguage = language;
      // The player switched language while this was on its way: its words are in the old one.
      if (kernelStore.get(languageAtom) !== language) return loadLobbyInfo('lobbyIndex');
      return undefined;
    },
    // The cached lobby info (if any) stays on screen; the lobby asks itself when entered.
    () => kernelStore.set(lobbyInfoCallAtom, { ...kernelStore.get(lobbyInfoCallAtom), pending: null }),
  );
  // Shared, so a lobby entered meanwhile waits for this answer instead of asking too.
  kernelStore.set(lobbyInfoCallAtom, { ...kernelStore.get(lobbyInfoCallAtom), pending });
  return pending;
}

/**
 * Asks for the lobby info again (`/api/index`) when the player switches language: the quick entries,
 * banners and events are the server's words, and the side menu and the lobby show them wherever the
 * player is. Before the first answer, or while a call is on its way, that call takes care of it.
 */
export function followLanguageForLobbyInfo(): () => void {
  return casinoBus.on('language:changed', ({ language }) => {
    if (answeredLanguage === null || answeredLanguage === language || kernelStore.get(lobbyInfoCallAtom).pending) return;
    void loadLobbyInfo('lobbyIndex');
  });
}

let firstLoad: Promise<void> | null = null;

/**
 * The page's first lobby info call (spec 2: on the first navigation, the page's own). Start-up
 * starts it as soon as the API is configured, to be asked once `after` (the session) has settled,
 * beside the site settings, so the first screen's banners do not wait for the shell's first
 * render; the first navigation awaits the same call (and starts it, where start-up did not run).
 */
export function firstLobbyInfoLoad(after: Promise<unknown> = Promise.resolve()): Promise<void> {
  firstLoad ??= after
    .then(
      () => undefined,
      () => undefined,
    )
    .then(loadLobbyInfo)
    .then(() => {
      preloadFirstBanner(location.hash);
    });
  return firstLoad;
}

/**
 * On a page load of the Dashboard, its first banner (the page's largest picture, what a player
 * waits for) starts downloading as soon as the lobby info names it, while the lobby's code is still
 * on its way: the banner then shows with the Dashboard's first render instead of a round trip after.
 */
export function preloadFirstBanner(hash: string, nowMs = Date.now(), doc: Document = document): HTMLLinkElement | null {
  if (routeOfHash(hash) !== '/') return null;
  const first = showingBanners(kernelStore.get(lobbyInfoAtom)?.banner_list, nowMs)[0];
  return first ? preloadPicture(first.banner_url, doc) : null;
}
