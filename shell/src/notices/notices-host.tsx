import { Suspense, useEffect, useRef, useState } from 'react';
import { closeDialog, kernelStore, lobbyInfoAtom, openDialog, openDialogsAtom, sessionAtom, siteSettingsAtom, useAtomValue, type DialogName } from '@casino/shared-kernel/state';
import { lazyPart } from '../app/lazy-part.tsx';

// Everything here that a player sees is a lazy chunk: only the decisions are on the first screen.
// (The marquee is not here: it is drawn with the page, notice-marquee.tsx.)
const NoticePopup = lazyPart('announcement', () => import('./notice-popup.tsx'));
const CustomerServiceDialog = lazyPart('customer service', () => import('./customer-service-dialog.tsx'));

/** Opens customer service from anywhere: `openDialog(CUSTOMER_SERVICE_DIALOG)`. */
export const CUSTOMER_SERVICE_DIALOG = 'shell.customer-service' satisfies DialogName;
/** Opens the live chat maximized from anywhere: `openDialog(LIVE_CHAT_DIALOG)`. */
export const LIVE_CHAT_DIALOG = 'shell.live-chat' satisfies DialogName;

// Read when the shell's code loads, before any call: the lobby info at that moment is at most the
// copy cached under `indexInfo`, and the token at that moment is the one a token login renews.
const lobbyAtStart = kernelStore.get(lobbyInfoAtom);
const tokenAtStart = kernelStore.get(sessionAtom).token;

interface PopupRequest {
  token: string;
  uid: number;
  tokenLogin: boolean;
}

/**
 * The shell's notices and support, mounted once in the app: the notice popup for each sign-in
 * (spec 4's rules), and the `shell.customer-service` and `shell.live-chat` dialogs anyone opens.
 */
export function ShellNotices() {
  const session = useAtomValue(sessionAtom);
  const lobby = useAtomValue(lobbyInfoAtom);
  const open = useAtomValue(openDialogsAtom);
  const license = useAtomValue(siteSettingsAtom).liveChatLicense;
  const uid = session.userInfo?.uid;
  // Up = the server answered in this page: a cached copy proves nothing about the server now.
  const lobbyUp = lobby !== null && lobby !== lobbyAtStart;

  const [popup, setPopup] = useState<PopupRequest | null>(null);
  const decidedFor = useRef('');
  useEffect(() => {
    if (session.token === '' || uid === undefined || !lobbyUp || decidedFor.current === session.token) return;
    decidedFor.current = session.token;
    setPopup({ token: session.token, uid, tokenLogin: session.token === tokenAtStart });
  }, [session.token, uid, lobbyUp]);

  const wantsLiveChat = open.some((dialog) => dialog.name === LIVE_CHAT_DIALOG);
  useEffect(() => {
    if (!wantsLiveChat) return;
    closeDialog(LIVE_CHAT_DIALOG);
    // Without a licence there is no widget: customer service sends the player to the support url.
    void import('./live-chat.ts').then(({ liveChat }) => {
      if (!liveChat.show(license, 'maximized')) openDialog(CUSTOMER_SERVICE_DIALOG);
    });
  }, [wantsLiveChat, license]);

  const customerService = open.some((dialog) => dialog.name === CUSTOMER_SERVICE_DIALOG);
  return (
    <Suspense fallback={null}>
      {popup && popup.token === session.token && (
        <NoticePopup key={popup.token} uid={popup.uid} tokenLogin={popup.tokenLogin} lobbyUp={lobbyUp} onDone={() => setPopup(null)} />
      )}
      {customerService && <CustomerServiceDialog onClose={() => closeDialog(CUSTOMER_SERVICE_DIALOG)} />}
    </Suspense>
  );
}

