import { useState, type FormEvent } from 'react';
import { closeDialog, toast } from '@casino/shared-kernel/state';
import { Button, Dialog, Input } from '@casino/shared-kernel/ui';
import { passwordStrength } from '@casino/shared-kernel/validation';
import { FormError } from '../../ui/form-error.tsx';
import { useSubmit } from '../../ui/use-submit.ts';
import { useAccountText } from '../../i18n/account-texts.ts';
import { updatePassword } from './bind-api.ts';
import { checkNewPassword } from './security-rules.ts';
import sheet from '../../ui/sheet.module.css';
import styles from '../../ui/forms.module.css';

const STRENGTH_KEYS = ['strength_none', 'strength_weak', 'strength_fair', 'strength_good', 'strength_strong'] as const;

/** The strength meter of spec 5: a point per kind of character (digit, lower, upper, . - _); under 6 characters none. */
export function StrengthMeter({ password }: { password: string }) {
  const t = useAccountText();
  const score = passwordStrength(password);
  return (
    <div className={styles.strength} data-testid="account.password-strength" data-score={score}>
      <meter min={0} max={4} low={2} high={3} optimum={4} value={score} aria-label={t('strength')} className={styles.meter} />
      <span aria-live="polite">{t(STRENGTH_KEYS[score])}</span>
    </div>
  );
}

type Field = 'old' | 'next' | 'confirm';

/**
 * Password (spec 2, 7: `updateAccount`): the current password and the new one twice, with the
 * strength meter. A guest who never set one leaves the current one empty (the server asks for it
 * when there is one). The server signs the account out everywhere else; this browser stays in.
 */
export function PasswordDialog({ onClose }: { onClose: () => void }) {
  const t = useAccountText();
  const [values, setValues] = useState<Record<Field, string>>({ old: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [shown, setShown] = useState(false);
  const submit = useSubmit();

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {
      next: checkNewPassword(values.next),
      confirm: values.confirm !== values.next ? 'password_mismatch' : undefined,
    };
    setErrors(found);
    if (found.next || found.confirm) return;
    void submit.run(async () => {
      await updatePassword(values.next, values.old);
      toast('success', t('modified_successfully'));
      closeDialog('account.password');
    });
  };
  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <Input
      label={label}
      hint={hint}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      value={values[name]}
      error={errors[name] ? t(errors[name]) : undefined}
      onChange={(event) => set(name)(event.target.value)}
      data-testid={`account.password-${name}`}
    />
  );

  return (
    <Dialog open className={sheet.sheet} title={t('password_title')} onClose={onClose} testId="dialog.account.password" closeOnBackdrop={false}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {field('old', t('old_password'), 'current-password', t('old_password_hint'))}
        {field('next', t('new_password'), 'new-password')}
        <StrengthMeter password={values.next} />
        {field('confirm', t('confirm_password'), 'new-password')}
        <label>
          <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} /> {t('show_passwords')}
        </label>
        <FormError text={submit.error} />
        <Button type="submit" block busy={submit.busy} data-testid="account.password-save">
          {t('save')}
        </Button>
      </form>
    </Dialog>
  );
}
