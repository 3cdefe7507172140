import { LanguageSelect } from '@casino/shared-kernel/ui-core';
import { useAccountText } from '../../i18n/account-texts.ts';

/** The player's language, chosen in the user centre. */
export function LanguagePicker() {
  const t = useAccountText();
  return (
    <label>
      {t('language')} <LanguageSelect testId="account.language-select" />
    </label>
  );
}
