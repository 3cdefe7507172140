import { useCallback, useEffect, useState, type FormEvent } from 'react';
import {
  GAMING_LIMIT_KINDS,
  GAMING_LIMIT_PERIODS,
  type GamingLimit,
  type GamingLimitKind,
  type GamingLimitPeriod,
  type GamingLimits,
} from '@casino/shared-kernel/api-contract';
import { formatDateTime, fromEpochSeconds, parseTypedAmount } from '@casino/shared-kernel/format';
import { Button, Dialog, Input, Skeleton, useMoney } from '@casino/shared-kernel/ui';
import { useAccountText } from '../../i18n/account-texts.ts';
import { FormError } from '../../ui/form-error.tsx';
import { useSubmit } from '../../ui/use-submit.ts';
import { BreakSection } from './break-section.tsx';
import { RealityCheckSection } from './reality-check-section.tsx';
import { SessionLimitSection } from './session-limit-section.tsx';
import { HelpSection } from './help-section.tsx';
import { StatementSection } from './statement-section.tsx';
import { confirmGamingLimit, loadGamingLimits, setGamingLimit } from './limits-api.ts';
import sheet from '../../ui/sheet.module.css';
import forms from '../../ui/forms.module.css';
import styles from './responsible-gaming.module.css';

/** Unix seconds in the device's time zone, as the rest of the site writes times. */
const timeText = (seconds: number) => formatDateTime(fromEpochSeconds(seconds), 'y-m-d h:i');

interface RowProps {
  kind: GamingLimitKind;
  period: GamingLimitPeriod;
  limit: GamingLimit | undefined;
  /** The server's clock when the limits were read: a pending change is confirmable from its `pending_from`. */
  serverNow: number;
  onChanged: (limits: GamingLimits) => void;
}

/** One limit: what binds now and what its window used, a pending change, and the form to change it. */
function LimitRow({ kind, period, limit, serverNow, onChanged }: RowProps) {
  const t = useAccountText();
  const money = useMoney();
  const submit = useSubmit();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [saved, setSaved] = useState('');
  const name = t(`rg_limit_${kind}_${period}`);

  const apply = (work: () => Promise<GamingLimits>, done: (limits: GamingLimits) => string) =>
    void submit.run(async () => {
      setSaved('');
      const limits = await work();
      onChanged(limits);
      setSaved(done(limits));
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseTypedAmount(typed);
    setInvalid(amount === undefined);
    if (amount === undefined) return;
    apply(
      () => setGamingLimit(kind, period, amount),
      (limits) => {
        setTyped('');
        const now = limits.limits.find((item) => item.kind === kind && item.period === period);
        return now?.pending && now.pending_amount === amount ? t('rg_saved_pending', { time: timeText(now.pending_from) }) : t('rg_saved_now');
      },
    );
  };
  const remove = () =>
    apply(
      () => setGamingLimit(kind, period, null),
      (limits) => {
        const now = limits.limits.find((item) => item.kind === kind && item.period === period);
        return now?.pending ? t('rg_saved_pending', { time: timeText(now.pending_from) }) : t('rg_saved_now');
      },
    );
  const confirm = () => apply(() => confirmGamingLimit(kind, period), () => t('rg_confirmed'));

  const ready = limit?.pending === true && serverNow >= limit.pending_from;
  return (
    <form className={styles.limit} onSubmit={onSubmit} noValidate data-testid={`account.rg-${kind}-${period}`}>
      <p className={styles.state}>
        {limit
          ? t('rg_in_force', { amount: money(limit.amount), used: money(limit.used), remaining: money(limit.remaining) })
          : t('rg_no_limit')}
      </p>
      {limit?.pending ? (
        <p className={styles.pending}>
          {limit.pending_amount === null
            ? t(ready ? 'rg_pending_removal_ready' : 'rg_pending_removal', { time: timeText(limit.pending_from) })
            : t(ready ? 'rg_pending_increase_ready' : 'rg_pending_increase', { amount: money(limit.pending_amount), time: timeText(limit.pending_from) })}
        </p>
      ) : null}
      <div className={forms.row}>
        <Input
          label={name}
          inputMode="decimal"
          autoComplete="off"
          value={typed}
          hint={t('rg_amount_hint')}
          error={invalid ? t('rg_amount_invalid') : undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            setInvalid(false);
          }}
        />
        <Button type="submit" busy={submit.busy} aria-label={t('rg_save_limit', { limit: name })}>
          {t('save')}
        </Button>
      </div>
      <div className={styles.actions}>
        {ready ? (
          <Button type="button" onClick={confirm} aria-label={t('rg_confirm_limit', { limit: name })}>
            {t('rg_confirm')}
          </Button>
        ) : null}
        {limit && !(limit.pending && limit.pending_amount === null) ? (
          <Button type="button" variant="ghost" onClick={remove} aria-label={t('rg_remove_limit', { limit: name })}>
            {t('rg_remove')}
          </Button>
        ) : null}
      </div>
      <FormError text={submit.error} />
      <p role="status" className={styles.saved}>
        {saved}
      </p>
    </form>
  );
}

/**
 * Responsible gaming (issue 25): deposit, loss and wager limits per 24 hours, 7 days and 30 days.
 * Each shows what binds now, what its window used and what is left, and a pending increase or
 * removal with the end of its cool-down and, once that is over, the confirmation. The api-server
 * decides and enforces everything; this dialog says what it answered.
 */
export function ResponsibleGamingDialog({ onClose }: { onClose: () => void }) {
  const t = useAccountText();
  const [limits, setLimits] = useState<GamingLimits | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    loadGamingLimits(controller.signal)
      .then((answer) => {
        setLimits(answer);
        setFailed(false);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return (
    <Dialog open className={sheet.sheet} title={t('rg_title')} onClose={onClose} testId="dialog.account.responsible-gaming">
      {limits ? (
        <>
          <p className={forms.guide}>{t('rg_intro', { hours: limits.increase_cool_down_hours })}</p>
          {GAMING_LIMIT_KINDS.map((kind) => (
            <section key={kind} className={styles.kind} aria-labelledby={`rg-kind-${kind}`}>
              <h3 id={`rg-kind-${kind}`}>{t(`rg_kind_${kind}`)}</h3>
              <p className={forms.guide}>{t(`rg_kind_${kind}_what`)}</p>
              {GAMING_LIMIT_PERIODS.map((period) => (
                <LimitRow
                  key={period}
                  kind={kind}
                  period={period}
                  limit={limits.limits.find((limit) => limit.kind === kind && limit.period === period)}
                  serverNow={limits.now}
                  onChanged={setLimits}
                />
              ))}
            </section>
          ))}
          <RealityCheckSection />
          <SessionLimitSection timeText={timeText} />
          <BreakSection limits={limits} timeText={timeText} onChanged={setLimits} />
          <StatementSection />
          <HelpSection />
        </>
      ) : failed ? (
        <Button variant="secondary" onClick={retry}>
          {t('retry')}
        </Button>
      ) : (
        <Skeleton shape="text" lines={6} width="100%" />
      )}
    </Dialog>
  );
}
