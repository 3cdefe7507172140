import { useState } from 'react';
import { casinoApi } from '@casino/shared-kernel/api';
import { casinoBus } from '@casino/shared-kernel/events';
import { formatServerAmount, numberLocaleFor } from '@casino/shared-kernel/format';
import { translate } from '@casino/shared-kernel/i18n';
import {
  isSignedInAtom,
  languageAtom,
  lobbyInfoAtom,
  openDialog,
  redDotsAtom,
  siteSettingsAtom,
  toast,
  tokenAtom,
  useAtomValue,
} from '@casino/shared-kernel/state';
import { Button, PageFrame } from '@casino/shared-kernel/ui-core';
import { usePageText } from './page-texts.ts';
import styles from './pages.module.css';

/**
 * The PWA's install prompt, provided by whoever captured `beforeinstallprompt` (the PWA part of the
 * shell). It may answer how the player chose; absent, the page shows the browser's own way.
 */
export type RequestInstall = () => unknown;

/** Whether the page runs as the installed app. */
export function runsInstalled(): boolean {
  const standalone = typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/** Whether the brand offers the download award now (lobby info `download_show` and `download_award`). */
export function downloadAwardOffered(lobby: { download_show: boolean; download_award: number } | null): boolean {
  return lobby !== null && lobby.download_show && lobby.download_award > 0;
}

/** The server's message when it has one to say, else the page's own (its success `msg` is only 'ok'). */
function awardMessage(msg: string, fallback: string): string {
  return msg.trim() === '' || msg.trim().toLowerCase() === 'ok' ? fallback : translate(msg);
}

function DownloadAward() {
  const t = usePageText();
  const lobby = useAtomValue(lobbyInfoAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const redDots = useAtomValue(redDotsAtom);
  const settings = useAtomValue(siteSettingsAtom);
  const language = useAtomValue(languageAtom);
  const [claimed, setClaimed] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!lobby || !downloadAwardOffered(lobby)) return null;
  const amount = `${settings.currencySymbol}${formatServerAmount(lobby.download_award, { locale: numberLocaleFor(language) })}`;
  // The red dots say 0 once this player has taken it (api-server: `down_load_status`).
  const taken = claimed || (signedIn && redDots !== null && redDots.down_load_status === 0);

  const claim = async () => {
    setBusy(true);
    try {
      const envelope = await casinoApi.callEnvelope('downloadTakeAward');
      toast('success', awardMessage(envelope.msg, t('download_award_paid', { amount })));
      casinoBus.emit('wallet:changed', { reason: 'download-award' });
      casinoBus.emit('red-dots:changed', { reason: 'download-award' });
      setClaimed(true);
    } catch {
      // The API client has shown the server's message (for example: already claimed); once is once.
      setClaimed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.award} aria-labelledby="download-award-title" data-testid="download.award">
      <h2 id="download-award-title">{t('download_award_title')}</h2>
      {taken ? (
        <p data-testid="download.award-claimed">{t('download_award_claimed')}</p>
      ) : (
        <>
          <p>{t('download_award_text', { amount })}</p>
          {signedIn ? (
            <Button busy={busy} onClick={() => void claim()} data-testid="download.award-claim">
              {t('download_award_claim', { amount })}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => openDialog('shell.login')} data-testid="download.award-login">
              {t('download_award_sign_in')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

/** `/download` (spec 2): install the site as an app, and the download award where the brand offers it. */
export function DownloadPage({ brand, requestInstall }: { brand: string; requestInstall?: RequestInstall }) {
  const t = usePageText();
  const settings = useAtomValue(siteSettingsAtom);
  // Another player (sign-in, sign-out) starts with nothing claimed in this page.
  const token = useAtomValue(tokenAtom);
  const [installed] = useState(runsInstalled);

  return (
    <PageFrame title={t('download_title')} owner="shell">
      <div className={styles.download}>
        <p className={styles.lead}>{t('download_intro', { site: settings.title || brand })}</p>
        {installed ? (
          <p role="status" data-testid="download.installed">
            {t('download_installed')}
          </p>
        ) : (
          <>
            {requestInstall && (
              <Button onClick={() => void requestInstall()} data-testid="download.install">
                {t('download_install')}
              </Button>
            )}
            <h2>{t('download_manual_title')}</h2>
            <ul className={styles.steps}>
              <li>{t('download_manual_android')}</li>
              <li>{t('download_manual_ios')}</li>
              <li>{t('download_manual_desktop')}</li>
            </ul>
          </>
        )}
        <DownloadAward key={token} />
      </div>
    </PageFrame>
  );
}
