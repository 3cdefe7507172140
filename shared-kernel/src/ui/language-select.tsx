import { useKernelText } from '@casino/shared-kernel/i18n';
import { useAtom } from 'jotai';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, languageAtom } from '@casino/shared-kernel/state';

export interface LanguageSelectProps {
  /** Namespaced test id of the place it stands in, e.g. `shell.language-select`. */
  testId: string;
  className?: string;
}

/** The player's language as a menu: wherever it is changed, the whole site follows at once. */
export function LanguageSelect({ testId, className }: LanguageSelectProps) {
  const [language, setLanguage] = useAtom(languageAtom);
  const t = useKernelText();
  return (
    <select
      className={className}
      aria-label={t('language')}
      data-testid={testId}
      value={language}
      onChange={(event) => {
        if (isLanguage(event.target.value)) setLanguage(event.target.value);
      }}
    >
      {LANGUAGES.map((code) => (
        <option key={code} value={code}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </select>
  );
}
