import { useEffect, useState } from 'react';
import { casinoApi } from '@casino/shared-kernel/api';
import type { GamingSession } from '@casino/shared-kernel/api-contract';
import { formatServerAmount, numberLocaleFor } from '@casino/shared-kernel/format';
import { useTranslation } from '@casino/shared-kernel/i18n';
import { useNavigate } from '@casino/shared-kernel/routing';
import { languageAtom, siteSettingsAtom, useAtomValue } from '@casino/shared-kernel/state';
import { Button, Dialog } from '@casino/shared-kernel/ui';
import english from './locales/en.json';
import { loadRgTexts, RG_NAMESPACE_NAME } from './rg-texts.ts';

const quiet = { hideErrorMsg: true } as const;

/** Its texts, loaded with its code: `RealityCheckHost` draws it once both are in. */
export const textsLoaded = loadRgTexts;

/** Every interval of play, the session's facts in a dialog over the frame (see `RealityCheckHost`). */
export default function RealityCheckTimer() {
  const navigate = useNavigate();
  const [minutes, setMinutes] = useState<number | null>(null);
  const [shown, setShown] = useState<GamingSession | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    casinoApi.get('gamingSession', undefined, { ...quiet, signal: controller.signal }).then(
      (session) => setMinutes(session.reality_check_minutes),
      () => setMinutes(null),
    );
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (minutes === null || shown) return undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      casinoApi.get('gamingSession', undefined, quiet).then(
        (session) => {
          if (!cancelled) setShown(session);
        },
        () => undefined,
      );
    }, minutes * 60_000);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [minutes, shown]);

  if (!shown) return null;
  return (
    <RealityCheckDialog
      session={shown}
      onContinue={() => setShown(null)}
      onLeave={() => {
        setShown(null);
        void navigate('/');
      }}
    />
  );
}

function RealityCheckDialog({ session, onContinue, onLeave }: { session: GamingSession; onContinue: () => void; onLeave: () => void }) {
  const { t: translate } = useTranslation(RG_NAMESPACE_NAME);
  const t = (key: keyof typeof english, values: Record<string, string | number> = {}) => translate(key, { defaultValue: english[key], ...values });
  const { currencySymbol } = useAtomValue(siteSettingsAtom);
  const locale = numberLocaleFor(useAtomValue(languageAtom));
  const money = (minor: number) => `${minor < 0 ? '-' : ''}${currencySymbol}${formatServerAmount(Math.abs(minor), { locale })}`;
  return (
    <Dialog open title={t('reality_title')} onClose={onContinue} testId="dialog.shell.reality-check" closeOnBackdrop={false}>
      <p>{t('reality_time', { hours: Math.floor(session.seconds / 3600), minutes: String(Math.floor((session.seconds % 3600) / 60)).padStart(2, '0') })}</p>
      <p data-testid="shell.reality-net">{t('reality_net', { amount: money(session.net_result), stakes: money(session.stakes), wins: money(session.wins) })}</p>
      <p>{t('reality_paused')}</p>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button onClick={onContinue}>{t('reality_continue')}</Button>
        <Button variant="secondary" onClick={onLeave}>
          {t('reality_leave')}
        </Button>
      </div>
    </Dialog>
  );
}
