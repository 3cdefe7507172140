import { atom } from 'jotai';
import { casinoBus } from '@casino/shared-kernel/events';
import { kernelStore } from './kernel-store.ts';

/** Who owns a dialog, by the prefix of its name (platform.md, "Ownership of dialogs"). */
export const DIALOG_OWNERS = {
  shell: 'shell',
  lobby: 'mfe-lobby',
  games: 'mfe-games',
  wallet: 'mfe-wallet',
  promotions: 'mfe-promotions',
  account: 'mfe-account',
} as const;

export type DialogOwnerPrefix = keyof typeof DIALOG_OWNERS;
export type DialogOwner = (typeof DIALOG_OWNERS)[DialogOwnerPrefix];
/** A dialog's name: `owner.dialog`, for example `wallet.deposit`. */
export type DialogName = `${DialogOwnerPrefix}.${string}`;

export interface OpenDialog {
  name: DialogName;
  props: Record<string, unknown>;
}

/**
 * Dialogs that open by themselves when their owner's rule holds (spec 4: gold panning for a broke
 * depositor once its second award is due). The owner's `./dialogs` parcel checks the rule, so the
 * shell mounts these owners' parcels once a signed-in page is quiet, not only when one of their
 * dialogs is first opened by hand.
 */
export const SELF_OPENING_DIALOGS: readonly DialogName[] = ['promotions.gold-panning'];

export function dialogOwner(name: DialogName): DialogOwner {
  const prefix = name.slice(0, name.indexOf('.')) as DialogOwnerPrefix;
  const owner = DIALOG_OWNERS[prefix];
  if (!owner) throw new Error(`Dialog "${name}" has no owner: its name must start with ${Object.keys(DIALOG_OWNERS).join(', ')}.`);
  return owner;
}

/** The dialogs open now, oldest first; the shell's dialog host mounts each owner's parcel. */
export const openDialogsAtom = atom<readonly OpenDialog[]>([]);

/** Opens a dialog by name from anywhere (shell, remote, or code outside React). */
export function openDialog(name: DialogName, props: Record<string, unknown> = {}): void {
  dialogOwner(name);
  const others = kernelStore.get(openDialogsAtom).filter((dialog) => dialog.name !== name);
  kernelStore.set(openDialogsAtom, [...others, { name, props }]);
  casinoBus.emit('dialog:opened', { name });
}

export function closeDialog(name: DialogName): void {
  const open = kernelStore.get(openDialogsAtom);
  if (!open.some((dialog) => dialog.name === name)) return;
  kernelStore.set(
    openDialogsAtom,
    open.filter((dialog) => dialog.name !== name),
  );
  casinoBus.emit('dialog:closed', { name });
}
