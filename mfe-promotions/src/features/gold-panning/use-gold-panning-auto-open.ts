import { useEffect } from 'react';
import { casinoApi } from '@casino/shared-kernel/api';
import { kernelStore, offerDialog, openDialogsAtom, userInfoAtom, useAtomValue, walletAtom } from '@casino/shared-kernel/state';
import { autoOpenWatchersAgree, shouldAutoOpenGoldPanning } from './gold-panning-rules.ts';

// Once per page, whichever of the remote's parcels (pages, dialogs) is mounted first asks.
let asked = false;

/**
 * Opens gold panning once per page when spec 4's condition holds. The awards are asked only when
 * what the client knows already agrees (a broke depositor with no watched dialog open).
 */
export function useGoldPanningAutoOpen(): void {
  const dialogs = useAtomValue(openDialogsAtom);
  const wallet = useAtomValue(walletAtom);
  const user = useAtomValue(userInfoAtom);
  const agree = autoOpenWatchersAgree({ openDialogs: dialogs.map((dialog) => dialog.name), balances: wallet, user });
  useEffect(() => {
    if (!agree || asked) return;
    asked = true;
    casinoApi.get('goldRushingInfo', {}, { hideErrorMsg: true }).then(
      (info) => {
        // The facts again as they are now: a dialog may have opened while the awards were on their way.
        const now = {
          openDialogs: kernelStore.get(openDialogsAtom).map((dialog) => dialog.name),
          balances: kernelStore.get(walletAtom),
          user: kernelStore.get(userInfoAtom),
          awards: info.awards,
        };
        // Offered: it takes its turn after the announcement and the phone binding (the kernel's order).
        if (shouldAutoOpenGoldPanning(now)) offerDialog('promotions.gold-panning');
      },
      () => undefined,
    );
  }, [agree]);
}
