import { atom } from 'jotai';
import { casinoBus } from '@casino/shared-kernel/events';
import type { UserInfo } from '@casino/shared-kernel/api-contract';
import { storedToken, storedUserInfo } from '@casino/shared-kernel/storage';
import { kernelStore } from './kernel-store.ts';

/** Who is signed in. Signed out = empty token and no user info (spec 4). */
export interface Session {
  token: string;
  userInfo: UserInfo | null;
}

export const SIGNED_OUT: Session = Object.freeze({ token: '', userInfo: null });

function restoredSession(): Session {
  const token = storedToken.get() ?? '';
  if (token === '') {
    // The token cookie expired since the last visit: its user info is stale.
    storedUserInfo.remove();
    return SIGNED_OUT;
  }
  return { token, userInfo: storedUserInfo.get() ?? null };
}

/** Written only by `signIn`, `signOut` and `userInfoAtom`, which keep storage in step. */
export const sessionStateAtom = atom<Session>(restoredSession());

/** The session, restored from storage at start. Change it with `signIn` and `signOut`. */
export const sessionAtom = atom((get) => get(sessionStateAtom));

/** The access token; '' when signed out. */
export const tokenAtom = atom((get) => get(sessionStateAtom).token);

export const isSignedInAtom = atom((get) => get(sessionStateAtom).token !== '');

/**
 * The signed-in player's user info (null when signed out or not loaded yet). Write it after
 * refreshing `/api/user/userinfo`; it is stored too. A write while signed out is ignored, so that an
 * answer arriving after sign-out cannot bring the player back.
 */
export const userInfoAtom = atom(
  (get) => get(sessionStateAtom).userInfo,
  (get, set, userInfo: UserInfo) => {
    const session = get(sessionStateAtom);
    if (session.token === '') return;
    storedUserInfo.set(userInfo);
    set(sessionStateAtom, { ...session, userInfo });
  },
);

// `auth:changed` replays: announcing the restored state lets a late subscriber learn it.
const restored = kernelStore.get(sessionStateAtom);
casinoBus.emit('auth:changed', { token: restored.token, signedIn: restored.token !== '', reason: 'restored' });
