import { isLowBalance } from '@casino/shared-kernel/format';

/**
 * Whether a change of the cash balance opens the popup: it fell from 1 or more to below 1 (a
 * balance that was already low at sign-in does not: the games remote asks when the player plays),
 * it was not the player's own withdrawal, and it has not shown to this player today.
 */
export function lowBalanceOnChange(change: { before: number | null; after: number; ownWithdrawal: boolean; mayShowToday: boolean }): boolean {
  return change.before !== null && !isLowBalance(change.before) && isLowBalance(change.after) && !change.ownWithdrawal && change.mayShowToday;
}
