import { useEffect, useLayoutEffect, useState } from 'react';
import type { NoticeItem } from '@casino/shared-kernel/api-contract';
import { useTranslation } from '@casino/shared-kernel/i18n';
import { languageAtom, sessionAtom, useAtomValue } from '@casino/shared-kernel/state';
import { fetchMarqueeNotices, marqueeAskedAtStart, marqueeDrawn, marqueeNoticesAtStart, takeMarqueeCallAtStart } from './marquee-notices.ts';
import styles from './notices.module.css';

/** Scrolling speed: a line moves at this many characters a second, whatever its length. */
export const MARQUEE_CHARACTERS_PER_SECOND = 6;

/** How long one pass of `text` takes, in seconds (never under 10 s: a short line must stay readable). */
export function marqueeSeconds(text: string): number {
  return Math.max(10, Math.round(text.length / MARQUEE_CHARACTERS_PER_SECOND));
}

/**
 * The marquee notice (spec 3 `marquee_notice`): the brand's and the player's notices on one line that
 * scrolls. It pauses while hovered or focused, and stands still (scrollable by hand) for players who
 * ask for reduced motion. Nothing shows while there is no notice. Its first notices are start-up's
 * (marquee-notices.ts): it is drawn with the page, not pushed in above it afterwards.
 */
export function NoticeMarquee() {
  const { t } = useTranslation('shell');
  const { token, userInfo } = useAtomValue(sessionAtom);
  const uid = userInfo?.uid;
  // The server writes the lines in the request's language: a new language asks again.
  const language = useAtomValue(languageAtom);
  const [notices, setNotices] = useState<readonly NoticeItem[]>(() => marqueeNoticesAtStart(uid) ?? []);
  // Start-up's line is in the DOM: the loading screen may go (the page shows with the line, never
  // pushed down by it). A layout effect, so the screen goes before this frame is painted.
  useLayoutEffect(() => marqueeDrawn(uid, notices), [uid, notices]);

  useEffect(() => {
    const controller = new AbortController();
    // Start-up asks first (once the session has started): its answer is taken, not asked again.
    void marqueeAskedAtStart()
      .then(() => {
        if (controller.signal.aborted) return undefined;
        return takeMarqueeCallAtStart(uid) ?? fetchMarqueeNotices(uid, controller.signal);
      })
      .then(
        (answer) => {
          if (answer && !controller.signal.aborted) setNotices(answer);
        },
        // The line is decoration: a failure leaves what showed before.
        () => undefined,
      );
    return () => controller.abort();
    // The player's own lines come with the token (the server never trusts the uid alone).
  }, [token, uid, language]);

  if (notices.length === 0) return null;
  const line = notices.map((notice) => notice.content).join('   •   ');
  const items = notices.map((notice) => (
    <li key={notice.id} className={styles.marqueeItem}>
      {notice.content}
    </li>
  ));
  return (
    <section className={styles.marquee} role="marquee" aria-label={t('notice_marquee_label')} data-testid="shell.notice-marquee" tabIndex={0}>
      {/* A drawn megaphone, not the emoji: a colour-emoji font costs a first layout tens of ms to find. */}
      <svg className={styles.marqueeIcon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M3 10v4a1 1 0 0 0 1 1h2l5 4V5L6 9H4a1 1 0 0 0-1 1zm12.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4zM13 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z"
          fill="currentColor"
        />
      </svg>
      <div className={styles.marqueeViewport}>
        <div className={styles.marqueeTrack} style={{ animationDuration: `${marqueeSeconds(line)}s` }} data-testid="shell.notice-marquee.track">
          <ul className={styles.marqueeList}>{items}</ul>
          {/* The second copy closes the loop seamlessly; assistive technology reads the first only. */}
          <ul className={`${styles.marqueeList} ${styles.marqueeCopy}`} aria-hidden="true">
            {items}
          </ul>
        </div>
      </div>
    </section>
  );
}
