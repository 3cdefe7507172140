import { useState, type FormEvent } from 'react';
import { translate } from '@casino/shared-kernel/i18n';
import { closeDialog, toast, useAtomValue, userInfoAtom } from '@casino/shared-kernel/state';
import { Button, Dialog } from '@casino/shared-kernel/ui';
import { bindMobile } from './auth-api.ts';
import { CodeField, FormError, PhoneField, useAuthText } from './auth-fields.tsx';
import { useAuthConfig } from './auth-forms.tsx';
import { checkCodeField, checkPhoneFor, fullMobile } from './auth-rules.ts';
import { useSendCode } from './use-send-code.ts';
import { useSubmit } from './use-submit.ts';
import styles from './auth.module.css';

const NAME = 'shell.bind-phone';

/** The national part of a stored number (digits with area code), for the field beside the area code. */
const national = (mobile: string, areaCode: string) => {
  const code = areaCode.replace(/[^0-9]/g, '');
  return code && mobile.startsWith(code) ? mobile.slice(code.length) : mobile;
};

/**
 * Bind phone (spec 5): required after sign-in when the brand signs in by phone and the player has
 * no number, or must still confirm it by code (`is_need_opt`: the number is filled in). Success is
 * judged by `msg === 'ok'`.
 */
export function BindPhoneDialog() {
  const t = useAuthText();
  const config = useAuthConfig();
  const user = useAtomValue(userInfoAtom);
  const [phone, setPhone] = useState(() => (user?.mobile ? national(user.mobile, config.areaCode) : ''));
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: string | undefined; code?: string | undefined }>({});
  const sender = useSendCode();
  const submit = useSubmit();

  const onSend = () => {
    const problem = checkPhoneFor(phone, config.areaCode);
    if (problem) setErrors((current) => ({ ...current, phone: problem }));
    else void sender.send(fullMobile(phone, config.areaCode));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = { phone: checkPhoneFor(phone, config.areaCode), code: checkCodeField(code) };
    setErrors(found);
    if (found.phone || found.code) return;
    void submit.run(async () => {
      const bound = await bindMobile(fullMobile(phone, config.areaCode), code.trim());
      if (!bound) throw new Error(translate('unknown_error'));
      toast('success', translate('Bind Succ!'));
      closeDialog(NAME);
    });
  };

  return (
    <Dialog
      open
      title={t('auth_bind_phone_title')}
      onClose={() => closeDialog(NAME)}
      testId={`dialog.${NAME}`}
      closeOnBackdrop={false}
      className={styles.dialog}
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="shell.auth-bind-phone-form">
        <p className={styles.guide}>{t(user?.is_need_opt && user.mobile ? 'auth_bind_phone_confirm' : 'auth_bind_phone_text')}</p>
        <PhoneField
          value={phone}
          onChange={(value) => {
            setPhone(value);
            setErrors((current) => ({ ...current, phone: undefined }));
          }}
          error={errors.phone}
          areaCode={config.areaCode}
        />
        <CodeField
          value={code}
          onChange={(value) => {
            setCode(value);
            setErrors((current) => ({ ...current, code: undefined }));
          }}
          error={errors.code}
          onSend={onSend}
          sending={sender.sending}
          secondsLeft={sender.secondsLeft}
          sendError={sender.error}
        />
        <FormError text={submit.error} />
        <Button type="submit" block busy={submit.busy} data-testid="shell.auth-submit">
          {t('auth_bind_phone_submit')}
        </Button>
      </form>
    </Dialog>
  );
}
