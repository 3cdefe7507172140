import { useKernelText } from '@casino/shared-kernel/i18n';
import type { ComponentType } from 'react';
import { useAtomValue } from 'jotai';
import { closeDialog, dialogOwner, openDialogsAtom, type DialogName, type DialogOwner } from '@casino/shared-kernel/state';
import { DialogFrame } from './dialog-frame.tsx';
import { StoreFacts } from '@casino/shared-kernel/ui-core';

export interface DialogDefinition {
  title: string;
  /** The dialog's content; without one the dialog shows the shared values only. */
  Body?: ComponentType<{ props: Record<string, unknown> }>;
}

/** A remote's dialogs by name (`owner.dialog`). */
export type DialogRegistry = Readonly<Record<string, DialogDefinition>>;

/**
 * Renders the open dialogs that `owner` owns: the body of every remote's `./dialogs` parcel. A name
 * this remote does not know is shown as such rather than silently dropped.
 */
export function OwnedDialogs({ owner, dialogs }: { owner: DialogOwner; dialogs: DialogRegistry }) {
  const t = useKernelText();
  const open = useAtomValue(openDialogsAtom).filter((dialog) => dialogOwner(dialog.name) === owner);
  return (
    <>
      {open.map(({ name, props }) => {
        const definition = dialogs[name];
        const close = () => closeDialog(name as DialogName);
        if (!definition) {
          return (
            <DialogFrame key={name} name={name} title={t('dialog_not_available')} onClose={close}>
              <p>{t('dialog_unknown_text', { owner, name })}</p>
            </DialogFrame>
          );
        }
        const { Body } = definition;
        return (
          <DialogFrame key={name} name={name} title={definition.title} onClose={close}>
            <p data-testid="dialog.owner">{owner}</p>
            <StoreFacts />
            {Body ? <Body props={props} /> : null}
          </DialogFrame>
        );
      })}
    </>
  );
}
