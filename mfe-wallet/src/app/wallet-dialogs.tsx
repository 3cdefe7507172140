import { useEffect, type ComponentType } from 'react';
import {
  closeDialog,
  dialogOwner,
  isSignedInAtom,
  openDialogsAtom,
  requireLogin,
  useAtomValue,
  type DialogName,
} from '@casino/shared-kernel/state';
import { Dialog } from '@casino/shared-kernel/ui';
import { BonusTasksDialog } from '../features/bonus-tasks/bonus-tasks-dialog.tsx';
import { DepositDialog } from '../features/deposit/deposit-dialog.tsx';
import { FirstRechargeDialog } from '../features/first-recharge/first-recharge-dialog.tsx';
import { LowBalanceDialog } from '../features/low-balance/low-balance-dialog.tsx';
import { LowBalanceWatch } from '../features/low-balance/low-balance-watch.tsx';
import styles from '../features/shared/wallet.module.css';
import { CartTipDialog } from '../features/tips/cart-tip-dialog.tsx';
import { RechargeTipDialog } from '../features/tips/recharge-tip-dialog.tsx';
import { TransactionsDialog } from '../features/transactions/transactions-dialog.tsx';
import { WalletDialog } from '../features/wallet/wallet-dialog.tsx';
import { WithdrawDialog } from '../features/withdraw/withdraw-dialog.tsx';
import { loadWalletTexts, useWalletTextsReady, useWalletText } from '../i18n/wallet-texts.ts';
import { LoadingBlock } from '../features/shared/load-states.tsx';

export interface WalletDialogDefinition {
  /** The title's key in the wallet namespace. */
  titleKey: string;
  Body: ComponentType<{ props: Record<string, unknown> }>;
  /** Forms that would lose typed input keep a click on the backdrop from closing them. */
  keepOnBackdrop?: boolean;
}

/** The dialogs this remote owns (platform.md), opened by name from anywhere with `openDialog`. */
export const walletDialogs: Readonly<Record<string, WalletDialogDefinition>> = {
  'wallet.wallet': { titleKey: 'wallet_title', Body: WalletDialog },
  'wallet.deposit': { titleKey: 'deposit_title', Body: DepositDialog, keepOnBackdrop: true },
  'wallet.withdraw': { titleKey: 'withdraw_title', Body: WithdrawDialog, keepOnBackdrop: true },
  'wallet.transactions': { titleKey: 'transactions_title', Body: TransactionsDialog },
  'wallet.recharge-tip': { titleKey: 'recharge_tip_title', Body: RechargeTipDialog },
  'wallet.cart-tip': { titleKey: 'cart_tip_title', Body: CartTipDialog, keepOnBackdrop: true },
  'wallet.first-recharge': { titleKey: 'first_recharge_title', Body: FirstRechargeDialog },
  'wallet.bonus-tasks': { titleKey: 'bonus_tasks_title', Body: BonusTasksDialog },
  'wallet.low-balance': { titleKey: 'low_balance_title', Body: LowBalanceDialog },
};

/**
 * The body of the `./dialogs` parcel: every open `wallet.*` dialog, each a labelled modal (a
 * full-screen sheet on phones). A visitor who opens one gets the register dialog instead (spec 6).
 */
export function WalletDialogs() {
  const open = useAtomValue(openDialogsAtom).filter((dialog) => dialogOwner(dialog.name) === 'mfe-wallet');
  const signedIn = useAtomValue(isSignedInAtom);
  const ready = useWalletTextsReady();
  const t = useWalletText();

  useEffect(() => {
    void loadWalletTexts();
  }, []);

  // Spec 6: visitors are prompted to register when they open the wallet; signing out closes it.
  useEffect(() => {
    if (signedIn || open.length === 0) return;
    for (const dialog of open) closeDialog(dialog.name);
    requireLogin();
  }, [signedIn, open]);

  return (
    <>
      {signedIn ? <LowBalanceWatch /> : null}
      {signedIn
        ? open.map(({ name, props }) => {
            const definition = walletDialogs[name];
            const close = () => closeDialog(name as DialogName);
            if (!definition) return null;
            const { Body } = definition;
            return (
              <Dialog
                key={name}
                open
                title={ready ? t(definition.titleKey) : ''}
                onClose={close}
                testId={`dialog.${name}`}
                className={styles.sheet}
                closeOnBackdrop={!definition.keepOnBackdrop}
              >
                {ready ? <Body props={props} /> : <LoadingBlock label="" />}
              </Dialog>
            );
          })
        : null}
    </>
  );
}
