import type { NoticeItem } from '@casino/shared-kernel/api-contract';
import { casinoApi } from '@casino/shared-kernel/api';
import { MARQUEE_NOTICE_TYPE } from './notice-popup-rules.ts';

/**
 * How long start-up holds the loading screen for the marquee's first answer, once the session has
 * started. The line sits above the whole page: drawn after the page has shown, it would push
 * everything down (a layout shift). A slower answer lets the page show without it.
 */
export const MARQUEE_STARTUP_WAIT_MS = 1_500;

/**
 * How long start-up waits, once the marquee has answered, for the line to be drawn: the line is
 * decoration, and a shell that cannot draw it must not keep the loading screen up.
 */
export const MARQUEE_DRAW_WAIT_MS = 1_000;

/** The marquee notices (`marquee_notice` of `GET /api/notice/getMoodGroup`), the player's own with their uid. */
export function fetchMarqueeNotices(uid: number | undefined, signal?: AbortSignal): Promise<readonly NoticeItem[]> {
  return casinoApi
    .get('noticeMoodGroup', uid === undefined ? { notice_type: MARQUEE_NOTICE_TYPE } : { notice_type: MARQUEE_NOTICE_TYPE, uid }, {
      hideErrorMsg: true,
      ...(signal ? { signal } : {}),
    })
    .then((groups) => groups.marquee_notice ?? []);
}

interface StartupCall {
  uid: number | undefined;
  answer: Promise<readonly NoticeItem[]>;
  notices?: readonly NoticeItem[];
  taken?: boolean;
}

// Start-up's call, for the marquee's first render (drawn with the page) and its first effect (no
// second call); `asked` settles once start-up has asked and been answered (or given up).
let atStart: StartupCall | undefined;
let asked: Promise<void> = Promise.resolve();
let noteDrawn: () => void = () => undefined;
let drawn = new Promise<void>((resolve) => (noteDrawn = resolve));

const settled = (promise: Promise<unknown>): Promise<void> =>
  promise.then(
    () => undefined,
    () => undefined,
  );

/**
 * Start-up asks for the marquee once the session has started (a stored token that start-up renews
 * or drops must not be sent first: the server would refuse it a second time), for the player the
 * session left. Settles on the answer or `waitMs` after the session, whichever comes first; never rejects.
 */
export function startMarqueeNotices(session: Promise<unknown>, uidNow: () => number | undefined, waitMs = MARQUEE_STARTUP_WAIT_MS): Promise<void> {
  const sessionStarted = settled(session);
  const call = sessionStarted.then(() => {
    const uid = uidNow();
    const started: StartupCall = { uid, answer: fetchMarqueeNotices(uid) };
    atStart = started;
    // The line is decoration: a failure shows the page without it.
    return settled(started.answer.then((notices) => (started.notices = notices)));
  });
  asked = call;
  return sessionStarted.then(() => Promise.race([call, new Promise<void>((resolve) => setTimeout(resolve, waitMs))]));
}

/** Settles once start-up has asked for the marquee and been answered (at once when it never will). */
export const marqueeAskedAtStart = (): Promise<void> => asked;

/** Start-up's notices for this player, if they have arrived. */
export function marqueeNoticesAtStart(uid: number | undefined): readonly NoticeItem[] | undefined {
  return atStart !== undefined && atStart.uid === uid ? atStart.notices : undefined;
}

/** Start-up's call for this player, handed out once: any later need asks the server again. */
export function takeMarqueeCallAtStart(uid: number | undefined): Promise<readonly NoticeItem[]> | undefined {
  if (!atStart || atStart.uid !== uid || atStart.taken) return undefined;
  atStart.taken = true;
  return atStart.answer;
}

/**
 * The marquee has committed these notices (notice-marquee.tsx, before the browser paints them):
 * when they are start-up's answer, the page may show, with the line above it.
 */
export function marqueeDrawn(uid: number | undefined, notices: readonly NoticeItem[]): void {
  if (notices.length > 0 && notices === marqueeNoticesAtStart(uid)) noteDrawn();
}

/**
 * Settles once the line start-up's answer brought is drawn, or at once when there is none to draw:
 * no answer yet (the page shows without it), a failed call or no notices. Otherwise at the latest
 * `waitMs` after it is asked; never rejects.
 */
export function marqueeDrawnAtStart(waitMs = MARQUEE_DRAW_WAIT_MS): Promise<void> {
  if (!atStart?.notices?.length) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
  return Promise.race([drawn, waited]).finally(() => clearTimeout(timer));
}

/** Forgets start-up's call (tests). */
export function forgetMarqueeAtStart(): void {
  atStart = undefined;
  asked = Promise.resolve();
  drawn = new Promise<void>((resolve) => (noteDrawn = resolve));
}
