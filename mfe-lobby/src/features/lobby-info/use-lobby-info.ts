import { useSyncExternalStore } from 'react';
import type { LobbyInfo } from '@casino/shared-kernel/api-contract';
import { lobbyInfoAtom, useAtomValue } from '@casino/shared-kernel/state';
import { lobbyInfoLoader, type LobbyInfoLoader } from './lobby-info-loader.ts';
import { lobbyView, type LobbyView } from './lobby-info-rules.ts';

export interface LobbyInfoState {
  /** The lobby info on screen: the cached copy at once, the server's once it answers. */
  info: LobbyInfo | null;
  view: LobbyView;
  /** Asks again (the Retry of the error panel). */
  retry: () => void;
}

/** The lobby info as every lobby page reads it (the kernel's `lobbyInfoAtom`, kept by the loader). */
export function useLobbyInfo(loader: LobbyInfoLoader = lobbyInfoLoader): LobbyInfoState {
  const info = useAtomValue(lobbyInfoAtom);
  // Only whether the last call failed: the loader's state changes at every call it makes, and each
  // change of what this reads draws the page again at once and whole (useSyncExternalStore).
  const lastFailed = () => loader.snapshot().failed;
  const failed = useSyncExternalStore(loader.subscribe, lastFailed, lastFailed);
  return { info, view: lobbyView({ hasInfo: info !== null, failed }), retry: () => void loader.refresh() };
}
