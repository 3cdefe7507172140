import { useEffect, type ComponentType } from 'react';
import { useKernelText } from '@casino/shared-kernel/i18n';
import { closeDialog, dialogOwner, isSignedInAtom, openDialogsAtom, requireLogin, useAtomValue, type DialogName } from '@casino/shared-kernel/state';
import { DialogFrame } from '@casino/shared-kernel/ui';
import { MailInboxDialog } from '../features/mail/mail-inbox-dialog.tsx';
import { AvatarDialog } from '../features/profile/avatar-dialog.tsx';
import { ProfileDialog } from '../features/profile/profile-dialog.tsx';
import { UserInfoDialog } from '../features/profile/user-info-dialog.tsx';
import { ResponsibleGamingDialog } from '../features/responsible-gaming/responsible-gaming-dialog.tsx';
import { BindEmailDialog } from '../features/security/bind-email-dialog.tsx';
import { BindPhoneDialog } from '../features/security/bind-phone-dialog.tsx';
import { BindUserIdDialog } from '../features/security/bind-user-id-dialog.tsx';
import { PasswordDialog } from '../features/security/password-dialog.tsx';
import { VipDialog } from '../features/vip/vip-dialog.tsx';
import { loadAccountTexts, useAccountTextsReady } from '../i18n/account-texts.ts';

/** The dialogs this remote owns (platform.md), opened by name from anywhere with `openDialog`. */
export const ACCOUNT_DIALOGS: Readonly<Record<string, ComponentType<{ onClose: () => void }>>> = {
  'account.user-info': UserInfoDialog,
  'account.vip': VipDialog,
  'account.profile': ProfileDialog,
  'account.bind-phone': BindPhoneDialog,
  'account.bind-email': BindEmailDialog,
  'account.password': PasswordDialog,
  'account.avatar': AvatarDialog,
  'account.mail': MailInboxDialog,
  'account.bind-user-id': BindUserIdDialog,
  'account.responsible-gaming': ResponsibleGamingDialog,
};

/**
 * Renders the open `account.*` dialogs. Every one is the player's own: a visitor who opens one gets
 * the register dialog instead (spec 6), and a sign-out closes them (the kernel closes every dialog).
 */
export function AccountDialogs() {
  const kernelText = useKernelText();
  const ready = useAccountTextsReady();
  const signedIn = useAtomValue(isSignedInAtom);
  const open = useAtomValue(openDialogsAtom).filter(({ name }) => dialogOwner(name) === 'mfe-account');
  useEffect(() => {
    void loadAccountTexts();
  }, []);
  useEffect(() => {
    if (signedIn || open.length === 0) return;
    for (const { name } of open) closeDialog(name);
    requireLogin();
  }, [signedIn, open]);
  if (!ready || !signedIn) return null;
  return (
    <>
      {open.map(({ name }) => {
        const Body = ACCOUNT_DIALOGS[name];
        const close = () => closeDialog(name as DialogName);
        // A name this remote does not know is said so, not dropped silently.
        return Body ? (
          <Body key={name} onClose={close} />
        ) : (
          <DialogFrame key={name} name={name} title={kernelText('dialog_not_available')} onClose={close}>
            <p>{kernelText('dialog_unknown_text', { owner: 'mfe-account', name })}</p>
          </DialogFrame>
        );
      })}
    </>
  );
}
