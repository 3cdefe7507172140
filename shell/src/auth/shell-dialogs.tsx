import { openDialogsAtom, useAtomValue } from '@casino/shared-kernel/state';
import { AuthDialog } from './auth-dialog.tsx';
import { loadRgTexts } from '../responsible-gaming/rg-texts.ts';
import { loadAuthTexts } from './auth-texts.ts';
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx';
import { SHELL_DIALOGS } from './shell-dialogs-mount.tsx';

/**
 * The dialogs' texts, loaded with their code: `ShellDialogsMount` shows them once both are in. The
 * brand's responsible-gaming warning and deposit limit in them are responsible gaming's texts.
 */
export const textsLoaded = () => Promise.all([loadAuthTexts(), loadRgTexts()]).then(() => undefined);

const SIGN_IN = new Set<string>(['shell.login', 'shell.register', 'shell.auth']);

/**
 * The shell's own dialogs, from the kernel's open dialogs, in the order they opened (the later one
 * on top). Loaded by `ShellDialogsMount` when the first of them opens.
 */
export default function ShellDialogs() {
  const open = useAtomValue(openDialogsAtom).filter((dialog) => SHELL_DIALOGS.includes(dialog.name));
  // Login, register and the auth modal are one dialog on two tabs: only the latest asked for shows.
  const auth = open.filter((dialog) => SIGN_IN.has(dialog.name)).at(-1);
  return (
    <>
      {open.map((dialog) => {
        const { name, props } = dialog;
        if (name === 'shell.forgot-password') return <ForgotPasswordDialog key={name} />;
        if (dialog !== auth) return null;
        return <AuthDialog key={name} name={name} props={props} />;
      })}
    </>
  );
}
