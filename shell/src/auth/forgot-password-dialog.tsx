import { useState, type FormEvent } from 'react';
import { LOGIN_TYPE } from '@casino/shared-kernel/api-constants';
import { translate } from '@casino/shared-kernel/i18n';
import { closeDialog, openDialog, toast } from '@casino/shared-kernel/state';
import { Button, CodeField, Dialog, useSendCode } from '@casino/shared-kernel/ui';
import { withAreaCode } from '@casino/shared-kernel/validation';
import { failureText, resetPassword } from './auth-api.ts';
import { ChannelSwitch, EmailField, FormError, PasswordField, PhoneField } from './auth-fields.tsx';
import { useAuthText } from './auth-texts.ts';
import { useAuthConfig } from './auth-forms.tsx';
import { checkCodeField, checkEmailField, checkPasswordField, checkPhoneFor, type Channel } from './auth-rules.ts';
import { useSubmit } from './use-submit.ts';
import styles from './auth.module.css';

const NAME = 'shell.forgot-password';

/**
 * Forgot password: a one-time code to the account's phone or e-mail, then the new password. Sent
 * to the visitor call `POST /api/user/resetPassword` (the kernel's `resetPassword`); on success the
 * login dialog opens for the same account.
 */
export function ForgotPasswordDialog() {
  const t = useAuthText();
  const config = useAuthConfig();
  const channels = (['phone', 'email'] as const).filter((channel) => config.modes[channel].length > 0);
  const [channel, setChannel] = useState<Channel>(channels[0] ?? 'phone');
  const [values, setValues] = useState({ phone: '', email: '', code: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string | undefined>>>({});
  const code = useSendCode(failureText);
  const submit = useSubmit();

  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const identityError = () => (channel === 'phone' ? { phone: checkPhoneFor(values.phone, config.areaCode) } : { email: checkEmailField(values.email) });
  const target = () => (channel === 'phone' ? withAreaCode(values.phone, config.areaCode) : values.email.trim());

  const onSend = () => {
    const problem = identityError();
    if (Object.values(problem).some(Boolean)) setErrors((current) => ({ ...current, ...problem }));
    else void code.send(target());
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...identityError(),
      code: checkCodeField(values.code),
      password: checkPasswordField(values.password),
      confirm: values.confirm === values.password ? undefined : 'auth_error_password_mismatch',
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    void submit.run(async () => {
      await resetPassword({
        client_type: channel === 'phone' ? LOGIN_TYPE.PHONECODE : LOGIN_TYPE.EMAILCODE,
        ...(channel === 'phone' ? { mobile: target() } : { email: target() }),
        verify_code: values.code.trim(),
        password: values.password,
      });
      toast('success', translate('Modified successfully'));
      closeDialog(NAME);
      openDialog('shell.login');
    });
  };

  return (
    <Dialog open title={t('auth_forgot_title')} onClose={() => closeDialog(NAME)} testId={`dialog.${NAME}`} closeOnBackdrop={false} className={styles.dialog}>
      <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="shell.auth-forgot-form">
        <p className={styles.guide}>{t('auth_forgot_text')}</p>
        <ChannelSwitch
          channels={channels}
          value={channel}
          onChange={(next) => {
            setChannel(next);
            setErrors({});
          }}
        />
        {channel === 'phone' ? (
          <PhoneField value={values.phone} onChange={set('phone')} error={errors.phone} areaCode={config.areaCode} />
        ) : (
          <EmailField value={values.email} onChange={set('email')} error={errors.email} />
        )}
        <CodeField
          value={values.code}
          onChange={set('code')}
          error={errors.code ? t(errors.code) : code.error}
          onSend={onSend}
          sending={code.sending}
          secondsLeft={code.secondsLeft}
          testIdPrefix="shell.auth-"
        />
        <PasswordField value={values.password} onChange={set('password')} error={errors.password} label={t('auth_new_password')} isNew />
        <PasswordField value={values.confirm} onChange={set('confirm')} error={errors.confirm} label={t('auth_confirm_password')} testId="shell.auth-confirm" />
        <FormError text={submit.error} />
        <Button type="submit" block busy={submit.busy} data-testid="shell.auth-submit">
          {t('auth_forgot_submit')}
        </Button>
      </form>
    </Dialog>
  );
}
