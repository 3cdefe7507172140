// Start-up's first stage runs this (api-start.ts): no react-dom, no router.
import { casinoBus } from '@casino/shared-kernel/events';
import { kernelStore, openDialog, openDialogsAtom } from '@casino/shared-kernel/state';

/**
 * When the login dialog opens without a message and error or warning toasts are raised in the same
 * task (the kernel's forced sign-out: it opens the dialog, then toasts USER_FORBIDDEN and the
 * server's message), the dialog is given those texts as `message`, so the reason stays in the
 * dialog after the toasts go. One watcher however many ask: start-up starts it before the session
 * (a stored token refused at start signs out before the shell's first render has committed, let
 * alone run its effects), and the dialogs' mount keeps it. Returns the caller's unsubscribe.
 */
export function watchLoginNotices(): () => void {
  watchers += 1;
  stopWatching ??= subscribeLoginNotices();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    watchers -= 1;
    if (watchers === 0) {
      stopWatching?.();
      stopWatching = null;
    }
  };
}

let watchers = 0;
let stopWatching: (() => void) | null = null;

function subscribeLoginNotices(): () => void {
  let collecting: string[] | null = null;
  const offOpened = casinoBus.on('dialog:opened', ({ name }) => {
    if (name !== 'shell.login' || collecting) return;
    const login = kernelStore.get(openDialogsAtom).find((dialog) => dialog.name === 'shell.login');
    if (!login || typeof login.props.message === 'string') return;
    const texts: string[] = [];
    collecting = texts;
    setTimeout(() => {
      collecting = null;
      const still = kernelStore.get(openDialogsAtom).find((dialog) => dialog.name === 'shell.login');
      if (texts.length === 0 || !still || typeof still.props.message === 'string') return;
      openDialog('shell.login', { ...still.props, message: texts.join(' ') });
    }, 0);
  });
  const offToast = casinoBus.on('toast:shown', ({ type, text }) => {
    if (collecting && (type === 'error' || type === 'warning') && !collecting.includes(text)) collecting.push(text);
  });
  return () => {
    offOpened();
    offToast();
  };
}
