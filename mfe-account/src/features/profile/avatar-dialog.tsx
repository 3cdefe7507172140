import { useState, type FormEvent } from 'react';
import { closeDialog, toast, useAtomValue, userInfoAtom } from '@casino/shared-kernel/state';
import { Avatar, AVATAR_COUNT, Button, Dialog } from '@casino/shared-kernel/ui';
import { FormError } from '../../ui/form-error.tsx';
import { useSubmit } from '../../ui/use-submit.ts';
import { useAccountText } from '../../i18n/account-texts.ts';
import { updateAvatar } from './profile-api.ts';
import formStyles from '../../ui/forms.module.css';
import sheet from '../../ui/sheet.module.css';
import styles from './profile.module.css';

const AVATAR_IDS = Array.from({ length: AVATAR_COUNT }, (_, id) => id);

/** The avatar picker (spec 2): the pictures the server accepts (`avatar_id` 0–11), one chosen, saved with `updateAvatar`. */
export function AvatarDialog({ onClose }: { onClose: () => void }) {
  const t = useAccountText();
  const user = useAtomValue(userInfoAtom);
  const [chosen, setChosen] = useState(() => user?.avatar_id ?? 0);
  const submit = useSubmit();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit.run(async () => {
      await updateAvatar(chosen);
      toast('success', t('modified_successfully'));
      closeDialog('account.avatar');
    });
  };

  return (
    <Dialog open className={sheet.sheet} title={t('avatar_title')} onClose={onClose} testId="dialog.account.avatar">
      <form className={formStyles.form} onSubmit={onSubmit}>
        <fieldset className={styles.avatars}>
          <legend className={formStyles.guide}>{t('avatar_choose')}</legend>
          {AVATAR_IDS.map((id) => (
            <label key={id} className={styles.avatarOption}>
              <input type="radio" name="avatar" value={id} checked={chosen === id} onChange={() => setChosen(id)} aria-label={t('avatar_number', { number: id + 1 })} />
              <Avatar id={id} size={56} />
            </label>
          ))}
        </fieldset>
        <FormError text={submit.error} />
        <Button type="submit" block busy={submit.busy} data-testid="account.avatar-save">
          {t('save')}
        </Button>
      </form>
    </Dialog>
  );
}
