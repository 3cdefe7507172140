import { useCallback, useEffect, useRef, useState } from 'react';
import type { Mail, MailClaimResult, MailList } from '@casino/shared-kernel/api-contract';
import { casinoBus } from '@casino/shared-kernel/events';
import { kernelStore, mailUnreadAtom } from '@casino/shared-kernel/state';
import { failureText } from '../../i18n/failure-text.ts';
import { claimAllMails, claimMail, deleteAllMails, deleteMail, listMails, readMail } from './mail-api.ts';
import { wonRewards } from './mail-rules.ts';

export type MailboxView = 'loading' | 'ready' | 'failed';

/** The start of the `mail:changed` reasons the inbox announces after its own actions. */
export const MAIL_ACTION = 'mail-';

/** A claim paid out: the balances refetch and the reward animation plays. */
function announceClaim(awards: MailClaimResult['award_package'] | undefined, reason: string): void {
  casinoBus.emit('wallet:changed', { reason });
  const rewards = wonRewards(awards ?? []);
  if (rewards.length > 0) casinoBus.emit('reward:won', { rewards, source: 'mail' });
}

/**
 * The inbox (spec 4): the list, and the actions that each reload it (read, claim, claim all,
 * delete, delete all). One action at a time: a second click while one runs does nothing, so a
 * double click claims once. After each action the kernel's unread count is written from the
 * reloaded list and `mail:changed` is announced; a claim also announces `wallet:changed` and
 * `reward:won` (the promotions remote's reward animation).
 */
export function useMailbox() {
  const [list, setList] = useState<readonly Mail[]>([]);
  const [view, setView] = useState<MailboxView>('loading');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const apply = useCallback((answer: MailList) => {
    kernelStore.set(mailUnreadAtom, answer.unread_num);
    if (!mounted.current) return;
    setList(answer.list);
    setView('ready');
  }, []);
  const fail = useCallback((failure: unknown) => {
    if (!mounted.current) return;
    setView((current) => (current === 'loading' ? 'failed' : current));
    setError(failureText(failure));
  }, []);
  const reload = useCallback(() => listMails().then(apply, fail), [apply, fail]);

  useEffect(() => {
    listMails().then(apply, fail);
    // The inbox changed elsewhere (a push, another tab's sign-in): an open inbox follows. Its own
    // actions announce reasons starting with MAIL_ACTION and have reloaded already.
    return casinoBus.on('mail:changed', ({ reason }) => {
      if (!reason.startsWith(MAIL_ACTION)) void listMails().then(apply, fail);
    });
  }, [apply, fail]);

  /** Runs one action, then reloads the list and tells the site the inbox changed. */
  const act = useCallback(
    async (reason: string, action: () => Promise<unknown>, claims = false): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setBusy(true);
      setError('');
      try {
        const result = await action();
        if (claims) announceClaim((result as MailClaimResult | null)?.award_package, reason);
        return true;
      } catch (failure) {
        if (mounted.current) setError(failureText(failure));
        return false;
      } finally {
        await reload();
        casinoBus.emit('mail:changed', { reason });
        running.current = false;
        if (mounted.current) setBusy(false);
      }
    },
    [reload],
  );

  return {
    list,
    view,
    busy,
    error,
    retry: () => {
      setView('loading');
      void reload();
    },
    read: (mail: Mail) => act(`${MAIL_ACTION}read`, () => readMail(mail.id)),
    claim: (mail: Mail) => act(`${MAIL_ACTION}claimed`, () => claimMail(mail.id), true),
    claimAll: () => act(`${MAIL_ACTION}claimed-all`, claimAllMails, true),
    remove: (mail: Mail) => act(`${MAIL_ACTION}deleted`, () => deleteMail(mail.id)),
    removeAll: () => act(`${MAIL_ACTION}deleted-all`, deleteAllMails),
    /** Claims a mail's award, then deletes it: what a player confirms when deleting a mail that holds money. */
    claimThenRemove: (mail: Mail) =>
      act(`${MAIL_ACTION}deleted`, async () => {
        announceClaim((await claimMail(mail.id)).award_package, `${MAIL_ACTION}claimed`);
        await deleteMail(mail.id);
      }),
    /** Claims every award, then deletes all: the confirmed "delete all" of an inbox that holds money. */
    claimAllThenRemoveAll: () =>
      act(`${MAIL_ACTION}deleted-all`, async () => {
        announceClaim((await claimAllMails()).award_package, `${MAIL_ACTION}claimed-all`);
        await deleteAllMails();
      }),
  };
}
