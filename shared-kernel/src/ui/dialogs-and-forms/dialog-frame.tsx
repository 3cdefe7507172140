import type { ReactNode } from 'react';
import { Dialog } from './dialog.tsx';

export interface DialogFrameProps {
  /** The dialog's name, `owner.dialog`; also its test id (`dialog.<name>`). */
  name: string;
  title: string;
  onClose: () => void;
  children?: ReactNode;
}

/** The frame of every owned dialog (`OwnedDialogs`): an open `Dialog` named after the store's dialog. */
export function DialogFrame({ name, title, onClose, children }: DialogFrameProps) {
  return (
    <Dialog open title={title} onClose={onClose} testId={`dialog.${name}`}>
      {children}
    </Dialog>
  );
}
