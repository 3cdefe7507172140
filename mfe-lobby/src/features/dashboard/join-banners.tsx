import type { LobbyInfo } from '@casino/shared-kernel/api-contract';
import { Link } from '@casino/shared-kernel/routing';
import { openDialog } from '@casino/shared-kernel/state';
import { Button, useMoney } from '@casino/shared-kernel/ui-core';
import { useLobbyText } from '../../i18n/lobby-texts.ts';
import type { JoinBannersShown } from './last-sections.tsx';
import styles from './events-and-join.module.css';

/**
 * The sign-up banner (visitors only, with the gift `regist_gift` pays) and the download banner
 * (while the lobby says `download_show`, with the `download_award`): which of them show is
 * `joinBannersShown` (last-sections.tsx), which fetches this code when their place nears the viewport.
 */
export function JoinBanners({ info, register, download }: { info: LobbyInfo } & JoinBannersShown) {
  const t = useLobbyText();
  const money = useMoney();
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
