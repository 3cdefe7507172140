import { describe, expect, it, vi } from 'vitest';
import { casinoBus } from '@casino/shared-kernel/events';
import { closeDialog, dialogOwner, openDialog, openDialogsAtom } from './dialogs.ts';
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
