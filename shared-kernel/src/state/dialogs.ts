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

/**
 * The announcement (spec 2's notice popup), the shell's. Named here because other rules watch it
 * (gold panning waits while it is open): one name, so a watcher cannot drift from the dialog.
 */
export const ANNOUNCEMENT_DIALOG = 'shell.announcement' satisfies DialogName;

/**
 * Dialogs that open by themselves (not at a click), in the order they take turns: the announcement
 * (the notice popup) first, then binding a phone, then the promotions' and the wallet's offers. A
 * name missing here waits after all of them.
 */
export const SELF_OPENING_ORDER: readonly DialogName[] = [
  ANNOUNCEMENT_DIALOG,
  'account.bind-phone',
  'promotions.gold-panning',
  'promotions.daily-gift',
  'wallet.first-recharge',
  'wallet.low-balance',
];

/** Dialogs offered by their own rules, waiting for the screen to be free, in {@link SELF_OPENING_ORDER}. */
export const offeredDialogsAtom = atom<readonly OpenDialog[]>([]);

const turnOf = (name: DialogName) => {
  const index = SELF_OPENING_ORDER.indexOf(name);
  return index === -1 ? SELF_OPENING_ORDER.length : index;
};

/**
 * Offers a dialog that opens by itself (an announcement, a reminder, an offer): it opens when no
 * dialog is open, else it waits its turn. Two such dialogs never show at once, and a dialog the
 * player opened comes first: the offers wait until the player has closed it.
 */
export function offerDialog(name: DialogName, props: Record<string, unknown> = {}): void {
  dialogOwner(name);
  if (kernelStore.get(openDialogsAtom).some((dialog) => dialog.name === name)) return;
  const waiting = kernelStore.get(offeredDialogsAtom).filter((dialog) => dialog.name !== name);
  kernelStore.set(
    offeredDialogsAtom,
    [...waiting, { name, props }].sort((a, b) => turnOf(a.name) - turnOf(b.name)),
  );
  openNextOffer();
}

/** Takes back an offer that has not opened yet (its rule no longer holds, or its player left). */
export function withdrawOffer(name: DialogName): void {
  const waiting = kernelStore.get(offeredDialogsAtom);
  if (waiting.some((dialog) => dialog.name === name))
    kernelStore.set(
      offeredDialogsAtom,
      waiting.filter((dialog) => dialog.name !== name),
    );
}

/** Forgets every waiting offer (sign-out: they were the player's). */
export function withdrawAllOffers(): void {
  kernelStore.set(offeredDialogsAtom, []);
}

function openNextOffer(): void {
  if (kernelStore.get(openDialogsAtom).length > 0) return;
  const [next, ...rest] = kernelStore.get(offeredDialogsAtom);
  if (!next) return;
  kernelStore.set(offeredDialogsAtom, rest);
  openDialog(next.name, next.props);
}

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
  // The next offer waits for the task that closed this dialog to end: a click that closes one
  // dialog and opens another ("Deposit" in an offer) is the player's, and comes first.
  if (kernelStore.get(offeredDialogsAtom).length > 0) setTimeout(openNextOffer, 0);
}
