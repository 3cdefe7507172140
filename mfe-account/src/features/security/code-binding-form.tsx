import { useState, type ComponentProps, type FormEvent } from 'react';
import { closeDialog, toast, type DialogName } from '@casino/shared-kernel/state';
import { Button, CodeField, Dialog, Input, useSendCode } from '@casino/shared-kernel/ui';
import { FormError } from '../../ui/form-error.tsx';
import { useSubmit } from '../../ui/use-submit.ts';
import { useAccountText } from '../../i18n/account-texts.ts';
import { failureText } from '../../i18n/failure-text.ts';
import { checkCodeField } from './security-rules.ts';
import sheet from '../../ui/sheet.module.css';
import styles from '../../ui/forms.module.css';

export interface CodeBindingProps {
  dialog: DialogName;
  title: string;
  /** What the player reads above the fields. */
  guide: string;
  /** The phone number or e-mail address field (its label, type, autocomplete, test id…). */
  target: Omit<ComponentProps<typeof Input>, 'value' | 'error' | 'onChange'>;
  /** The target field's test id. */
  targetTestId: string;
  initialTarget?: string;
  /** The key of what is wrong with the typed target, or undefined (spec 5's rules). */
  check: (typed: string) => string | undefined;
  /** The target as the server wants it (the phone with its area code, the trimmed address). */
  normalize: (typed: string) => string;
  /** Binds it with the code; true when the server answered `msg === 'ok'` (spec 5). */
  bind: (target: string, code: string) => Promise<boolean>;
  onClose: () => void;
}

/**
 * Phone and e-mail binding are one form (spec 2, 5, 7): the target, a code sent to it with its
 * resend countdown, then the bind call. A bad target or code is said beside its field and sends
 * nothing; a refusal shows the server's message; one bind per click.
 */
export function CodeBindingForm({ dialog, title, guide, target, targetTestId, initialTarget = '', check, normalize, bind, onClose }: CodeBindingProps) {
  const t = useAccountText();
  const [typed, setTyped] = useState(initialTarget);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ target?: string | undefined; code?: string | undefined }>({});
  const sender = useSendCode(failureText);
  const submit = useSubmit();

  const onSend = () => {
    const problem = check(typed);
    if (problem) setErrors((current) => ({ ...current, target: problem }));
    else void sender.send(normalize(typed));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = { target: check(typed), code: checkCodeField(code) };
    setErrors(found);
    if (found.target || found.code) return;
    void submit.run(async () => {
      if (!(await bind(normalize(typed), code.trim()))) throw new Error(t('unknown_error'));
      toast('success', t('bind_success'));
      closeDialog(dialog);
    });
  };

  return (
    <Dialog open className={sheet.sheet} title={title} onClose={onClose} testId={`dialog.${dialog}`} closeOnBackdrop={false}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <p className={styles.guide}>{guide}</p>
        <Input
          {...target}
          data-testid={targetTestId}
          value={typed}
          error={errors.target ? t(errors.target) : undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            setErrors((current) => ({ ...current, target: undefined }));
          }}
        />
        <CodeField
          value={code}
          onChange={(value) => {
            setCode(value);
            setErrors((current) => ({ ...current, code: undefined }));
          }}
          error={errors.code ? t(errors.code) : sender.error}
          onSend={onSend}
          sending={sender.sending}
          secondsLeft={sender.secondsLeft}
          testIdPrefix="account."
        />
        <FormError text={submit.error} />
        <Button type="submit" block busy={submit.busy} data-testid="account.bind-submit">
          {t('bind')}
        </Button>
      </form>
    </Dialog>
  );
}
