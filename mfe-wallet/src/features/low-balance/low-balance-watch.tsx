import { useEffect, useRef } from 'react';
import { localDay } from '@casino/shared-kernel/format';
import { kernelStore, offerDialog, userInfoAtom, useAtomValue, walletAtom } from '@casino/shared-kernel/state';
import { storedLowBalancePopupDays as days } from '@casino/shared-kernel/storage';
import { lowBalanceOnChange } from './low-balance-rules.ts';

/** A withdrawal the player just made lowers the cash on purpose: no "low balance" for it. */
const OWN_WITHDRAWAL_MS = 60_000;
let ownWithdrawalAt = 0;

/** Called by the withdraw form on success. */
export function noteOwnWithdrawal(now: number = Date.now()) {
  ownWithdrawalAt = now;
}

/**
 * Opens the low-balance popup when the cash falls below 1 while the wallet's parcel is up (a lost
 * stake, a fee), once a day per player; the games remote asks the same when a player presses Play.
 */
export function LowBalanceWatch() {
  const wallet = useAtomValue(walletAtom);
  const before = useRef<number | null>(null);
  useEffect(() => {
    if (!wallet) return;
    const uid = kernelStore.get(userInfoAtom)?.uid ?? 0;
    const today = localDay(new Date());
    const open = lowBalanceOnChange({
      before: before.current,
      after: wallet.money,
      ownWithdrawal: Date.now() - ownWithdrawalAt < OWN_WITHDRAWAL_MS,
      mayShowToday: days.mayShow(uid, today),
    });
    before.current = wallet.money;
    if (!open) return;
    days.markShown(uid, today);
    // Offered, not opened: it never shows on top of another dialog, but after it.
    offerDialog('wallet.low-balance', { money: wallet.money });
  }, [wallet]);
  return null;
}
