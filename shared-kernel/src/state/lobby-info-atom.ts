import { atom } from 'jotai';
import type { LobbyInfo } from '@casino/shared-kernel/api-contract';
import { storedIndexInfo } from '@casino/shared-kernel/storage';

const lobbyInfoStateAtom = atom<LobbyInfo | null>(storedIndexInfo.get() ?? null);

/**
 * The lobby info (`/api/preload`, then `/api/index`). Starts from the copy cached under `indexInfo`
 * so the lobby draws before the first answer; every write refreshes that copy (null removes it).
 */
export const lobbyInfoAtom = atom(
  (get) => get(lobbyInfoStateAtom),
  (_get, set, info: LobbyInfo | null) => {
    set(lobbyInfoStateAtom, info);
    if (info === null) storedIndexInfo.remove();
    else storedIndexInfo.set(info);
  },
);

/** The page's shared lobby call: the one in flight, and the last answer with the token it was for. */
export interface LobbyInfoCall {
  pending: Promise<void> | null;
  answeredAt: number | null;
  answeredForToken: string | null;
}

/**
 * Who asked for the lobby info this page, shared by the shell (whose preload is the page's first
 * call) and the lobby remote (which refreshes), so that entering the lobby while the preload is on
 * its way, or just after it answered, asks nothing more.
 */
export const lobbyInfoCallAtom = atom<LobbyInfoCall>({ pending: null, answeredAt: null, answeredForToken: null });
