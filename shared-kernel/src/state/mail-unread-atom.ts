import { atom } from 'jotai';

/**
 * The signed-in player's unread mails (`unread_num` of `POST /api/mail/list`), 0 while signed out.
 * The shell's header and the phone's Account tab show it as a badge capped at 9 ("9+", spec 4 and
 * 9). The shell fills it on sign-in and on `mail:changed`; the mail inbox writes it after each of
 * its calls, so the badge falls as soon as a mail is read, claimed or deleted.
 */
export const mailUnreadAtom = atom(0);
