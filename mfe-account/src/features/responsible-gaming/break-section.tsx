import { useState, type FormEvent } from 'react';
import { GAMING_BREAK_DURATIONS, GAMING_BREAK_KINDS, type GamingBreakDuration, type GamingBreakKind, type GamingLimits } from '@casino/shared-kernel/api-contract';
import { Button } from '@casino/shared-kernel/ui-core';
import { useAccountText } from '../../i18n/account-texts.ts';
import { FormError } from '../../ui/form-error.tsx';
import { useSubmit } from '../../ui/use-submit.ts';
import { takeGamingBreak } from './limits-api.ts';
import forms from '../../ui/forms.module.css';
import styles from './responsible-gaming.module.css';

interface Choice {
  kind: GamingBreakKind;
  duration: GamingBreakDuration;
}

/**
 * Time-out (24 h, 7 days, 30 days) and self-exclusion (6 months, 1 year, 5 years, permanent). The
 * choice is confirmed in a second step that says what will happen; the server refuses a break that
 * would end sooner than the one in force, and a permanent one shows no form at all.
 */
export function BreakSection({ limits, timeText, onChanged }: { limits: GamingLimits; timeText: (seconds: number) => string; onChanged: (limits: GamingLimits) => void }) {
  const t = useAccountText();
  const submit = useSubmit();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [unpicked, setUnpicked] = useState(false);
  const [taken, setTaken] = useState('');
  const current = limits.break;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setUnpicked(choice === null);
    if (choice) setConfirming(true);
  };
  const confirm = () => {
    if (!choice) return;
    void submit.run(async () => {
      onChanged(await takeGamingBreak(choice.kind, choice.duration));
      setConfirming(false);
      setChoice(null);
      setTaken(t('rg_break_taken'));
    });
  };

  return (
    <section className={styles.kind} aria-labelledby="rg-break">
      <h3 id="rg-break">{t('rg_break_title')}</h3>
      {current ? (
        <p className={styles.pending} data-testid="account.rg-break-current">
          {current.ends_at === null
            ? t('rg_break_in_force_permanent')
            : t(`rg_break_in_force_${current.kind}`, { time: timeText(current.ends_at) })}
        </p>
      ) : null}
      <p role="status" className={styles.saved}>
        {taken}
      </p>
      {current?.ends_at === null ? null : (
        <form className={styles.limit} onSubmit={onSubmit} noValidate>
          <p className={forms.guide}>{t('rg_break_intro')}</p>
          {GAMING_BREAK_KINDS.map((kind) => (
            <fieldset key={kind} className={styles.durations} disabled={confirming}>
              <legend>{t(`rg_break_${kind}`)}</legend>
              {GAMING_BREAK_DURATIONS[kind].map((duration) => (
                <label key={duration}>
                  <input
                    type="radio"
                    name="rg-break"
                    checked={choice?.kind === kind && choice.duration === duration}
                    onChange={() => {
                      setChoice({ kind, duration });
                      setUnpicked(false);
                    }}
                  />{' '}
                  {t(`rg_duration_${duration}`)}
                </label>
              ))}
            </fieldset>
          ))}
          {unpicked ? <p className={forms.error}>{t('rg_break_pick')}</p> : null}
          {confirming && choice ? (
            <div role="alertdialog" aria-labelledby="rg-break-what" className={styles.confirm}>
              <p id="rg-break-what">
                {choice.duration === 'permanent'
                  ? t('rg_break_confirm_permanent')
                  : t('rg_break_confirm_text', { duration: t(`rg_duration_${choice.duration}`) })}
              </p>
              <div className={styles.actions}>
                <Button type="button" onClick={confirm} busy={submit.busy}>
                  {t('rg_break_confirm')}
                </Button>
                <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
                  {t('rg_cancel')}
                </Button>
              </div>
            </div>
          ) : (
            <Button type="submit">{t('rg_break_take')}</Button>
          )}
          <FormError text={submit.error} />
        </form>
      )}
    </section>
  );
}
