import { useEffect, useState } from 'react';
import type { PicCaptcha } from '@casino/shared-kernel/api-contract';
import { Input } from '@casino/shared-kernel/ui';
import { passwordStrength } from '@casino/shared-kernel/validation';
import { failureText, picCaptcha } from './auth-api.ts';
import type { Channel } from './auth-rules.ts';
import { useAuthText } from './auth-texts.ts';
import styles from './auth.module.css';


/** Phone or e-mail, when the brand offers both. */
export function ChannelSwitch({ channels, value, onChange }: { channels: readonly Channel[]; value: Channel; onChange: (channel: Channel) => void }) {
  const t = useAuthText();
  if (channels.length < 2) return null;
  return (
    <div className={styles.switch} role="radiogroup" aria-label={t('auth_channel')}>
      {channels.map((channel) => (
        <button
          key={channel}
          type="button"
          role="radio"
          aria-checked={channel === value}
          className={styles.switchOption}
          data-testid={`shell.auth-channel-${channel}`}
          onClick={() => onChange(channel)}
        >
          {t(channel === 'phone' ? 'auth_channel_phone' : 'auth_channel_email')}
        </button>
      ))}
    </div>
  );
}

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

export function PhoneField({ value, onChange, error, areaCode }: FieldProps & { areaCode: string }) {
  const t = useAuthText();
  return (
    <Input
      label={t('auth_phone')}
      prefix={areaCode}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder={t('auth_phone_placeholder')}
      value={value}
      error={error ? t(error) : undefined}
      data-testid="shell.auth-phone"
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export function EmailField({ value, onChange, error }: FieldProps) {
  const t = useAuthText();
  return (
    <Input
      label={t('auth_email')}
      type="email"
      inputMode="email"
      autoComplete="email"
      placeholder={t('auth_email_placeholder')}
      value={value}
      error={error ? t(error) : undefined}
      data-testid="shell.auth-email"
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

const STRENGTH_KEYS = ['auth_strength_none', 'auth_strength_weak', 'auth_strength_fair', 'auth_strength_good', 'auth_strength_strong'] as const;

/** The password strength meter (spec 5: a point per kind of character; under 6 characters scores nothing). */
export function StrengthMeter({ password }: { password: string }) {
  const t = useAuthText();
  const score = passwordStrength(password);
  return (
    <div className={styles.strength} data-testid="shell.auth-strength" data-score={score}>
      <meter min={0} max={4} low={2} high={3} optimum={4} value={score} aria-label={t('auth_strength')} className={styles.meter} />
      <span aria-live="polite">{t(STRENGTH_KEYS[score])}</span>
    </div>
  );
}

export function PasswordField({
  value,
  onChange,
  error,
  label,
  isNew = false,
  testId = 'shell.auth-password',
}: FieldProps & { label?: string; isNew?: boolean; testId?: string }) {
  const t = useAuthText();
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.passwordField}>
      <Input
        label={label ?? t('auth_password')}
        type={shown ? 'text' : 'password'}
        autoComplete={isNew ? 'new-password' : 'current-password'}
        placeholder={t('auth_password_placeholder')}
        value={value}
        error={error ? t(error) : undefined}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
      />
      <button
        type="button"
        className={styles.reveal}
        aria-pressed={shown}
        aria-label={t(shown ? 'auth_password_hide' : 'auth_password_show')}
        onClick={() => setShown(!shown)}
      >
        {t(shown ? 'auth_hide' : 'auth_show')}
      </button>
      {isNew ? <StrengthMeter password={value} /> : null}
    </div>
  );
}

/** The picture captcha (spec 5, google check on): the picture, a field for its 6 characters, a new picture. */
export function CaptchaField({ value, onChange, error, onKey }: FieldProps & { onKey: (key: string) => void }) {
  const t = useAuthText();
  const [captcha, setCaptcha] = useState<PicCaptcha | null>(null);
  const [loadError, setLoadError] = useState('');
  // Each press of the picture asks for a new one.
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    picCaptcha().then(
      (next) => {
        if (!current) return;
        setCaptcha(next);
        setLoadError('');
        onKey(next.captcha_key);
      },
      (failure: unknown) => {
        if (current) setLoadError(failureText(failure));
      },
    );
    return () => {
      current = false;
    };
  }, [round, onKey]);
  const refresh = () => setRound((count) => count + 1);
  return (
    <div className={styles.captchaRow}>
      <Input
        label={t('auth_captcha')}
        maxLength={6}
        autoComplete="off"
        value={value}
        error={error ? t(error) : loadError || undefined}
        data-testid="shell.auth-captcha"
        onChange={(event) => onChange(event.target.value)}
      />
      <button type="button" className={styles.captchaPicture} onClick={refresh} aria-label={t('auth_captcha_refresh')}>
        {captcha ? <img src={captcha.image} alt="" width={120} height={40} /> : null}
      </button>
    </div>
  );
}

/** A form-level failure: the server's message, read out when it appears. */
export function FormError({ text }: { text: string }) {
  if (!text) return null;
  return (
    <p role="alert" className={styles.formError} data-testid="shell.auth-error">
      {text}
    </p>
  );
}
