import { SESSION_LIMIT_MINUTES } from '@casino/shared-kernel/api-contract';
import { useAccountText, type AccountText } from '../../i18n/account-texts.ts';
import { setSessionLimit } from './limits-api.ts';
import { MinutesChoiceSection } from './minutes-choice-section.tsx';
import forms from '../../ui/forms.module.css';

/** "30 minutes", "1 hour", "6 hours". */
export function sessionLimitText(t: AccountText, minutes: number): string {
  if (minutes < 60) return t('rg_session_minutes', { minutes });
  return minutes === 60 ? t('rg_session_one_hour') : t('rg_session_hours', { hours: minutes / 60 });
}

/** The session time limit: the server refuses play once a sign-in has lasted it. */
export function SessionLimitSection({ timeText }: { timeText: (seconds: number) => string }) {
  const t = useAccountText();
  return (
    <MinutesChoiceSection
      id="rg-session"
      title={t('rg_session_title')}
      what={t('rg_session_what')}
      label={t('rg_session_label')}
      noneValue="none"
      noneText={t('rg_session_none')}
      minutes={SESSION_LIMIT_MINUTES}
      minutesText={(minutes) => sessionLimitText(t, minutes)}
      savedText={t('rg_session_saved')}
      read={(session) => session.session_limit_minutes}
      save={setSessionLimit}
      note={(session) =>
        session.session_ends_at === null ? null : <p className={forms.guide}>{t('rg_session_ends', { time: timeText(session.session_ends_at) })}</p>
      }
    />
  );
}
