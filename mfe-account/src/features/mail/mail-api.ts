// The six mail calls of spec 7. Refusals are shown by the inbox beside what failed (hideErrorMsg).
import { casinoApi } from '@casino/shared-kernel/api';
import type { MailClaimResult, MailList } from '@casino/shared-kernel/api-contract';

const quiet = { hideErrorMsg: true } as const;

/** POST /api/mail/list: the newest mails and the unread count. */
export const listMails = (): Promise<MailList> => casinoApi.post('mailList', {}, quiet);
/** POST /api/mail/read {id}. */
export const readMail = (id: number) => casinoApi.post('mailRead', { id }, quiet);
/** POST /api/mail/claimAward {mail_id}: the awards credited. */
export const claimMail = (mailId: number): Promise<MailClaimResult> => casinoApi.post('mailClaim', { mail_id: mailId }, quiet);
/** POST /api/mail/claimAllAward: every unclaimed award, summed by type. */
export const claimAllMails = (): Promise<MailClaimResult> => casinoApi.post('mailClaimAll', {}, quiet);
/** POST /api/mail/deleteOneMail {mail_id}. */
export const deleteMail = (mailId: number) => casinoApi.post('mailDelete', { mail_id: mailId }, quiet);
/** POST /api/mail/deleteAllMail: the read mails that hold nothing to claim. */
export const deleteAllMails = () => casinoApi.post('mailDeleteAll', {}, quiet);
