import { useAtomValue, userInfoAtom } from '@casino/shared-kernel/state';
import { Button, Dialog } from '@casino/shared-kernel/ui';
import { useAccountText } from '../../i18n/account-texts.ts';
import { copyText } from '../../ui/copy-text.ts';
import sheet from '../../ui/sheet.module.css';
import styles from '../../ui/forms.module.css';

/**
 * Bind user id (spec 2). The spec names the dialog only; its API has no call to bind an id later
 * ("some bind calls … not shown"): an account is bound to its agent when it signs up through the
 * agent's invitation (`parent_invitation_code`, `top_agent`). So this shows the player's own user
 * id to give to an agent or to support (copyable) and the agent the account is bound to, if any.
 */
export function BindUserIdDialog({ onClose }: { onClose: () => void }) {
  const t = useAccountText();
  const user = useAtomValue(userInfoAtom);
  if (!user) return null;
  const uid = String(user.uid);
  return (
    <Dialog open className={sheet.sheet} title={t('bind_user_id_title')} onClose={onClose} testId="dialog.account.bind-user-id">
      <dl className={styles.fields}>
        <dt>{t('field_uid')}</dt>
        <dd>
          {uid}{' '}
          <Button variant="ghost" onClick={() => void copyText(uid)} aria-label={t('copy_uid')}>
            {t('copy')}
          </Button>
        </dd>
        <dt>{t('field_agent')}</dt>
        <dd data-testid="account.bound-agent">{user.top_agent > 0 ? t('agent_bound', { uid: user.top_agent, level: user.top_agent_level }) : t('agent_none')}</dd>
        <dt>{t('field_invitation')}</dt>
        <dd>{user.parent_invitation_code || t('not_set')}</dd>
      </dl>
      <p>{t('bind_user_id_text')}</p>
    </Dialog>
  );
}
