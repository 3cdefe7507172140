import { useState, type FormEvent } from 'react';
import { openDialog, toast, useAtomValue, userInfoAtom } from '@casino/shared-kernel/state';
import { Avatar, Button, Dialog, Input } from '@casino/shared-kernel/ui';
import { FormError } from '../../ui/form-error.tsx';
import { useSubmit } from '../../ui/use-submit.ts';
import { useAccountText } from '../../i18n/account-texts.ts';
import { checkNickName, NICK_NAME_MAX, type NickNameProblem } from './name-rules.ts';
import { updateNickName } from './profile-api.ts';
import formStyles from '../../ui/forms.module.css';
import sheet from '../../ui/sheet.module.css';
import styles from './profile.module.css';

/** Profile (spec 2): the avatar (its picker one tap away) and the nick name, under the name rule of spec 5. */
export function ProfileDialog({ onClose }: { onClose: () => void }) {
  const t = useAccountText();
  const user = useAtomValue(userInfoAtom);
  const [name, setName] = useState(() => user?.nick_name ?? '');
  const [problem, setProblem] = useState<NickNameProblem | undefined>();
  const submit = useSubmit();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkNickName(name);
    setProblem(found);
    if (found) return;
    void submit.run(async () => {
      await updateNickName(name.trim());
      toast('success', t('modified_successfully'));
    });
  };

  return (
    <Dialog open className={sheet.sheet} title={t('profile_title')} onClose={onClose} testId="dialog.account.profile" closeOnBackdrop={false}>
      <div className={styles.avatarRow}>
        <Avatar id={user?.avatar_id} size={64} />
        <Button variant="secondary" onClick={() => openDialog('account.avatar')} data-testid="account.change-avatar">
          {t('avatar_change')}
        </Button>
      </div>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <Input
          label={t('nick_name')}
          value={name}
          maxLength={NICK_NAME_MAX + 8}
          autoComplete="nickname"
          error={problem ? t(problem, { max: NICK_NAME_MAX }) : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setProblem(undefined);
          }}
          data-testid="account.nick-name"
        />
        <FormError text={submit.error} />
        <Button type="submit" block busy={submit.busy} data-testid="account.profile-save">
          {t('save')}
        </Button>
      </form>
    </Dialog>
  );
}
