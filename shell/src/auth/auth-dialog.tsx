import { useState } from 'react';
import { closeDialog, siteSettingsAtom, useAtomValue, type DialogName } from '@casino/shared-kernel/state';
import { Dialog, Tabs } from '@casino/shared-kernel/ui';
import { SignInWarning } from '../responsible-gaming/brand-warning.tsx';
import { LoginForm, RegisterForm } from './auth-forms.tsx';
import { useAuthText } from './auth-texts.ts';
import styles from './auth.module.css';

export type AuthTab = 'login' | 'register';

/**
 * The login, register and auth dialogs: one dialog with a Log in / Sign up switch, opened on the
 * tab its name says (`shell.auth` on `props.tab`, login by default). `props.message` (a forced
 * sign-out's reason) shows above the login form.
 */
export function AuthDialog({ name, props }: { name: DialogName; props: Record<string, unknown> }) {
  const t = useAuthText();
  const banner = useAtomValue(siteSettingsAtom).loginAndRegisterBanner;
  const first: AuthTab = name === 'shell.register' || (name === 'shell.auth' && props.tab === 'register') ? 'register' : 'login';
  const [tab, setTab] = useState<AuthTab>(first);
  const notice = typeof props.message === 'string' && props.message.trim() !== '' ? props.message : undefined;
  return (
    <Dialog
      open
      title={t(tab === 'login' ? 'auth_login_title' : 'auth_register_title')}
      onClose={() => closeDialog(name)}
      testId={`dialog.${name}`}
      closeOnBackdrop={false}
      className={styles.dialog}
    >
      {banner ? <img className={styles.banner} src={banner} alt="" /> : null}
      <SignInWarning />
      <Tabs
        label={t('auth_tabs')}
        selectedId={tab}
        onSelect={(id) => setTab(id as AuthTab)}
        testId="shell.auth-tabs"
        items={[
          { id: 'login', label: t('auth_tab_login'), content: <LoginForm notice={notice} /> },
          { id: 'register', label: t('auth_tab_register'), content: <RegisterForm /> },
        ]}
      />
    </Dialog>
  );
}
