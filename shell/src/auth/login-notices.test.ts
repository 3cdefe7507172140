// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { closeDialog, kernelStore, openDialogsAtom, signOut, toast } from '@casino/shared-kernel/state';
import { watchLoginNotices } from './login-notices.ts';

const loginMessage = () => kernelStore.get(openDialogsAtom).find((dialog) => dialog.name === 'shell.login')?.props.message;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** What the kernel's API layer does on code 1013: sign out, then toast the reason and the server's message. */
async function forcedSignOut() {
  signOut({ forced: true, message: 'Signed out. Please log in again.' });
  toast('error', 'Signed in on another device');
  await nextTask();
}

afterEach(() => closeDialog('shell.login'));

describe('the reason of a forced sign-out, for the login dialog', () => {
  it('is kept from the start, before any dialog is mounted, by one watcher however many ask', async () => {
    const startUp = watchLoginNotices();
    const dialogsMount = watchLoginNotices();
    await forcedSignOut();
    expect(loginMessage()).toBe('Signed out. Please log in again. Signed in on another device');
    startUp();
    dialogsMount();
  });

  it('is lost once nobody watches', async () => {
    const stop = watchLoginNotices();
    stop();
    stop();
    await forcedSignOut();
    expect(loginMessage()).toBeUndefined();
  });
});
