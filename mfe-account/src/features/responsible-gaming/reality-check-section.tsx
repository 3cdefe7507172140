import { useEffect, useState, type FormEvent } from 'react';
import { REALITY_CHECK_MINUTES } from '@casino/shared-kernel/api-contract';
import { Button } from '@casino/shared-kernel/ui';
import { useAccountText } from '../../i18n/account-texts.ts';
import { FormError } from '../../ui/form-error.tsx';
import { useSubmit } from '../../ui/use-submit.ts';
import { loadGamingSession, setRealityCheck } from './limits-api.ts';
import forms from '../../ui/forms.module.css';
import styles from './responsible-gaming.module.css';

const OFF = 'off';

/** The reality-check interval the shell shows the session's time and net result at, over the game. */
export function RealityCheckSection() {
  const t = useAccountText();
  const submit = useSubmit();
  const [chosen, setChosen] = useState<string | null>(null);
  const [saved, setSaved] = useState('');
  useEffect(() => {
    const controller = new AbortController();
    loadGamingSession(controller.signal).then(
      (session) => setChosen(session.reality_check_minutes === null ? OFF : String(session.reality_check_minutes)),
      () => setChosen(OFF),
    );
    return () => controller.abort();
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null) return;
    void submit.run(async () => {
      setSaved('');
      const session = await setRealityCheck(chosen === OFF ? null : Number(chosen));
      setChosen(session.reality_check_minutes === null ? OFF : String(session.reality_check_minutes));
      setSaved(t('rg_reality_saved'));
    });
  };

  return (
    <section className={styles.kind} aria-labelledby="rg-reality">
      <h3 id="rg-reality">{t('rg_reality_title')}</h3>
      <p className={forms.guide}>{t('rg_reality_what')}</p>
      <form className={styles.limit} onSubmit={onSubmit} noValidate>
        <label className={styles.select}>
          {t('rg_reality_label')}
          <select value={chosen ?? OFF} disabled={chosen === null} onChange={(event) => setChosen(event.target.value)}>
            <option value={OFF}>{t('rg_reality_off')}</option>
            {REALITY_CHECK_MINUTES.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {t('rg_reality_minutes', { minutes })}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" busy={submit.busy} disabled={chosen === null} aria-label={`${t('save')} ${t('rg_reality_label')}`}>
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
