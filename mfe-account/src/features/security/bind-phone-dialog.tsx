import { siteSettingsAtom, useAtomValue, userInfoAtom } from '@casino/shared-kernel/state';
import { nationalNumber, withAreaCode } from '@casino/shared-kernel/validation';
import { useAccountText } from '../../i18n/account-texts.ts';
import { bindMobile } from './bind-api.ts';
import { CodeBindingForm } from './code-binding-form.tsx';
import { checkPhoneField } from './security-rules.ts';

/**
 * Phone binding (spec 2, 5, 7), the site's only one: opened from the user centre, and by the
 * shell after sign-in when spec 5 requires it (no number, or one still to confirm by code:
 * `is_need_opt`, the number filled in). A code to the number, then `bindMobile`, judged by
 * `msg === 'ok'`.
 */
export function BindPhoneDialog({ onClose }: { onClose: () => void }) {
  const t = useAccountText();
  const { phoneArea } = useAtomValue(siteSettingsAtom);
  const user = useAtomValue(userInfoAtom);
  const confirming = Boolean(user?.is_need_opt && user.mobile);
  return (
    <CodeBindingForm
      dialog="account.bind-phone"
      title={t('bind_phone_title')}
      guide={t(confirming ? 'bind_phone_confirm' : user?.mobile ? 'bind_phone_change' : 'bind_phone_text')}
      target={{ label: t('phone'), prefix: phoneArea, type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' }}
      targetTestId="account.phone"
      // A stored number is international (digits with the area code): its national part goes in the field.
      initialTarget={user?.mobile ? nationalNumber(`+${user.mobile}`, phoneArea) : ''}
      check={(typed) => checkPhoneField(typed, phoneArea)}
      normalize={(typed) => withAreaCode(typed, phoneArea)}
      bind={bindMobile}
      onClose={onClose}
    />
  );
}
