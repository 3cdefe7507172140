// Test support: the wallet's dialogs parcel as the shell mounts it, over answers shaped as the
// api-server gives them. Only the network edge (`casinoApi`) is replaced; the kernel is the real one.
import { act, render } from '@testing-library/react';
import type { LobbyInfo, UserInfo } from '@casino/shared-kernel/api-contract';
import { KernelProvider, kernelStore, lobbyInfoAtom, openDialogsAtom, signIn, signOut, walletAtom } from '@casino/shared-kernel/state';
import { WalletDialogs } from '../app/wallet-dialogs.tsx';
import { api } from './fake-api.ts';

export { api };

export const PLAYER = { id: 1, uid: 100_001, nick_name: 'Asha', pay_count: 0, first_pay_date: '', create_time: 1_790_000_000, money: 0, coin: 0, gold: 0 } as UserInfo;

/** A lobby whose events include `types` (activity types), showing now. */
export const lobbyWithEvents = (types: number[]) =>
  ({
    activity_list: types.map((type, index) => ({ activity_id: type, activity_type: type, sort_id: index, is_open: true, show_end_time: 0 })),
    act_list: [],
    server_cfg: {},
  }) as unknown as LobbyInfo;

export function resetWallet() {
  signOut();
  kernelStore.set(openDialogsAtom, []);
  kernelStore.set(walletAtom, null);
  kernelStore.set(lobbyInfoAtom, null);
  localStorage.clear();
  api.answers = {};
  api.calls = [];
}

export function signInPlayer(user: Partial<UserInfo> = {}) {
  signIn({ accessToken: 'player-token', userInfo: { ...PLAYER, ...user } });
}

export const renderWallet = () =>
  render(
    <KernelProvider>
      <WalletDialogs />
    </KernelProvider>,
  );

export const openDialogNames = () => kernelStore.get(openDialogsAtom).map((dialog) => dialog.name);

/** Lets pending promises settle inside act(). */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
