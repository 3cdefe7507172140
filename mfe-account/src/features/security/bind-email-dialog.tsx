import { useState, type FormEvent } from 'react';
import { closeDialog, toast, useAtomValue, userInfoAtom } from '@casino/shared-kernel/state';
import { Button, Dialog, Input, useSendCode } from '@casino/shared-kernel/ui';
import { FormError } from '../../ui/form-error.tsx';
import { useSubmit } from '../../ui/use-submit.ts';
import { useAccountText } from '../../i18n/account-texts.ts';
import { failureText } from '../../i18n/failure-text.ts';
import { bindEmail } from './bind-api.ts';
import { CodeField } from './code-field.tsx';
import { checkCodeField, checkEmailField } from './security-rules.ts';
import sheet from '../../ui/sheet.module.css';
import styles from '../../ui/forms.module.css';

/** E-mail binding (spec 2, 5, 7): a code sent to the address, then `bindEmail`, judged by `msg === 'ok'`. */
export function BindEmailDialog({ onClose }: { onClose: () => void }) {
  const t = useAccountText();
  const user = useAtomValue(userInfoAtom);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ email?: string | undefined; code?: string | undefined }>({});
  const sender = useSendCode(failureText);
  const submit = useSubmit();

  const onSend = () => {
    const problem = checkEmailField(email);
    if (problem) setErrors((current) => ({ ...current, email: problem }));
    else void sender.send(email.trim());
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = { email: checkEmailField(email), code: checkCodeField(code) };
    setErrors(found);
    if (found.email || found.code) return;
    void submit.run(async () => {
      if (!(await bindEmail(email.trim(), code.trim()))) throw new Error(t('unknown_error'));
      toast('success', t('bind_success'));
      closeDialog('account.bind-email');
    });
  };

  return (
    <Dialog open className={sheet.sheet} title={t('bind_email_title')} onClose={onClose} testId="dialog.account.bind-email" closeOnBackdrop={false}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <p className={styles.guide}>{user?.email ? t('bind_email_current', { email: user.email }) : t('bind_email_text')}</p>
        <Input
          label={t('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          error={errors.email ? t(errors.email) : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors((current) => ({ ...current, email: undefined }));
          }}
          data-testid="account.email"
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
