import { useState, type FormEvent } from 'react';
import { closeDialog, siteSettingsAtom, toast, useAtomValue, userInfoAtom } from '@casino/shared-kernel/state';
import { Button, Dialog, Input, useSendCode } from '@casino/shared-kernel/ui';
import { FormError } from '../../ui/form-error.tsx';
import { useSubmit } from '../../ui/use-submit.ts';
import { useAccountText } from '../../i18n/account-texts.ts';
import { failureText } from '../../i18n/failure-text.ts';
import { bindMobile } from './bind-api.ts';
import { CodeField } from './code-field.tsx';
import { checkCodeField, checkPhoneField, fullMobile } from './security-rules.ts';
import sheet from '../../ui/sheet.module.css';
import styles from '../../ui/forms.module.css';

/** The national part of a stored number (digits with area code), for the field beside the area code. */
const national = (mobile: string, areaCode: string) => {
  const code = areaCode.replace(/[^0-9]/g, '');
  return code && mobile.startsWith(code) ? mobile.slice(code.length) : mobile;
};

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
  const [phone, setPhone] = useState(() => (user?.mobile ? national(user.mobile, phoneArea) : ''));
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: string | undefined; code?: string | undefined }>({});
  const sender = useSendCode(failureText);
  const submit = useSubmit();
  const confirming = Boolean(user?.is_need_opt && user.mobile);

  const onSend = () => {
    const problem = checkPhoneField(phone, phoneArea);
    if (problem) setErrors((current) => ({ ...current, phone: problem }));
    else void sender.send(fullMobile(phone, phoneArea));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = { phone: checkPhoneField(phone, phoneArea), code: checkCodeField(code) };
    setErrors(found);
    if (found.phone || found.code) return;
    void submit.run(async () => {
      if (!(await bindMobile(fullMobile(phone, phoneArea), code.trim()))) throw new Error(t('unknown_error'));
      toast('success', t('bind_success'));
      closeDialog('account.bind-phone');
    });
  };

  return (
    <Dialog open className={sheet.sheet} title={t('bind_phone_title')} onClose={onClose} testId="dialog.account.bind-phone" closeOnBackdrop={false}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <p className={styles.guide}>{t(confirming ? 'bind_phone_confirm' : user?.mobile ? 'bind_phone_change' : 'bind_phone_text')}</p>
        <Input
          label={t('phone')}
          prefix={phoneArea}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={phone}
          error={errors.phone ? t(errors.phone) : undefined}
          onChange={(event) => {
            setPhone(event.target.value);
            setErrors((current) => ({ ...current, phone: undefined }));
          }}
          data-testid="account.phone"
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
        <Button type="submit" block busy={submit.busy} data-testid="account.bind-submit">
          {t('bind')}
        </Button>
      </form>
    </Dialog>
  );
}
