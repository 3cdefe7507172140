// Rendering the lobby as its parcel renders it (its standalone page: the lobby's own hash router),
// at a route of the test's choice, over a stand-in of the site's API client that each test file
// installs with vi.mock('@casino/shared-kernel/api', …).
import { act, render } from '@testing-library/react';
import type { LobbyInfo, UserInfo } from '@casino/shared-kernel/api-contract';
import { KernelProvider, kernelStore, lobbyInfoAtom, signIn, signOut } from '@casino/shared-kernel/state';
import { LobbyApp } from '../app/lobby-app.tsx';
import { lobbyInfoLoader } from '../features/lobby-info/lobby-info-loader.ts';

/** A promise the test settles by hand. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** A fresh page: no cached lobby info unless given, nobody signed in, the loader's calls forgotten. */
export function newPage({ cached = null, signedIn = false }: { cached?: LobbyInfo | null; signedIn?: boolean } = {}) {
  lobbyInfoLoader.reset();
  signOut();
  kernelStore.set(lobbyInfoAtom, cached);
  if (signedIn)
    signIn({
      accessToken: 'token-of-asha',
      userInfo: {
        id: 1,
        uid: 100_001,
        name: 'asha',
        nick_name: 'Asha',
        coin: 0,
        money: 0,
        gold: 0,
        vip_level: 0,
        pay_count: 0,
        first_pay_date: '',
      } as UserInfo,
    });
}

export function renderLobby(route: string) {
  window.location.hash = `#${route}`;
  return render(
    <KernelProvider>
      <LobbyApp remote="mfe-lobby" brand="india" version="test" />
    </KernelProvider>,
  );
}

/** The route the lobby navigated to (its hash router). */
export const currentRoute = () => decodeURIComponent(window.location.hash.slice(1));

/** Lets pending promises settle inside act(). */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
