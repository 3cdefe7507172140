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
