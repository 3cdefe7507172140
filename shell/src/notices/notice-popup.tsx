import { useEffect, useState } from 'react';
import type { NoticeItem } from '@casino/shared-kernel/api-contract';
import { casinoApi } from '@casino/shared-kernel/api';
import { localDay } from '@casino/shared-kernel/format';
import { useTranslation } from '@casino/shared-kernel/i18n';
import { storedNoticeCounters } from '@casino/shared-kernel/storage';
import { ANNOUNCEMENT_DIALOG, closeDialog, offerDialog, openDialogsAtom, useAtomValue, withdrawOffer } from '@casino/shared-kernel/state';
import { Button, Dialog } from '@casino/shared-kernel/ui';
import { MARQUEE_NOTICE_TYPE, markDismissed, markOpened, noticesToShow, shouldOpenNoticePopup } from './notice-popup-rules.ts';
import styles from './notices.module.css';

export interface NoticePopupProps {
  uid: number;
  tokenLogin: boolean;
  /** The lobby server answered in this page. */
  lobbyUp: boolean;
  /** The popup closed, or decided not to open. */
  onDone: () => void;
  now?: () => Date;
}

interface Shown {
  notices: readonly NoticeItem[];
  /** Index in the server's list of the first notice shown. */
  first: number;
}

/**
 * The notice popup (spec 2, 4): the player's notices not dismissed yet, one at a time, with
 * Previous / Next. "Got it" dismisses the notice (the per-player counter counts it, up to the one
 * shown) and moves on; "Close all" dismisses every one; closing keeps the rest for another day.
 * Once it has decided to show, it takes its turn in the kernel's queue (`offerDialog`): it never
 * opens on top of another dialog.
 */
export default function NoticePopup({ uid, tokenLogin, lobbyUp, onDone: done, now = () => new Date() }: NoticePopupProps) {
  const { t } = useTranslation('shell');
  const [shown, setShown] = useState<Shown | null>(null);
  const [position, setPosition] = useState(0);
  const open = useAtomValue(openDialogsAtom).some((dialog) => dialog.name === ANNOUNCEMENT_DIALOG);
  const onDone = () => {
    closeDialog(ANNOUNCEMENT_DIALOG);
    done();
  };
  // A popup that goes (its player signed out) takes its turn back.
  useEffect(() => () => withdrawOffer(ANNOUNCEMENT_DIALOG), []);

  useEffect(() => {
    let live = true;
    // A failed notice call is not worth a toast: the popup simply does not open.
    casinoApi.get('noticeMoodGroup', { notice_type: MARQUEE_NOTICE_TYPE, uid }, { hideErrorMsg: true }).then(
      (groups) => {
        if (!live) return;
        const notices = groups.marquee_notice ?? [];
        const counter = storedNoticeCounters.get(uid);
        const today = localDay(now());
        if (!shouldOpenNoticePopup({ lobbyUp, uid, noticeCount: notices.length, counter, tokenLogin, today })) {
          onDone();
          return;
        }
        storedNoticeCounters.set(uid, markOpened(counter, today));
        setShown({ notices: noticesToShow(notices, counter), first: counter.dismissed });
        offerDialog(ANNOUNCEMENT_DIALOG);
      },
      () => live && onDone(),
    );
    return () => {
      live = false;
    };
    // Decided once per sign-in: the host mounts a new popup for the next one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!shown || !open) return null;
  const notice = shown.notices[position];
  if (!notice) return null;
  const last = position === shown.notices.length - 1;
  const many = shown.notices.length > 1;
  const gotIt = () => {
    storedNoticeCounters.set(uid, markDismissed(storedNoticeCounters.get(uid), shown.first, position));
    if (last) onDone();
    else setPosition(position + 1);
  };
  // Five notices were five clicks: the player may page through them or dismiss them all at once.
  const closeAll = () => {
    storedNoticeCounters.set(uid, markDismissed(storedNoticeCounters.get(uid), shown.first, shown.notices.length - 1));
    onDone();
  };

  return (
    <Dialog
      open
      title={t('notice_popup_title')}
      onClose={onDone}
      closeLabel={t('notice_popup_later')}
      testId="shell.notice-popup"
      footer={
        <>
          {many && (
            <Button variant="secondary" onClick={closeAll}>
              {t('notice_popup_close_all')}
            </Button>
          )}
          <Button onClick={gotIt}>{t('notice_popup_got_it')}</Button>
        </>
      }
    >
      <article className={styles.notice} aria-live="polite">
        <h3 className={styles.noticeTitle}>{notice.title}</h3>
        <p className={styles.noticeContent}>{notice.content}</p>
        {many && (
          <nav className={styles.noticePaging} aria-label={t('notice_popup_paging')}>
            <Button variant="secondary" disabled={position === 0} onClick={() => setPosition(position - 1)}>
              {t('notice_popup_previous')}
            </Button>
            <p className={styles.noticePosition} data-testid="shell.notice-position">
              {t('notice_popup_position', { current: position + 1, total: shown.notices.length })}
            </p>
            <Button variant="secondary" disabled={last} onClick={() => setPosition(position + 1)}>
              {t('notice_popup_next')}
            </Button>
          </nav>
        )}
      </article>
    </Dialog>
  );
}
