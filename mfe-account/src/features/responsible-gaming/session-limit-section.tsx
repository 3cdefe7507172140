import { useEffect, useState, type FormEvent } from 'react';
import { SESSION_LIMIT_MINUTES, type GamingSession } from '@casino/shared-kernel/api-contract';
import { Button } from '@casino/shared-kernel/ui';
import { useAccountText, type AccountText } from '../../i18n/account-texts.ts';
import { FormError } from '../../ui/form-error.tsx';
import { useSubmit } from '../../ui/use-submit.ts';
import { loadGamingSession, setSessionLimit } from './limits-api.ts';
import forms from '../../ui/forms.module.css';
import styles from './responsible-gaming.module.css';

const NONE = 'none';

const choiceOf = (session: GamingSession) => (session.session_limit_minutes === null ? NONE : String(session.session_limit_minutes));

/** "30 minutes", "1 hour", "6 hours". */
export function sessionLimitText(t: AccountText, minutes: number): string {
  if (minutes < 60) return t('rg_session_minutes', { minutes });
  return minutes === 60 ? t('rg_session_one_hour') : t('rg_session_hours', { hours: minutes / 60 });
}

/** The session time limit: the server refuses play once a sign-in has lasted it. */
export function SessionLimitSection({ timeText }: { timeText: (seconds: number) => string }) {
  const t = useAccountText();
  const submit = useSubmit();
  const [chosen, setChosen] = useState<string | null>(null);
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [saved, setSaved] = useState('');
  useEffect(() => {
    const controller = new AbortController();
    loadGamingSession(controller.signal).then(
      (session) => {
        setChosen(choiceOf(session));
        setEndsAt(session.session_ends_at);
      },
      () => setChosen(NONE),
    );
    return () => controller.abort();
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null) return;
    void submit.run(async () => {
      setSaved('');
      const session = await setSessionLimit(chosen === NONE ? null : Number(chosen));
      setChosen(choiceOf(session));
      setEndsAt(session.session_ends_at);
      setSaved(t('rg_session_saved'));
    });
  };

  return (
    <section className={styles.kind} aria-labelledby="rg-session">
      <h3 id="rg-session">{t('rg_session_title')}</h3>
      <p className={forms.guide}>{t('rg_session_what')}</p>
      {endsAt !== null && <p className={forms.guide}>{t('rg_session_ends', { time: timeText(endsAt) })}</p>}
      <form className={styles.limit} onSubmit={onSubmit} noValidate>
        <label className={styles.select}>
          {t('rg_session_label')}
          <select value={chosen ?? NONE} disabled={chosen === null} onChange={(event) => setChosen(event.target.value)}>
            <option value={NONE}>{t('rg_session_none')}</option>
            {SESSION_LIMIT_MINUTES.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {sessionLimitText(t, minutes)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" busy={submit.busy} disabled={chosen === null} aria-label={`${t('save')} ${t('rg_session_label')}`}>
          {t('save')}
        </Button>
        <FormError text={submit.error} />
        <p role="status" className={styles.saved}>
          {saved}
        </p>
      </form>
    </section>
  );
}
