import { describe, expect, it, vi } from 'vitest';
import { casinoBus } from '@casino/shared-kernel/events';
import { closeDialog, dialogOwner, offerDialog, offeredDialogsAtom, openDialog, openDialogsAtom, withdrawAllOffers, withdrawOffer } from './dialogs.ts';
import { kernelStore } from './kernel-store.ts';

describe('dialogs', () => {
  it('knows each dialog’s owner by its name', () => {
    expect(dialogOwner('wallet.deposit')).toBe('mfe-wallet');
    expect(dialogOwner('account.mail')).toBe('mfe-account');
    expect(dialogOwner('shell.login')).toBe('shell');
    expect(() => dialogOwner('casino.deposit' as 'wallet.x')).toThrow(/no owner/);
  });

  it('opens a dialog once, with its props, and announces it', () => {
    const opened = vi.fn();
    const off = casinoBus.on('dialog:opened', opened);
    openDialog('wallet.deposit', { amount: 100 });
    openDialog('wallet.deposit', { amount: 200 });
    expect(kernelStore.get(openDialogsAtom)).toEqual([{ name: 'wallet.deposit', props: { amount: 200 } }]);
    expect(opened).toHaveBeenCalledWith({ name: 'wallet.deposit' });
    off();
  });

  it('closes only the named dialog, and says so once', () => {
    const closed = vi.fn();
    const off = casinoBus.on('dialog:closed', closed);
    openDialog('account.mail');
    closeDialog('wallet.deposit');
    closeDialog('wallet.deposit');
    expect(kernelStore.get(openDialogsAtom).map((dialog) => dialog.name)).toEqual(['account.mail']);
    expect(closed).toHaveBeenCalledTimes(1);
    off();
  });

  it('refuses a dialog without an owner', () => {
    expect(() => openDialog('nobody.thing' as 'wallet.thing')).toThrow(/no owner/);
  });
});

describe('dialogs that open by themselves', () => {
  const names = () => kernelStore.get(openDialogsAtom).map((dialog) => dialog.name);
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('opens an offer at once when no dialog is open, and one at a time in the declared order', async () => {
    kernelStore.set(openDialogsAtom, []);
    offerDialog('promotions.gold-panning');
    offerDialog('account.bind-phone');
    offerDialog('shell.announcement');
    // Gold panning came first and is showing; the other two wait, the announcement before the binding.
    expect(names()).toEqual(['promotions.gold-panning']);
    expect(kernelStore.get(offeredDialogsAtom).map((dialog) => dialog.name)).toEqual(['shell.announcement', 'account.bind-phone']);
    closeDialog('promotions.gold-panning');
    await nextTask();
    expect(names()).toEqual(['shell.announcement']);
    closeDialog('shell.announcement');
    await nextTask();
    expect(names()).toEqual(['account.bind-phone']);
    closeDialog('account.bind-phone');
    await nextTask();
    expect(names()).toEqual([]);
  });

  it("lets the player's own dialog come first: offers wait until it is closed", async () => {
    kernelStore.set(openDialogsAtom, []);
    openDialog('wallet.deposit');
    offerDialog('wallet.low-balance', { money: 50 });
    expect(names()).toEqual(['wallet.deposit']);
    // A click that closes one dialog and opens another is still the player's.
    closeDialog('wallet.deposit');
    openDialog('wallet.withdraw');
    await nextTask();
    expect(names()).toEqual(['wallet.withdraw']);
    closeDialog('wallet.withdraw');
    await nextTask();
    expect(kernelStore.get(openDialogsAtom)).toEqual([{ name: 'wallet.low-balance', props: { money: 50 } }]);
    closeDialog('wallet.low-balance');
  });

  it('forgets an offer taken back before its turn, and every offer at sign-out', async () => {
    kernelStore.set(openDialogsAtom, []);
    openDialog('account.mail');
    offerDialog('shell.announcement');
    offerDialog('promotions.daily-gift');
    withdrawOffer('shell.announcement');
    expect(kernelStore.get(offeredDialogsAtom).map((dialog) => dialog.name)).toEqual(['promotions.daily-gift']);
    withdrawAllOffers();
    closeDialog('account.mail');
    await nextTask();
    expect(names()).toEqual([]);
  });

  it('does not queue a dialog that is already showing', () => {
    kernelStore.set(openDialogsAtom, []);
    openDialog('account.bind-phone');
    offerDialog('account.bind-phone');
    expect(kernelStore.get(offeredDialogsAtom)).toEqual([]);
    closeDialog('account.bind-phone');
  });
});
