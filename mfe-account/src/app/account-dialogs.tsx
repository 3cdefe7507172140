import { OwnedDialogs, type DialogRegistry } from '@casino/shared-kernel/ui';

/** The dialogs this remote owns (platform.md), opened by name from anywhere with `openDialog`. */
export const accountDialogs: DialogRegistry = {
  'account.user-info': { title: 'User info' },
  'account.vip': { title: 'VIP' },
  'account.profile': { title: 'Profile' },
  'account.bind-phone': { title: 'Bind phone' },
  'account.bind-email': { title: 'Bind email' },
  'account.password': { title: 'Password' },
  'account.avatar': { title: 'Avatar' },
  'account.mail': { title: 'Mail inbox' },
  'account.bind-user-id': { title: 'Bind user id' },
};

export function AccountDialogs() {
  return <OwnedDialogs owner="mfe-account" dialogs={accountDialogs} />;
}
