import { useState } from 'react';
import type { Mail } from '@casino/shared-kernel/api-contract';
import { formatDateTime, fromEpochSeconds } from '@casino/shared-kernel/format';
import { languageAtom, siteSettingsAtom, toast, useAtomValue } from '@casino/shared-kernel/state';
import { Button, Dialog, Skeleton, useMoney } from '@casino/shared-kernel/ui';
import { useAccountText } from '../../i18n/account-texts.ts';
import { awardKind, hasUnclaimedAward, isUnread, mailTextFor, unclaimedMails } from './mail-rules.ts';
import { useMailbox } from './use-mailbox.ts';
import sheet from '../../ui/sheet.module.css';
import styles from './mail.module.css';

const DATE_PATTERN = 'y-m-d h:i';

/** A confirmation the player must give first: deleting mail that still holds an award. */
type Confirm = { kind: 'one'; mail: Mail } | { kind: 'all' } | null;

/** The title and content of mails in the site's language, the brand's language as fallback. */
function useMailText() {
  const language = useAtomValue(languageAtom);
  const { lang } = useAtomValue(siteSettingsAtom);
  return (json: string) => mailTextFor(json, language, lang);
}

function Awards({ mail }: { mail: Mail }) {
  const t = useAccountText();
  const money = useMoney();
  return (
    <ul className={styles.awards} aria-label={t('mail_awards')}>
      {mail.award_package.map((award, index) => (
        <li key={index} className={styles.award} data-kind={awardKind(award.award_type)}>
          {t(awardKind(award.award_type) === 'cash' ? 'mail_award_cash' : 'mail_award_bonus')} {money(award.amount)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The mail inbox (spec 3, 4): the list, newest first, unread marked; a mail opens in place and is
 * marked read; its award package is claimed from it. Claim all and delete all below the list.
 * Deleting mail that still holds an award asks first, offering to claim it before (the server
 * keeps such mail otherwise: money is never thrown away by a slip).
 */
export function MailInboxDialog({ onClose }: { onClose: () => void }) {
  const t = useAccountText();
  const text = useMailText();
  const mailbox = useMailbox();
  const [openId, setOpenId] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const opened = mailbox.list.find((mail) => mail.id === openId) ?? null;
  const unclaimed = unclaimedMails(mailbox.list);

  const open = (mail: Mail) => {
    setOpenId(mail.id);
    if (isUnread(mail)) void mailbox.read(mail);
  };
  const done = (ok: boolean, key: string) => {
    if (ok) toast('success', t(key));
    return ok;
  };
  const claim = async (mail: Mail) => done(await mailbox.claim(mail), 'mail_claimed');
  const removeOne = async (mail: Mail) => {
    if (hasUnclaimedAward(mail)) return setConfirm({ kind: 'one', mail });
    if (done(await mailbox.remove(mail), 'mail_deleted')) setOpenId(null);
  };
  const removeAll = async () => {
    if (unclaimed.length > 0) return setConfirm({ kind: 'all' });
    done(await mailbox.removeAll(), 'mail_deleted');
  };
  const confirmed = async () => {
    if (!confirm) return;
    setConfirm(null);
    if (confirm.kind === 'one') {
      if (done(await mailbox.claimThenRemove(confirm.mail), 'mail_deleted')) setOpenId(null);
    } else {
      done(await mailbox.claimAllThenRemoveAll(), 'mail_deleted');
    }
  };

  const footer = opened ? null : (
    <div className={styles.actions}>
      <Button variant="secondary" disabled={mailbox.busy || mailbox.list.length === 0} onClick={() => void removeAll()} data-testid="account.mail-delete-all">
        {t('mail_delete_all')}
      </Button>
      <Button
        disabled={unclaimed.length === 0}
        busy={mailbox.busy}
        onClick={() => void mailbox.claimAll().then((ok) => done(ok, 'mail_claimed'))}
        data-testid="account.mail-claim-all"
      >
        {t('mail_claim_all')}
      </Button>
    </div>
  );

  return (
    <Dialog open title={t('mail_title')} onClose={onClose} testId="dialog.account.mail" footer={footer} className={`${styles.dialog} ${sheet.sheet}`}>
      {mailbox.error ? (
        <p role="alert" className={styles.error}>
          {mailbox.error}
        </p>
      ) : null}
      {mailbox.view === 'loading' ? (
        <div aria-busy="true" aria-label={t('loading')}>
          <Skeleton shape="text" width="100%" />
          <Skeleton shape="text" width="80%" />
        </div>
      ) : mailbox.view === 'failed' ? (
        <Button variant="secondary" onClick={mailbox.retry}>
          {t('retry')}
        </Button>
      ) : opened ? (
        <article className={styles.mail} data-testid="account.mail-detail" aria-labelledby={`mail-${opened.id}-title`}>
          <Button variant="ghost" onClick={() => setOpenId(null)}>
            {t('mail_back')}
          </Button>
          <h3 id={`mail-${opened.id}-title`} className={styles.mailTitle}>
            {text(opened.title)}
          </h3>
          <p className={styles.date}>{formatDateTime(fromEpochSeconds(opened.create_time), DATE_PATTERN)}</p>
          <p className={styles.content}>{text(opened.content)}</p>
          {opened.award_package.length > 0 ? (
            <section className={styles.package} aria-label={t('mail_awards')}>
              <Awards mail={opened} />
              {hasUnclaimedAward(opened) ? (
                <Button busy={mailbox.busy} onClick={() => void claim(opened)} data-testid="account.mail-claim">
                  {t('mail_claim')}
                </Button>
              ) : (
                <p className={styles.claimed}>{t('mail_claimed_state')}</p>
              )}
            </section>
          ) : null}
          <Button variant="secondary" disabled={mailbox.busy} onClick={() => void removeOne(opened)} data-testid="account.mail-delete">
            {t('mail_delete')}
          </Button>
        </article>
      ) : mailbox.list.length === 0 ? (
        <p className={styles.empty}>{t('mail_empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('mail_list')} data-testid="account.mail-list">
          {mailbox.list.map((mail) => (
            <li key={mail.id}>
              <button type="button" className={styles.item} data-unread={isUnread(mail)} onClick={() => open(mail)} data-testid="account.mail-item">
                <span className={styles.itemTitle}>{text(mail.title)}</span>
                <span className={styles.itemMeta}>
                  {isUnread(mail) ? <span className={styles.unread}>{t('mail_unread')}</span> : null}
                  {hasUnclaimedAward(mail) ? <span className={styles.gift}>{t('mail_has_award')}</span> : null}
                  <span>{formatDateTime(fromEpochSeconds(mail.create_time), DATE_PATTERN)}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={confirm !== null}
        title={t(confirm?.kind === 'all' ? 'mail_confirm_all_title' : 'mail_confirm_one_title')}
        onClose={() => setConfirm(null)}
        testId="dialog.account.mail-confirm"
        footer={
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setConfirm(null)}>
              {t('cancel')}
            </Button>
            <Button onClick={() => void confirmed()} data-testid="account.mail-confirm">
              {t('mail_claim_and_delete')}
            </Button>
          </div>
        }
      >
        <p>{t(confirm?.kind === 'all' ? 'mail_confirm_all_text' : 'mail_confirm_one_text')}</p>
      </Dialog>
    </Dialog>
  );
}
