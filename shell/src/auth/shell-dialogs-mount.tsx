// The one part of the sign-in dialogs on the first screen: a watcher that loads them when one of
// their names opens, and remembers a forced sign-out's reason for the login dialog. Light imports
// only (the kernel's state and events, already loaded by the shell).
import { lazy, Suspense, useEffect, useState } from 'react';
import { casinoBus } from '@casino/shared-kernel/events';
import { AUTH_DIALOGS, kernelStore, openDialog, openDialogsAtom, useAtomValue, type DialogName } from '@casino/shared-kernel/state';

/** The dialogs the shell renders itself: the kernel's sign-in dialogs and bind phone. */
export const SHELL_DIALOGS: readonly DialogName[] = [...AUTH_DIALOGS, 'shell.bind-phone'];

const ShellDialogs = lazy(() => import('./shell-dialogs.tsx'));

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

/**
 * Mount once in the shell app. Renders nothing until a shell dialog opens; then loads and keeps
 * `ShellDialogs` (login, register, auth, forgot password, bind phone).
 */
export function ShellDialogsMount() {
  const open = useAtomValue(openDialogsAtom);
  const [loaded, setLoaded] = useState(false);
  useEffect(watchLoginNotices, []);
  // Render-time update, no effect: the chunk starts loading in the same render the dialog opened.
  if (!loaded && open.some((dialog) => SHELL_DIALOGS.includes(dialog.name))) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <ShellDialogs />
    </Suspense>
  );
}
