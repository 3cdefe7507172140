import type { LobbyInfo } from '@casino/shared-kernel/api-contract';
import { Link } from '@casino/shared-kernel/routing';
import { isSignedInAtom, openDialog, useAtomValue } from '@casino/shared-kernel/state';
import { Button } from '@casino/shared-kernel/ui-core';
import { useLobbyText } from '../../i18n/lobby-texts.ts';
import { useMoney } from '../../i18n/use-money.ts';
import styles from './dashboard.module.css';

/**
 * The sign-up banner (visitors only, with the gift `regist_gift` pays) and the download banner
 * (while the lobby says `download_show`, with the `download_award`).
 */
export function JoinBanners({ info }: { info: LobbyInfo | null }) {
  const t = useLobbyText();
  const money = useMoney();
  const signedIn = useAtomValue(isSignedInAtom);
  if (!info) return null;
  const register = !signedIn && info.regist_gift > 0;
  const download = info.download_show && info.download_award > 0;
  if (!register && !download) return null;
  return (
    <div className={styles.join}>
      {register ? (
        <section className={`${styles.joinCard} ${styles.registerCard}`} data-testid="lobby.register-banner">
          <h2 className={styles.joinTitle}>{t('register_banner_title', { amount: money(info.regist_gift) })}</h2>
          <p className={styles.joinText}>{t('register_banner_text')}</p>
          <Button onClick={() => openDialog('shell.register')}>{t('register_button')}</Button>
        </section>
      ) : null}
      {download ? (
        <section className={`${styles.joinCard} ${styles.downloadCard}`} data-testid="lobby.download-banner">
          <h2 className={styles.joinTitle}>{t('download_banner_title', { amount: money(info.download_award) })}</h2>
          <p className={styles.joinText}>{t('download_banner_text')}</p>
          <Link className={styles.joinLink} to="/download">
            {t('download_button')}
          </Link>
        </section>
      ) : null}
    </div>
  );
}
