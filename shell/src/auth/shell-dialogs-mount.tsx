// The one part of the sign-in dialogs on the first screen: a watcher that loads them when one of
// their names opens. Light imports only (the kernel's state, already loaded by the shell).
import { Suspense, useState } from 'react';
import { AUTH_DIALOGS, openDialogsAtom, useAtomValue, type DialogName } from '@casino/shared-kernel/state';
import { lazyPart, withTexts } from '../app/lazy-part.tsx';

/**
 * The dialogs the shell renders itself: the kernel's sign-in dialogs. (Phone binding after sign-in
 * is the account remote's `account.bind-phone`, the site's one phone-binding dialog.)
 */
export const SHELL_DIALOGS: readonly DialogName[] = AUTH_DIALOGS;

// The dialogs open with their texts in (their own namespace, fetched once the code is here).
const ShellDialogs = lazyPart<object>('sign-in dialogs', () => withTexts(import('./shell-dialogs.tsx')));

/**
 * Mount once in the shell app. Renders nothing until a shell dialog opens; then loads and keeps
 * `ShellDialogs` (login, register, auth, forgot password).
 */
export function ShellDialogsMount() {
  const open = useAtomValue(openDialogsAtom);
  const [loaded, setLoaded] = useState(false);
  // Render-time update, no effect: the chunk starts loading in the same render the dialog opened.
  if (!loaded && open.some((dialog) => SHELL_DIALOGS.includes(dialog.name))) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <ShellDialogs />
    </Suspense>
  );
}
