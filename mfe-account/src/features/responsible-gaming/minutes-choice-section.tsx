import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { GamingSession } from '@casino/shared-kernel/api-contract';
import { Button } from '@casino/shared-kernel/ui-core';
import { useAccountText } from '../../i18n/account-texts.ts';
import { FormError } from '../../ui/form-error.tsx';
import { useSubmit } from '../../ui/use-submit.ts';
import { loadGamingSession } from './limits-api.ts';
import forms from '../../ui/forms.module.css';
import styles from './responsible-gaming.module.css';

export interface MinutesChoiceProps {
  /** The heading's id, for the section's name. */
  id: string;
  title: string;
  what: string;
  label: string;
  /** The choice of none (no limit, no check): its option's value and text. */
  noneValue: string;
  noneText: string;
  minutes: readonly number[];
  minutesText: (minutes: number) => string;
  savedText: string;
  /** The choice the session holds (null: none). */
  read: (session: GamingSession) => number | null;
  save: (minutes: number | null) => Promise<GamingSession>;
  /** What the section says of the session besides the choice. */
  note?: (session: GamingSession) => ReactNode;
}

/**
 * A choice of minutes the gaming session holds (the reality-check interval, the session time
 * limit): read from the server's session, saved with one call, the server's answer shown back.
 */
export function MinutesChoiceSection({ id, title, what, label, noneValue, noneText, minutes, minutesText, savedText, read, save, note }: MinutesChoiceProps) {
  const t = useAccountText();
  const submit = useSubmit();
  const [session, setSession] = useState<GamingSession | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [saved, setSaved] = useState('');
  const show = (answer: GamingSession) => {
    const held = read(answer);
    setSession(answer);
    setChosen(held === null ? noneValue : String(held));
  };
  useEffect(() => {
    const controller = new AbortController();
    loadGamingSession(controller.signal).then(show, () => setChosen(noneValue));
    return () => controller.abort();
    // Loaded once, when the section shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null) return;
    void submit.run(async () => {
      setSaved('');
      show(await save(chosen === noneValue ? null : Number(chosen)));
      setSaved(savedText);
    });
  };

  return (
    <section className={styles.kind} aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <p className={forms.guide}>{what}</p>
      {session && note?.(session)}
      <form className={styles.limit} onSubmit={onSubmit} noValidate>
        <label className={styles.select}>
          {label}
          <select value={chosen ?? noneValue} disabled={chosen === null} onChange={(event) => setChosen(event.target.value)}>
            <option value={noneValue}>{noneText}</option>
            {minutes.map((choice) => (
              <option key={choice} value={String(choice)}>
                {minutesText(choice)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" busy={submit.busy} disabled={chosen === null} aria-label={`${t('save')} ${label}`}>
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
