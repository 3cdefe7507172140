import type { ReactNode } from 'react';
import { GOLD_FLAG } from '@casino/shared-kernel/api-constants';
import { Link } from '@casino/shared-kernel/routing';
import {
  agencyRedDotAtom,
  AGENCY_PATH,
  isSignedInAtom,
  layoutAtom,
  mailUnreadAtom,
  openDialog,
  requireLogin,
  useAtomValue,
  userInfoAtom,
  walletAtom,
  type DialogName,
} from '@casino/shared-kernel/state';
import { Avatar, Badge, Button, Skeleton, useGold, useMoney } from '@casino/shared-kernel/ui-core';
import { LanguagePicker } from '../features/settings/language-picker.tsx';
import { useVipInfo } from '../features/vip/use-vip-info.ts';
import { VipProgressBars } from '../features/vip/vip-progress-bars.tsx';
import { useAccountText } from '../i18n/account-texts.ts';
import { copyText } from '../ui/copy-text.ts';
import { signOutPlayer } from './sign-out-player.ts';
import styles from './my-page.module.css';

/** The frame of `/my`: the site's page contract (`data-testid="page"`, the owner, the layout). */
function AccountPage({ children }: { children: ReactNode }) {
  const layout = useAtomValue(layoutAtom);
  const t = useAccountText();
  return (
    <article className={styles.page} data-testid="page" data-owner="mfe-account" data-page="my" data-layout={layout} aria-labelledby="account-title">
      <h1 id="account-title" className={styles.title}>
        {t('account_title')}
      </h1>
      {children}
    </article>
  );
}

/** One entry of the user centre: a dialog by name, or a page of the site. */
function Entry({ label, dialog, to, aside, testId }: { label: string; dialog?: DialogName; to?: string; aside?: ReactNode; testId: string }) {
  const content = (
    <>
      <span>{label}</span>
      {aside}
      <span aria-hidden="true" className={styles.chevron}>
        ›
      </span>
    </>
  );
  return (
    <li>
      {to ? (
        <Link to={to} className={styles.entry} data-testid={testId}>
          {content}
        </Link>
      ) : (
        <button type="button" className={styles.entry} onClick={() => dialog && openDialog(dialog)} data-testid={testId}>
          {content}
        </button>
      )}
    </li>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <ul className={styles.entries}>{children}</ul>
    </section>
  );
}

/** The avatar, nick name, copyable uid and the VIP level with the progress to the next. */
function PlayerCard() {
  const t = useAccountText();
  const user = useAtomValue(userInfoAtom);
  const { info } = useVipInfo();
  if (!user) return <Skeleton shape="rect" height={120} width="100%" />;
  const uid = String(user.uid);
  return (
    <section className={styles.card} aria-label={t('player_card')}>
      <button type="button" className={styles.avatar} onClick={() => openDialog('account.avatar')} aria-label={t('avatar_change')} data-testid="account.avatar-button">
        <Avatar id={user.avatar_id} size={72} />
      </button>
      <div className={styles.identity}>
        <h2 className={styles.name} data-testid="account.nick-name-shown">
          {user.nick_name || user.name}
        </h2>
        <p className={styles.uid}>
          <span data-testid="account.uid">{t('uid', { uid })}</span>
          <Button variant="ghost" onClick={() => void copyText(uid)} aria-label={t('copy_uid')}>
            {t('copy')}
          </Button>
        </p>
        <button type="button" className={styles.vip} onClick={() => openDialog('account.vip')} data-testid="account.vip-button">
          {t('vip_level', { level: info?.user_info.vip_level ?? user.vip_level })}
        </button>
        {info ? <VipProgressBars info={info} /> : null}
      </div>
    </section>
  );
}

/** Cash, bonus and gold, with the wallet's dialogs. */
function Balances() {
  const t = useAccountText();
  const money = useMoney();
  const gold = useGold();
  const wallet = useAtomValue(walletAtom);
  const user = useAtomValue(userInfoAtom);
  const source = wallet ?? user;
  const kinds = [
    ['balance_cash', source?.money],
    ['balance_bonus', source?.coin],
    ...(GOLD_FLAG ? ([['balance_gold', source?.gold]] as const) : []),
  ] as const;
  return (
    <section className={styles.balancesCard} aria-label={t('balances')}>
      <dl className={styles.balances}>
        {kinds.map(([key, amount]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd data-testid={`account.${key}`}>{amount === undefined ? <Skeleton shape="text" width="80%" /> : key === 'balance_gold' ? gold(amount) : money(amount)}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.walletActions}>
        <Button onClick={() => openDialog('wallet.deposit')}>{t('deposit')}</Button>
        <Button variant="secondary" onClick={() => openDialog('wallet.withdraw')}>
          {t('withdraw')}
        </Button>
      </div>
    </section>
  );
}

/** What a signed-in player manages from `/my`. */
function PlayerCentre() {
  const t = useAccountText();
  const user = useAtomValue(userInfoAtom);
  const unread = useAtomValue(mailUnreadAtom);
  const agencyDot = useAtomValue(agencyRedDotAtom);
  const bound = (value: string | undefined) => <span className={styles.state}>{value ? t('bound') : t('not_bound')}</span>;
  return (
    <>
      <PlayerCard />
      <Balances />
      <div className={styles.sections}>
        <Section title={t('section_wallet')}>
          <Entry label={t('entry_wallet')} dialog="wallet.wallet" testId="account.entry-wallet" />
          <Entry label={t('entry_transactions')} dialog="wallet.transactions" testId="account.entry-transactions" />
        </Section>
        <Section title={t('section_account')}>
          <Entry
            label={t('entry_mail')}
            dialog="account.mail"
            aside={<Badge count={unread} label={t('unread')} testId="account.mail-badge" />}
            testId="account.entry-mail"
          />
          <Entry label={t('entry_vip')} dialog="account.vip" testId="account.entry-vip" />
          <Entry label={t('entry_user_info')} dialog="account.user-info" testId="account.entry-user-info" />
          <Entry label={t('entry_profile')} dialog="account.profile" testId="account.entry-profile" />
        </Section>
        <Section title={t('section_security')}>
          <Entry label={t('entry_phone')} dialog="account.bind-phone" aside={bound(user?.mobile)} testId="account.entry-phone" />
          <Entry label={t('entry_email')} dialog="account.bind-email" aside={bound(user?.email)} testId="account.entry-email" />
          <Entry label={t('entry_password')} dialog="account.password" testId="account.entry-password" />
          <Entry label={t('entry_bind_user_id')} dialog="account.bind-user-id" testId="account.entry-bind-user-id" />
        </Section>
        <Section title={t('section_responsible_gaming')}>
          <Entry label={t('entry_responsible_gaming')} dialog="account.responsible-gaming" testId="account.entry-responsible-gaming" />
        </Section>
        <Section title={t('section_games')}>
          <Entry label={t('entry_game_records')} to="/gameRecord" testId="account.entry-game-records" />
          <Entry label={t('entry_poker')} to="/poker" testId="account.entry-poker" />
          <Entry label={t('entry_invite')} to="/invitation" testId="account.entry-invite" />
          <Entry
            label={t('entry_agency')}
            to={AGENCY_PATH}
            aside={<Badge dot={agencyDot} label={t('red_dot')} testId="account.agency-dot" />}
            testId="account.entry-agency"
          />
        </Section>
        <Section title={t('section_help')}>
          <Entry label={t('entry_customer_service')} dialog="shell.customer-service" testId="account.entry-customer-service" />
          <Entry label={t('entry_live_chat')} dialog="shell.live-chat" testId="account.entry-live-chat" />
        </Section>
      </div>
      <div className={styles.footer}>
        <LanguagePicker />
        <Button variant="secondary" onClick={() => void signOutPlayer()} data-testid="account.sign-out">
          {t('sign_out')}
        </Button>
      </div>
    </>
  );
}

/** A visitor's `/my`: why to sign up, the way in, the language and customer service (spec 6). */
function VisitorCentre() {
  const t = useAccountText();
  return (
    <>
      <section className={styles.card} aria-label={t('visitor_title')}>
        <div className={styles.identity}>
          <h2 className={styles.name}>{t('visitor_title')}</h2>
          <p>{t('visitor_text')}</p>
          <div className={styles.walletActions}>
            <Button onClick={() => requireLogin()} data-testid="account.register">
              {t('register')}
            </Button>
            <Button variant="secondary" onClick={() => openDialog('shell.login')} data-testid="account.login">
              {t('login')}
            </Button>
          </div>
        </div>
      </section>
      <div className={styles.sections}>
        <Section title={t('section_help')}>
          <Entry label={t('entry_customer_service')} dialog="shell.customer-service" testId="account.entry-customer-service" />
        </Section>
      </div>
      <div className={styles.footer}>
        <LanguagePicker />
      </div>
    </>
  );
}

/**
 * `/my`, the user centre (spec 2, 3): the player's avatar, nick name, copyable uid, VIP level and
 * progress, the three balances, and the entries to the wallet, mail (with its unread count), VIP,
 * profile, security, game records and poker stats, invitation and agency, the language, customer
 * service and live chat, and sign-out. On phone it is the Account tab's home.
 */
export function MyPage() {
  const signedIn = useAtomValue(isSignedInAtom);
  return <AccountPage>{signedIn ? <PlayerCentre /> : <VisitorCentre />}</AccountPage>;
}
