import { useKernelText } from '@casino/shared-kernel/i18n';
import { CAPTCHA_LENGTH } from '@casino/shared-kernel/validation';
import { Button } from '@casino/shared-kernel/ui-core';
import { Input } from './input.tsx';
import styles from './code-field.module.css';

export interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with the code, already translated; else the server's refusal to send, if any. */
  error?: string | undefined;
  onSend: () => void;
  sending: boolean;
  /** Seconds before another code may be sent (`useSendCode`); the button counts them down. */
  secondsLeft: number;
  /** Test ids `<prefix>code` and `<prefix>send-code`, e.g. `shell.auth-`. */
  testIdPrefix: string;
}

/**
 * The one-time code (spec 5: 6 characters) with its Send button, which counts down before another
 * may be sent: sign-up and forgot password in the shell, phone and e-mail binding in the account.
 * Pair it with `useSendCode`.
 */
export function CodeField({ value, onChange, error, onSend, sending, secondsLeft, testIdPrefix }: CodeFieldProps) {
  const text = useKernelText();
  return (
    <div className={styles.row}>
      <Input
        label={text('one_time_code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CAPTCHA_LENGTH}
        placeholder={text('one_time_code_placeholder')}
        value={value}
        error={error || undefined}
        data-testid={`${testIdPrefix}code`}
        onChange={(event) => onChange(event.target.value)}
      />
      <Button variant="secondary" className={styles.send} disabled={secondsLeft > 0} busy={sending} onClick={onSend} data-testid={`${testIdPrefix}send-code`}>
        {secondsLeft > 0 ? text('resend_code_in', { seconds: secondsLeft }) : text('send_code')}
      </Button>
    </div>
  );
}
