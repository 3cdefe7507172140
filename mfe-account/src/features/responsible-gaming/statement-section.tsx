import { useState, type FormEvent } from 'react';
import { MONEY_TYPE, STATEMENT_MAX_SECONDS, type GamingStatement } from '@casino/shared-kernel/api-contract';
import { Button, Input, useMoney } from '@casino/shared-kernel/ui';
import { useAccountText } from '../../i18n/account-texts.ts';
import { FormError } from '../../ui/form-error.tsx';
import { useSubmit } from '../../ui/use-submit.ts';
import { loadGamingStatement } from './limits-api.ts';
import forms from '../../ui/forms.module.css';
import styles from './responsible-gaming.module.css';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A day of the device's calendar as a date input writes it. */
const dateText = (ms: number) => {
  const date = new Date(ms);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};
/** A `yyyy-mm-dd` day of the device as Unix seconds at its start; NaN when it is no date. */
const dayStart = (day: string) => Math.floor(new Date(`${day}T00:00:00`).getTime() / 1000);

/** Saves text as a file through a temporary link: the browser's own download. */
function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** The statement: a period of days (the last 30 by default), its totals, and the download as CSV or JSON. */
export function StatementSection() {
  const t = useAccountText();
  const unsigned = useMoney();
  const money = (minor: number) => `${minor < 0 ? '-' : ''}${unsigned(Math.abs(minor))}`;
  const submit = useSubmit();
  const [from, setFrom] = useState(() => dateText(Date.now() - 30 * DAY_MS));
  const [to, setTo] = useState(() => dateText(Date.now()));
  const [invalid, setInvalid] = useState(false);
  const [statement, setStatement] = useState<GamingStatement | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const start = dayStart(from);
    // The end day counts whole.
    const end = dayStart(to) + 24 * 60 * 60;
    const wrong = !Number.isFinite(start) || !Number.isFinite(end) || start >= end || end - start > STATEMENT_MAX_SECONDS;
    setInvalid(wrong);
    if (wrong) return;
    void submit.run(async () => setStatement(await loadGamingStatement(start, end)));
  };

  const cash = String(MONEY_TYPE.CASH);
  return (
    <section className={styles.kind} aria-labelledby="rg-statement">
      <h3 id="rg-statement">{t('rg_statement_title')}</h3>
      <p className={forms.guide}>{t('rg_statement_what')}</p>
      <form className={styles.limit} onSubmit={onSubmit} noValidate>
        <div className={forms.row}>
          <Input label={t('rg_statement_from')} type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
          <Input label={t('rg_statement_to')} type="date" value={to} onChange={(event) => setTo(event.target.value)} />
        </div>
        {invalid ? <p className={forms.error}>{t('rg_statement_period_invalid')}</p> : null}
        <Button type="submit" busy={submit.busy}>
          {t('rg_statement_show')}
        </Button>
        <FormError text={submit.error} />
      </form>
      {statement ? (
        <div className={styles.limit} data-testid="account.rg-statement">
          <p className={styles.state}>{t('rg_statement_opening', { amount: money(statement.opening[cash] ?? 0) })}</p>
          {Object.keys(statement.totals).length === 0 ? (
            <p className={styles.state}>{t('rg_statement_empty')}</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('rg_statement_cause')}</th>
                  <th scope="col">{t('rg_statement_cash')}</th>
                  <th scope="col">{t('rg_statement_bonus')}</th>
                </tr>
              </thead>
              <tbody>
                {Object.entries(statement.totals).map(([cause, byType]) => (
                  <tr key={cause}>
                    <th scope="row">{cause}</th>
                    <td>{money(byType[cash] ?? 0)}</td>
                    <td>{money(byType[String(MONEY_TYPE.COIN)] ?? 0)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className={styles.state}>{t('rg_statement_closing', { amount: money(statement.closing[cash] ?? 0) })}</p>
          <div className={styles.actions}>
            <Button type="button" variant="secondary" onClick={() => download(`statement-${from}-${to}.csv`, 'text/csv', statement.csv)}>
              {t('rg_statement_csv')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => download(`statement-${from}-${to}.json`, 'application/json', JSON.stringify({ ...statement, csv: undefined }, null, 2))}
            >
              {t('rg_statement_json')}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
