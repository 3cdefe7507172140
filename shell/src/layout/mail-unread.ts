import { casinoBus } from '@casino/shared-kernel/events';
import { isSignedInAtom, kernelStore, mailUnreadAtom, tokenAtom } from '@casino/shared-kernel/state';

/** The player's unread mails (`POST /api/mail/list`, its `unread_num`); the API concern loads on first use. */
export async function fetchMailUnread(): Promise<number> {
  const { casinoApi } = await import('@casino/shared-kernel/api');
  const list = await casinoApi.post('mailList', {}, { hideErrorMsg: true });
  return list.unread_num;
}

/**
 * Keeps the kernel's `mailUnreadAtom` (the header's and the Account tab's badge) in step without
 * loading the account remote: at start (the restored session), after sign-in and on every
 * `mail:changed`. A request made while one is on its way fetches once more after it (a claim
 * lands after the first answer was counted); an answer for a player who signed out meanwhile is
 * dropped, and signing out empties the badge. Returns the unsubscribe.
 */
export function watchMailUnread(fetchUnread: () => Promise<number> = fetchMailUnread): () => void {
  let inFlight = false;
  let again = false;
  /** `after`: the inbox changed after a fetch on its way began, so its answer may be stale. */
  const refresh = (after: boolean) => {
    if (!kernelStore.get(isSignedInAtom)) return;
    if (inFlight) {
      again ||= after;
      return;
    }
    inFlight = true;
    const token = kernelStore.get(tokenAtom);
    fetchUnread()
      .then((unread) => {
        if (kernelStore.get(tokenAtom) === token) kernelStore.set(mailUnreadAtom, unread);
      })
      .catch((error: unknown) => console.warn('[layout] unread mails not loaded', error))
      .finally(() => {
        inFlight = false;
        if (again) {
          again = false;
          refresh(false);
        }
      });
  };
  // `auth:changed` replays: a layout mounted after start-up's sign-in still learns of it. The
  // kernel's `signIn` also announces `mail:changed` ('sign-in'): the same fetch answers both.
  const offAuth = casinoBus.on('auth:changed', ({ signedIn }) => {
    if (signedIn) refresh(false);
    else kernelStore.set(mailUnreadAtom, 0);
  });
  const offMail = casinoBus.on('mail:changed', ({ reason }) => refresh(reason !== 'sign-in'));
  return () => {
    offAuth();
    offMail();
  };
}
