import { Button, Input } from '@casino/shared-kernel/ui';
import { useAccountText } from '../../i18n/account-texts.ts';
import styles from '../../ui/forms.module.css';

export interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  onSend: () => void;
  sending: boolean;
  secondsLeft: number;
  /** The server's refusal to send. */
  sendError: string;
}

/** The one-time code and its Send button, which counts down before another may be sent. */
export function CodeField({ value, onChange, error, onSend, sending, secondsLeft, sendError }: CodeFieldProps) {
  const t = useAccountText();
  return (
    <div className={styles.row}>
      <Input
        label={t('code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={value}
        error={error ? t(error) : sendError || undefined}
        onChange={(event) => onChange(event.target.value)}
        data-testid="account.code"
      />
      <Button variant="secondary" busy={sending} disabled={secondsLeft > 0} onClick={onSend} data-testid="account.send-code">
        {secondsLeft > 0 ? t('resend_in', { seconds: secondsLeft }) : t('send_code')}
      </Button>
    </div>
  );
}
