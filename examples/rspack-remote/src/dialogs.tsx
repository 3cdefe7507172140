import { createRemoteLifecycles } from '@casino/shared-kernel/remote';
import { closeDialog, dialogOwner, openDialogsAtom, useAtomValue } from '@casino/shared-kernel/state';

/** The open dialogs this remote owns (`promotions.*`), opened by name from anywhere with `openDialog`. */
function PromotionsDialogs() {
  const open = useAtomValue(openDialogsAtom).filter(({ name }) => dialogOwner(name) === 'mfe-promotions');
  return (
    <>
      {open.map(({ name, props }) => (
        <div key={name} role="dialog" aria-label="Promotions note" data-testid={`dialog.${name}`}>
          <p>Opened from {String(props.from ?? 'somewhere')} by a build made outside the casino repository.</p>
          <button type="button" onClick={() => closeDialog(name)}>
            Close
          </button>
        </div>
      ))}
    </>
  );
}

export default createRemoteLifecycles(PromotionsDialogs);
