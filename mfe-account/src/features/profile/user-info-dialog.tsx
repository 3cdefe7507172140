import { Fragment, useEffect } from 'react';
import { formatDateTime, fromEpochSeconds, maskDigits } from '@casino/shared-kernel/format';
import { openDialog, useAtomValue, userInfoAtom } from '@casino/shared-kernel/state';
import { Avatar, Button, Dialog } from '@casino/shared-kernel/ui';
import { useAccountText } from '../../i18n/account-texts.ts';
import { copyText } from '../../ui/copy-text.ts';
import { loadProfile } from './profile-api.ts';
import formStyles from '../../ui/forms.module.css';
import sheet from '../../ui/sheet.module.css';
import styles from './profile.module.css';

/**
 * User info (spec 2, 3): what of the user info a player may see of their own account: id, nick
 * name, VIP level, phone and e-mail (masked), who invited them, when they joined and first
 * deposited, how many deposits. Device, IP and fingerprint fields are the operator's, not shown.
 */
export function UserInfoDialog({ onClose }: { onClose: () => void }) {
  const t = useAccountText();
  const user = useAtomValue(userInfoAtom);
  useEffect(() => {
    loadProfile().catch(() => undefined);
  }, []);
  if (!user) return null;
  const rows: [string, string][] = [
    ['field_nick_name', user.nick_name || user.name],
    ['field_vip', t('vip_level', { level: user.vip_level })],
    ['field_mobile', user.mobile ? `+${maskDigits(user.mobile)}` : t('not_set')],
    ['field_email', user.email || t('not_set')],
    ['field_invitation', user.parent_invitation_code || t('not_set')],
    ['field_created', formatDateTime(fromEpochSeconds(user.create_time), 'y-m-d')],
    ['field_first_deposit', user.first_pay_date || t('not_set')],
    ['field_deposits', String(user.pay_count)],
  ];
  return (
    <Dialog open className={sheet.sheet} title={t('user_info_title')} onClose={onClose} testId="dialog.account.user-info">
      <div className={styles.avatarRow}>
        <Avatar id={user.avatar_id} size={56} />
        <div>
          <strong>{user.nick_name || user.name}</strong>
          <p>
            {t('uid', { uid: user.uid })}{' '}
            <Button variant="ghost" onClick={() => void copyText(String(user.uid))} aria-label={t('copy_uid')}>
              {t('copy')}
            </Button>
          </p>
        </div>
      </div>
      <dl className={formStyles.fields}>
        {rows.map(([key, value]) => (
          <Fragment key={key}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <Button variant="secondary" block onClick={() => openDialog('account.profile')}>
        {t('edit_profile')}
      </Button>
    </Dialog>
  );
}
