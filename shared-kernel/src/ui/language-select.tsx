import { useKernelText } from '@casino/shared-kernel/i18n';
import { useAtom, useAtomValue } from 'jotai';
import { isLanguage, LANGUAGE_NAMES, languageAtom, lobbyInfoAtom, offeredLanguages, siteSettingsAtom } from '@casino/shared-kernel/state';

export interface LanguageSelectProps {
  /** Namespaced test id of the place it stands in, e.g. `shell.language-select`. */
  testId: string;
  className?: string;
}

/**
 * The player's language as a menu: wherever it is changed, the whole site follows at once. It offers
 * the operator's number of languages (`language_num`), the brand's own first.
 */
export function LanguageSelect({ testId, className }: LanguageSelectProps) {
  const [language, setLanguage] = useAtom(languageAtom);
  const lobbyInfo = useAtomValue(lobbyInfoAtom);
  const settings = useAtomValue(siteSettingsAtom);
  const t = useKernelText();
  const languages = offeredLanguages(lobbyInfo ? (lobbyInfo.server_cfg?.language_num ?? undefined) : null, settings.lang, language);
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
      {languages.map((code) => (
        <option key={code} value={code}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </select>
  );
}
