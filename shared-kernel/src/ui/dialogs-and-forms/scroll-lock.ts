let locks = 0;

/**
 * On the root element while any dialog is open: the toast host moves to the bottom then, since at
 * the top it covered the dialog's title and close button.
 */
export const DIALOG_OPEN_ATTRIBUTE = 'data-dialog-open';
let overflowBefore = '';

/**
 * Stops the page behind a dialog from scrolling until the returned release is called. Counted, so
 * stacked dialogs (several owners may have one open) unlock only when the last one closes; the
 * kernel's `ui` is one shared instance, so the count spans every remote.
 */
export function lockScroll(): () => void {
  const root = document.documentElement;
  if (locks === 0) {
    overflowBefore = root.style.overflow;
    root.style.overflow = 'hidden';
    root.setAttribute(DIALOG_OPEN_ATTRIBUTE, '');
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) {
      root.style.overflow = overflowBefore;
      root.removeAttribute(DIALOG_OPEN_ATTRIBUTE);
    }
  };
}
