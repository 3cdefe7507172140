import { createElement as h, Fragment } from 'react';
import { createRemoteLifecycles } from '@casino/shared-kernel/remote';
import { closeDialog, dialogOwner, openDialogsAtom, useAtomValue } from '@casino/shared-kernel/state';

/** The open dialogs this remote owns (`account.*`), opened by name from anywhere with `openDialog`. */
function AccountDialogs() {
  const open = useAtomValue(openDialogsAtom).filter(({ name }) => dialogOwner(name) === 'mfe-account');
  return h(
    Fragment,
    null,
    open.map(({ name, props }) =>
      h(
        'div',
        { key: name, role: 'dialog', 'aria-label': 'Account note', 'data-testid': `dialog.${name}` },
        h('p', null, `Opened from ${String(props.from ?? 'somewhere')} by a build made outside the casino repository.`),
        h('button', { type: 'button', onClick: () => closeDialog(name) }, 'Close'),
      ),
    ),
  );
}

export default createRemoteLifecycles(AccountDialogs);
