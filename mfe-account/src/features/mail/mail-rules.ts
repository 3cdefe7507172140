// What the inbox decides about mails, without React or I/O (spec 3 and 4, "Mail").
import { MAIL_STATUS, mailText, type Mail, type MailAward } from '@casino/shared-kernel/api-contract';
import { MAIL_AWARD_TYPE } from '@casino/shared-kernel/api-constants';
import type { WonReward } from '@casino/shared-kernel/events';
import { MONEY_SCALE } from '@casino/shared-kernel/format';

/** Which balance an award goes to: type 2 is cash, 1 (coins) and every other type the bonus balance (spec 3). */
export function awardKind(awardType: number): 'cash' | 'bonus' {
  return awardType === MAIL_AWARD_TYPE.CASH ? 'cash' : 'bonus';
}

/**
 * A mail's title or content in the site's language: its JSON's text for `language`, else for the
 * brand's language (site settings `lang`), else the first it has; plain text shows as it is.
 */
export function mailTextFor(json: string, language: string, brandLanguage: string): string {
  return mailText(json, language, brandLanguage);
}

export const isUnread = (mail: Mail) => mail.status === MAIL_STATUS.UNREAD;

/** Whether the mail still holds money: it carries awards and they were not claimed. */
export const hasUnclaimedAward = (mail: Mail) => mail.award_package.length > 0 && mail.status !== MAIL_STATUS.CLAIMED;

/** The mails whose awards wait to be claimed. */
export const unclaimedMails = (list: readonly Mail[]) => list.filter(hasUnclaimedAward);

/** The rewards of a claim, one per balance, for the lottery reward animation (`reward:won`). */
export function wonRewards(awards: readonly MailAward[]): WonReward[] {
  const sums = new Map<'cash' | 'bonus', number>();
  for (const award of awards) {
    const kind = awardKind(award.award_type);
    sums.set(kind, (sums.get(kind) ?? 0) + award.amount);
  }
  return [...sums.entries()].filter(([, amount]) => amount > 0).map(([kind, amount]) => ({ kind, amount, scale: MONEY_SCALE }));
}
