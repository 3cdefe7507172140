import { LanguageSelect } from '@casino/shared-kernel/ui';

/** The player's language, chosen in the user centre. */
export function LanguagePicker() {
  return (
    <label>
      Language <LanguageSelect testId="account.language-select" />
    </label>
  );
}
