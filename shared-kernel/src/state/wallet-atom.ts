import { atom } from 'jotai';
import type { WalletInfo } from '@casino/shared-kernel/api-contract';

/**
 * The wallet's balances (spec 3, "Wallet response": money = cash, coin = bonus, gold, taskBonus,
 * taskCur, taskTarget), in the server's integer units: divide by the currency scale for display.
 */
export type WalletBalances = WalletInfo;

/** The balances as last fetched; null while signed out or before the first fetch. */
export const walletAtom = atom<WalletBalances | null>(null);
