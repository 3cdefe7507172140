import { useAtomValue, userInfoAtom } from '@casino/shared-kernel/state';
import { useAccountText } from '../../i18n/account-texts.ts';
import { bindEmail } from './bind-api.ts';
import { CodeBindingForm } from './code-binding-form.tsx';
import { checkEmailField } from './security-rules.ts';

/** E-mail binding (spec 2, 5, 7): a code sent to the address, then `bindEmail`, judged by `msg === 'ok'`. */
export function BindEmailDialog({ onClose }: { onClose: () => void }) {
  const t = useAccountText();
  const user = useAtomValue(userInfoAtom);
  return (
    <CodeBindingForm
      dialog="account.bind-email"
      title={t('bind_email_title')}
      guide={user?.email ? t('bind_email_current', { email: user.email }) : t('bind_email_text')}
      target={{ label: t('email'), type: 'email', inputMode: 'email', autoComplete: 'email' }}
      targetTestId="account.email"
      check={checkEmailField}
      normalize={(typed) => typed.trim()}
      bind={bindEmail}
      onClose={onClose}
    />
  );
}
