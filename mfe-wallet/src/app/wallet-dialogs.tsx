import { OwnedDialogs, type DialogRegistry } from '@casino/shared-kernel/ui';

/** The dialogs this remote owns (platform.md), opened by name from anywhere with `openDialog`. */
export const walletDialogs: DialogRegistry = {
  'wallet.wallet': { title: 'Wallet' },
  'wallet.deposit': { title: 'Deposit' },
  'wallet.withdraw': { title: 'Withdraw' },
  'wallet.transactions': { title: 'Transactions' },
  'wallet.recharge-tip': { title: 'Recharge tip' },
  'wallet.cart-tip': { title: 'Cart tip' },
  'wallet.first-recharge': { title: 'First recharge' },
  'wallet.bonus-tasks': { title: 'Bonus task list' },
  'wallet.low-balance': { title: 'Low balance' },
};

export function WalletDialogs() {
  return <OwnedDialogs owner="mfe-wallet" dialogs={walletDialogs} />;
}
