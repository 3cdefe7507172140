import { startTransition } from 'react';
import type { LobbyInfo } from '@casino/shared-kernel/api-contract';
import { casinoApi } from '@casino/shared-kernel/api';
import { casinoBus } from '@casino/shared-kernel/events';
import { kernelStore, lobbyInfoAtom, lobbyInfoCallAtom, tokenAtom, type LobbyInfoCall } from '@casino/shared-kernel/state';
import { answerStillValid, lobbyCallFor, refreshOnAuthChange, refreshOnEntry, type LobbyAnswerState, type LobbyCall } from './lobby-info-rules.ts';

/** What the loader's readers see besides the lobby info itself (which lives in the kernel's `lobbyInfoAtom`). */
export interface LoaderSnapshot extends LobbyAnswerState {
  /** The last call failed (the cached copy, if any, stays on screen). */
  failed: boolean;
  callsThisPage: number;
}

export interface LobbyInfoLoaderDeps {
  fetchLobbyInfo: (call: LobbyCall) => Promise<LobbyInfo>;
  readToken: () => string;
  writeInfo: (info: LobbyInfo) => void;
  now: () => number;
  /** The page's shared lobby call (the kernel's `lobbyInfoCallAtom`): the shell's preload. */
  sharedCall: () => LobbyInfoCall;
}

/**
 * Loads the lobby info into the kernel's `lobbyInfoAtom` by the rules of lobby-info-rules.ts. One
 * per page (module-level below): the Dashboard kept alive and the parcel showing another lobby
 * page share it, so one call serves both and neither asks twice.
 */
export function createLobbyInfoLoader(deps: LobbyInfoLoaderDeps) {
  const fresh: LoaderSnapshot = { answeredAt: null, answeredForToken: null, pending: false, failed: false, callsThisPage: 0 };
  let snapshot = fresh;
  let inFlight: Promise<void> | null = null;
  let shellLoadsPreload = true;
  let waitingForShared: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const update = (change: Partial<LoaderSnapshot>) => {
    snapshot = { ...snapshot, ...change };
    for (const listener of listeners) listener();
  };

  /** Asks the server now (one call at a time: a second request joins the first). */
  function refresh(): Promise<void> {
    if (inFlight) return inFlight;
    const token = deps.readToken();
    const call = lobbyCallFor({ shellLoadsPreload, callsThisPage: snapshot.callsThisPage });
    update({ pending: true, callsThisPage: snapshot.callsThisPage + 1 });
    let askAgain = false;
    inFlight = deps
      .fetchLobbyInfo(call)
      .then(
        (info) => {
          // Asked for a player who has since signed in or out: their favourites must not show.
          if (!answerStillValid(token, deps.readToken())) {
            askAgain = true;
            return update({ pending: false });
          }
          deps.writeInfo(info);
          update({ pending: false, failed: false, answeredAt: deps.now(), answeredForToken: token });
        },
        () => update({ pending: false, failed: true }),
      )
      .finally(() => {
        inFlight = null;
      })
      .then(() => (askAgain ? refresh() : undefined));
    return inFlight;
  }

  /** An answer someone else got this page (the shell's preload) for the same player counts as ours. */
  function adoptSharedAnswer() {
    const shared = deps.sharedCall();
    if (shared.answeredAt === null || shared.answeredForToken !== deps.readToken()) return;
    if (snapshot.answeredAt !== null && snapshot.answeredAt >= shared.answeredAt) return;
    update({ answeredAt: shared.answeredAt, answeredForToken: shared.answeredForToken, failed: false });
  }

  function askIfDue() {
    adoptSharedAnswer();
    if (refreshOnEntry(snapshot, deps.now())) void refresh();
  }

  return {
    refresh,
    /**
     * A lobby page was entered: asks when the rules say so. `shellLoadsPreload`: the shell makes the
     * page's first call (the composed site), or the lobby does (its standalone page).
     */
    enter({ shellLoadsPreload: shellFirst }: { shellLoadsPreload: boolean }) {
      shellLoadsPreload = shellFirst;
      // The shell's preload is on its way: its answer decides whether the lobby needs to ask at all.
      const { pending } = deps.sharedCall();
      if (pending) {
        waitingForShared ??= pending.then(() => {
          waitingForShared = null;
          askIfDue();
        });
        return;
      }
      askIfDue();
    },
    /** The player signed in or out. */
    authChanged(token: string) {
      if (refreshOnAuthChange(snapshot, token)) void refresh();
    },
    /** Forgets this page's calls, as a new page would (tests of the pages share one module). */
    reset() {
      inFlight = null;
      waitingForShared = null;
      update(fresh);
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => snapshot,
  };
}

export type LobbyInfoLoader = ReturnType<typeof createLobbyInfoLoader>;

/** The page's loader: the site's API client, token and the kernel's lobby info atom. */
export const lobbyInfoLoader = createLobbyInfoLoader({
  // Background refreshes never toast: the lobby shows its own error when it has nothing to show.
  fetchLobbyInfo: (call) => casinoApi.get(call, undefined, { hideErrorMsg: true }),
  readToken: () => kernelStore.get(tokenAtom),
  // A transition: the new info draws the whole Dashboard again, in slices rather than one long task.
  writeInfo: (info) => startTransition(() => kernelStore.set(lobbyInfoAtom, info)),
  now: () => Date.now(),
  sharedCall: () => kernelStore.get(lobbyInfoCallAtom),
});

let authWatchers = 0;
let stopAuthWatch: (() => void) | null = null;

/**
 * Follows sign-in and sign-out while any lobby parcel is mounted (counted: two parcels may be).
 * `auth:changed` replays its last payload to a new subscriber; the rules ignore a token already answered.
 */
export function watchLobbyAuth(loader: LobbyInfoLoader = lobbyInfoLoader): () => void {
  authWatchers += 1;
  stopAuthWatch ??= casinoBus.on('auth:changed', ({ token }) => loader.authChanged(token));
  return () => {
    authWatchers -= 1;
    if (authWatchers === 0) {
      stopAuthWatch?.();
      stopAuthWatch = null;
    }
  };
}
