import { useCallback, useState } from 'react';
import { casinoApi } from '@casino/shared-kernel/api';
import type { Game } from '@casino/shared-kernel/api-contract';
import { isLowBalance, localDay } from '@casino/shared-kernel/format';
import { useNavigate } from '@casino/shared-kernel/routing';
import { isSignedInAtom, kernelStore, openDialog, requireLogin, userInfoAtom, walletAtom } from '@casino/shared-kernel/state';
import { storedLowBalancePopupDays, type LowBalancePopupDays } from '@casino/shared-kernel/storage';
import { decidePlay } from './play-decision.ts';

/** The player's route of a game. */
export const webGamePath = (gameId: number) => `/webgame?id=${gameId}`;

/** The cash to judge by: the wallet as the shell last loaded it, else asked now; null if unknown. */
async function currentCash(): Promise<number | null> {
  const wallet = kernelStore.get(walletAtom);
  if (wallet) return wallet.money;
  try {
    return (await casinoApi.get('walletInfo', undefined, { hideErrorMsg: true })).money;
  } catch {
    return null;
  }
}

export interface PlayGame {
  /** Play pressed: sign in, the low-balance popup, or the game player. */
  play: (game: Pick<Game, 'id'>) => Promise<void>;
  /** The game whose Play is reading the balance, else null. */
  checking: number | null;
  /** The last press stopped for a low balance: the page offers a deposit. */
  lowBalance: boolean;
}

/**
 * Play, as every page of this remote offers it (spec 2, 4, 6): visitors get the register dialog;
 * cash below 1 gets the wallet's low-balance popup (at most once a day per player) and no game;
 * anyone else opens `/webgame`.
 */
const systemNow = () => new Date();

export function usePlayGame(days: LowBalancePopupDays = storedLowBalancePopupDays, now: () => Date = systemNow): PlayGame {
  const navigate = useNavigate();
  const [checking, setChecking] = useState<number | null>(null);
  const [lowBalance, setLowBalance] = useState(false);

  const play = useCallback(
    async (game: Pick<Game, 'id'>) => {
      // Asks a visitor to register (spec 4) before anything else.
      if (!requireLogin()) return;
      setChecking(game.id);
      const cash = await currentCash();
      setChecking(null);
      const uid = kernelStore.get(userInfoAtom)?.uid ?? 0;
      const decision = decidePlay({ signedIn: kernelStore.get(isSignedInAtom), cash, isLow: isLowBalance, popupMayShow: days.mayShow(uid, localDay(now())) });
      if (decision.kind === 'sign-in') return;
      if (decision.kind === 'low-balance') {
        setLowBalance(true);
        if (decision.popup) {
          days.markShown(uid, localDay(now()));
          openDialog('wallet.low-balance', { money: cash ?? 0 });
        }
        return;
      }
      setLowBalance(false);
      await navigate(webGamePath(game.id));
    },
    [days, navigate, now],
  );

  return { play, checking, lowBalance };
}
